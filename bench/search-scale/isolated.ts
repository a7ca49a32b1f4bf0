/**
 * One size on one database runs in a child process with a time limit. PGlite executes a
 * statement synchronously on the process's only thread, so a statement that runs for an hour
 * (a facet count over a million copies) cannot be timed out from inside: the parent kills
 * the child instead and reports where it was. Each child also starts with a clean heap.
 */
import { spawn } from 'node:child_process';

/** What a child tells its parent over the IPC channel. */
export type ChildMessage<T> =
  | { type: 'stage'; stage: string }
  | { type: 'call'; label: string }
  | { type: 'result'; result: T };

export type IsolatedOutcome<T> =
  { finished: true; result: T } | { finished: false; reason: string; stage: string; call: string };

/** In a child: tell the parent (a no-op when run directly). */
export function tellParent<T>(message: ChildMessage<T>) {
  process.send?.(message);
}

/** In a child: send the result, then close the channel so the process can exit. */
export async function sendResult<T>(result: T) {
  const send = process.send?.bind(process);
  if (!send) return;
  await new Promise<void>((resolve, reject) =>
    send({ type: 'result', result } satisfies ChildMessage<T>, undefined, {}, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
  process.disconnect();
}

/**
 * Runs `node --import tsx script ...args`, output passed through, until it sends its result
 * and exits, or `limitMs` passes (then it and its load generator are killed).
 */
export function runIsolated<T>(
  script: string,
  args: string[],
  limitMs: number,
): Promise<IsolatedOutcome<T>> {
  return new Promise((resolve) => {
    // Its own process group, so the load generator it spawns goes with it.
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
    });
    let result: T | undefined;
    let stage = 'starting';
    let call = '';
    child.on('message', (message: ChildMessage<T>) => {
      if (message.type === 'stage') [stage, call] = [message.stage, ''];
      else if (message.type === 'call') call = message.label;
      else result = message.result;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, limitMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (result !== undefined && code === 0) resolve({ finished: true, result });
      else {
        const minutes = Number((limitMs / 60_000).toFixed(1));
        const reason = timedOut
          ? `not finished within ${minutes} min`
          : `exited with ${signal ?? `code ${code}`}`;
        resolve({ finished: false, reason, stage, call });
      }
    });
  });
}
