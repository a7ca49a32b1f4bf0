/**
 * What the server adds for whoever runs it, beside the API: the request id on every answer
 * (the same id as the log lines of that request), /api/metrics, and the in-process payment
 * emulator's payer pages at the library's own address.
 */
import type { FastifyInstance } from 'fastify';
import type { PoolStats } from '../db/client';
import { createServerMetrics, type ServerMetrics } from '../metrics/registry';
import { registerMetrics } from '../metrics/route';
import { EMULATOR_PAGES_PREFIX } from '../payments/config';
import { forwardPayerPages } from '../payments/emulator/forward';

export interface OperationsOptions {
  /** The server's figures (main.ts shares them with the scheduler); default: a fresh set. */
  metrics?: ServerMetrics;
  /** METRICS_TOKEN: a bearer token that reads /api/metrics from elsewhere than this machine. */
  metricsToken?: string;
  poolStats?: () => PoolStats;
  /** The in-process payment emulator, whose payer pages are served at /payment-emulator. */
  paymentEmulator?: FastifyInstance;
}

export async function registerOperations(
  app: FastifyInstance,
  options: OperationsOptions,
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Graceful shutdown: close() stops listening and drops idle kept-alive connections once;
  // a connection whose request was in flight would stay open after its answer (and close()
  // wait for the client's keep-alive to lapse), so those answers end their connection.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  await registerMetrics(
    app,
    options.metrics ?? createServerMetrics({ poolStats: options.poolStats }),
    options.metricsToken,
  );
  if (options.paymentEmulator) {
    await forwardPayerPages(app, options.paymentEmulator, EMULATOR_PAGES_PREFIX);
  }
}
