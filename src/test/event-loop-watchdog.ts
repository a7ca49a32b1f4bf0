import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setInterval as nodeSetInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A test whose code never yields (a synchronous or microtask loop) blocks its worker's event
 * loop, so no test timeout can fire and the whole run waits until CI kills it. A thread beside
 * the tests watches a heartbeat the event loop writes each second; when it stops for
 * `limitMs`, the thread opens the inspector (SIGUSR1, which Node serves even while JavaScript
 * spins), pauses the test's thread, prints where it was and ends the worker: the run fails
 * with the place instead of hanging.
 */
export function watchEventLoop(
  file: string,
  limitMs = Number(process.env.LP_WATCHDOG_MS ?? 60_000),
) {
  const beat = new Int32Array(new SharedArrayBuffer(4));
  // node:timers, not the global: a test's fake timers must not stop the heartbeat.
  nodeSetInterval(() => Atomics.add(beat, 0, 1), 1000).unref();
  // A port of its own for each worker, known to the watcher; used only when it fires.
  process.debugPort = 20_000 + (process.pid % 40_000);
  const ws = createRequire(import.meta.url).resolve('ws');
  const workerData = { beat, limitMs, file, port: process.debugPort, ws };
  const watcher = new Worker(
    join(dirname(fileURLToPath(import.meta.url)), 'event-loop-watcher.mjs'),
    {
      workerData,
    },
  );
  watcher.unref();
  /** Tells the watcher which test runs now, for its report. */
  return (testName: string | undefined) => watcher.postMessage(testName ?? '');
}
