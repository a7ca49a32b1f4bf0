/**
 * Graceful shutdown (SIGTERM from systemd, a container runtime or a rolling upgrade; SIGINT
 * from a terminal): stop accepting at once, let the requests and the scheduled job in flight
 * finish, then close what they used — the emulators, Redis, the database pool (PGlite flushes
 * its files) — and exit 0. A shutdown that hangs past SHUTDOWN_TIMEOUT_MS exits 1 rather than
 * wait for the supervisor's SIGKILL.
 */
import type { FastifyInstance } from 'fastify';
import type { BookInfoService } from '../book-info/service';
import type { DatabaseHandle } from '../db/client';
import type { SharedState } from '../instance-state';
import type { Scheduler } from '../jobs/scheduler';
import type { PaymentsSetup } from '../payments/setup';

/** Below systemd's default TimeoutStopSec (90 s) and the unit of docs/deploy.md (30 s). */
export const SHUTDOWN_TIMEOUT_MS = 25_000;

/** What main.ts has started so far (a start-up that fails half way closes what it opened). */
export const running: {
  app?: FastifyInstance;
  database?: DatabaseHandle;
  bookInfoService?: BookInfoService;
  payments?: PaymentsSetup;
  sharedState?: SharedState;
  scheduler?: Scheduler;
} = {};

let closing = false;

export async function shutdown(say: (line: string) => void, reason: string, exitCode: number) {
  if (closing) return;
  closing = true;
  say(`${reason}: closing`);
  setTimeout(() => {
    console.error(`libportal: shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms, exiting`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    // Fastify's close stops listening, answers 503 on kept-alive connections and waits for
    // the requests in flight; the scheduler's stop waits for the job in flight.
    await Promise.all([running.app?.close(), running.scheduler?.stop()]);
    await running.bookInfoService?.close();
    await running.payments?.close();
    await running.sharedState?.close();
    await running.database?.close();
    say(`${reason}: closed`);
  } finally {
    process.exit(exitCode);
  }
}

export function onSignals(say: (line: string) => void): void {
  process.once('SIGINT', () => void shutdown(say, 'SIGINT', 0));
  process.once('SIGTERM', () => void shutdown(say, 'SIGTERM', 0));
}
