/**
 * Times each call over the logged-in readers, round robin, all calls interleaved (so each
 * meets the same state of the caches), after a warm-up pass that is not counted.
 */
import type { FastifyInstance } from 'fastify';
import { percentile } from '../http';
import type { BenchCall, LoggedIn } from './calls';

export interface CallFigures {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers that were not HTTP 200 with code 0 (each one a bench failure to look at). */
  errors: number;
  firstError?: string;
}

export async function timeCalls(
  app: FastifyInstance,
  calls: BenchCall[],
  readers: LoggedIn[],
  samplesPerCall: number,
): Promise<CallFigures[]> {
  const times = calls.map(() => [] as number[]);
  const errors = calls.map(() => ({ n: 0, first: undefined as string | undefined }));
  const rounds = (count: number, record: boolean) => async () => {
    for (let i = 0; i < count; i++) {
      for (const [c, call] of calls.entries()) {
        const eligible = call.heavyOnly ? readers.filter((r) => r.heavy) : readers;
        const reader = eligible[i % eligible.length];
        if (!reader) continue;
        const started = performance.now();
        const response = await call.send(app, reader.token);
        const elapsed = performance.now() - started;
        if (!record) continue;
        (times[c] as number[]).push(elapsed);
        if (response.status !== 200 || response.body.code !== 0) {
          const error = errors[c] as { n: number; first?: string };
          error.n += 1;
          error.first ??= `${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
        }
      }
    }
  };
  await rounds(Math.min(readers.length, 50), false)();
  await rounds(samplesPerCall, true)();
  return calls.map((call, c) => {
    const sorted = [...(times[c] as number[])].sort((a, b) => a - b);
    return {
      name: call.name,
      samples: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? NaN,
      errors: errors[c]?.n ?? 0,
      firstError: errors[c]?.first,
    };
  });
}
