/**
 * GET /api/metrics in Prometheus' text format through fastify-metrics (maintained, on
 * prom-client): requests per route pattern, status and method with their latency, plus the
 * server's own figures (registry.ts). Per route *pattern*, so a reader's id or a search never
 * becomes a label. Readable from this machine, or with METRICS_TOKEN as a bearer token, never
 * by visitors through the proxy.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import { ResultCode } from '../../../src/core/api/contract';
import { bearerToken } from '../auth/guard';
import { ApiError } from '../http/errors';
import { fromThisMachine } from '../http/loopback';
import type { ServerMetrics } from './registry';

export const METRICS_PATH = '/api/metrics';

function tokenMatches(request: FastifyRequest, token: string | undefined): boolean {
  const presented = bearerToken(request);
  if (!token || !presented) return false;
  const [a, b] = [Buffer.from(presented), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function registerMetrics(
  app: FastifyInstance,
  metrics: ServerMetrics,
  token: string | undefined,
): Promise<void> {
  await app.register(fastifyMetrics, {
    endpoint: {
      url: METRICS_PATH,
      method: 'GET',
      exposeHeadRoute: false,
      // Scraped every few seconds: not worth a log line each time.
      logLevel: 'warn',
      onRequest: async (request, reply) => {
        if (!fromThisMachine(request) && !tokenMatches(request, token)) {
          throw new ApiError(403, ResultCode.forbidden, 'onlyFromThisMachine');
        }
        reply.header('cache-control', 'no-store');
      },
      handler: () => undefined,
    },
    defaultMetrics: { enabled: false },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: [METRICS_PATH],
      // The summary is off, but made all the same: it too must stay out of the global registry.
      overrides: {
        histogram: { registers: [metrics.registry] },
        summary: { registers: [metrics.registry] },
      },
    },
    // The registry's own figures are merged in by the endpoint (fastify-metrics reads the
    // registries of its metrics and the global one).
    promClient: null,
  });
}
