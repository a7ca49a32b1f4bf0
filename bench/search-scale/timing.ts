/**
 * The timed calls of the search bench, in rounds. One timing pass gives a p95 per query
 * class that moves with whatever else the machine runs (the brief's two quiet runs of the
 * same build differed by a third), so the pass is repeated ROUNDS times and the figures are
 * the median of the rounds' p95s with their spread (min–max), the load average noted beside
 * each round.
 */
import { loadavg } from 'node:os';
import { ApiPath, type Envelope } from '../../src/core/api/contract';
import type { SearchCounts } from '../../server/src/search/books';
import type { CountCache } from '../../server/src/search/count-cache';
import { OrgIds } from '../../server/src/seed/content';
import { percentile, post } from '../http';
import { tellParent } from './isolated';
import type { BenchRequest } from './queries';

/** Timing passes (rounds) over the whole query set. */
export const ROUNDS = 3;
/**
 * Time for one round's calls; each query is called at least 3, at most 20 times a round
 * (with fewer than 20 calls, p95 is the slowest — said so in the output).
 */
const ROUND_BUDGET_MS = 15_000;
const MIN_CALLS = 3;
const MAX_CALLS = 20;
/** A call slower than this is not repeated: its one call is its figure. */
export const SLOW_CALL_MS = 20_000;

export interface Timed {
  request: BenchRequest;
  /** Per round: the calls answered in full (a search's counts computed, the cache cleared). */
  ms: number[][];
  /** Per round: a search asked again at once (its counts from the server's count cache). */
  repeatedMs: number[][];
  /** Matching books: search total, or the number of suggestions. */
  hits: number;
  /** Failed calls, and the first few failures' answers. */
  failed: number;
  errors: string[];
  /** Its first call took longer than SLOW_CALL_MS: that call is its only sample. */
  slow: boolean;
}

export interface Measured {
  timed: Timed[];
  /** Calls per query in each round. */
  calls: number;
  /** The 1-minute load average at the start and the end of each round. */
  load: [number, number][];
  /** The server answered with facet counts (else the search figures are without them). */
  facets: boolean;
}

type SearchData = { total?: number; facets?: unknown } | unknown[] | null;

export const describe = (request: BenchRequest) =>
  `${request.path.split('/').pop()} ${JSON.stringify(request.label)}`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
export const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** One call: its time, and what it found; a failure is an HTTP error or a non-zero code. */
export async function call(base: string, request: BenchRequest) {
  const started = performance.now();
  const response = await post(`${base}/api${request.path}`, request.body);
  const text = await response.text();
  const elapsed = performance.now() - started;
  let envelope: Partial<Envelope<SearchData>> = {};
  try {
    envelope = JSON.parse(text) as Envelope<SearchData>;
  } catch {
    // Reported below as an error.
  }
  const error =
    response.ok && envelope.code === 0
      ? undefined
      : `HTTP ${response.status} ${text.slice(0, 160)}`;
  const data = envelope.data;
  const hits = Array.isArray(data) ? data.length : (data?.total ?? 0);
  const facets = !Array.isArray(data) && data?.facets !== undefined && data?.facets !== null;
  return { elapsed, error, hits, facets };
}

/**
 * Untimed passes (caches, JIT, the planner's first look) — two, or one when a pass alone
 * outlasts the budget — then ROUNDS rounds, each calling every query round robin (so no query
 * is measured only on a cache its previous call just warmed) the same number of times.
 *
 * The server keeps a search's facet counts for a minute (server/src/search/count-cache.ts).
 * `ms` must be the cost of a search nobody made just before, so the cache is cleared before
 * each timed call; the same search asked again at once, from the cache, is `repeatedMs`.
 */
export async function measure(
  base: string,
  requests: BenchRequest[],
  counts: CountCache<SearchCounts>,
): Promise<Measured> {
  const timed: Timed[] = requests.map((request) => ({
    request,
    ms: [],
    repeatedMs: [],
    hits: 0,
    failed: 0,
    errors: [],
    slow: false,
  }));
  let facets = false;
  let passMs = 0;
  for (let pass = 0; pass < 2 && passMs < ROUND_BUDGET_MS; pass++) {
    passMs = 0;
    for (const entry of timed.filter((t) => !t.slow)) {
      tellParent({ type: 'call', label: describe(entry.request) });
      const result = await call(base, entry.request);
      entry.hits = result.hits;
      facets ||= result.facets;
      if (result.elapsed > SLOW_CALL_MS) {
        // Repeating it would make the run take hours (PGlite at 1,000,000 copies).
        Object.assign(entry, { slow: true, ms: [[result.elapsed]] });
        console.log(`    ${describe(entry.request)} took ${seconds(result.elapsed)}: not repeated`);
      } else passMs += result.elapsed;
    }
  }
  const calls = Math.max(MIN_CALLS, Math.min(MAX_CALLS, Math.floor(ROUND_BUDGET_MS / passMs)));
  const record = (entry: Timed, result: Awaited<ReturnType<typeof call>>, into: number[]) => {
    into.push(result.elapsed);
    if (result.error) entry.failed += 1;
    if (result.error && entry.errors.length < 3) entry.errors.push(result.error);
  };
  const load: [number, number][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = loadavg()[0] ?? NaN;
    const live = timed.filter((t) => !t.slow);
    for (const entry of live) {
      entry.ms.push([]);
      entry.repeatedMs.push([]);
    }
    for (let i = 0; i < calls; i++) {
      for (const entry of live) {
        tellParent({ type: 'call', label: `round ${round + 1}: ${describe(entry.request)}` });
        counts.invalidate(OrgIds.ytkj);
        record(entry, await call(base, entry.request), entry.ms[round] as number[]);
        if (entry.request.path === ApiPath.bookSearch) {
          record(entry, await call(base, entry.request), entry.repeatedMs[round] as number[]);
        }
      }
    }
    load.push([before, loadavg()[0] ?? NaN]);
  }
  return { timed, calls, load, facets };
}

/** A figure per round and what the rounds say: their median and spread. */
export interface RoundFigure {
  rounds: number[];
  median: number;
  min: number;
  max: number;
}

export function roundFigure(rounds: number[]): RoundFigure {
  const ordered = sorted(rounds.filter(Number.isFinite));
  const middle = ordered.length / 2;
  const median =
    ordered.length === 0
      ? NaN
      : ordered.length % 2
        ? (ordered[Math.floor(middle)] as number)
        : ((ordered[middle - 1] as number) + (ordered[middle] as number)) / 2;
  return { rounds, median, min: ordered[0] ?? NaN, max: ordered.at(-1) ?? NaN };
}

/**
 * Percentile `q` of a set of queries, per round (each round's calls of all of them pooled),
 * then over the rounds. `repeated`: the searches asked again from the count cache.
 */
export function classFigure(timed: Timed[], q: number, repeated = false): RoundFigure {
  const rounds = Math.max(0, ...timed.map((t) => t.ms.length));
  const perRound = Array.from({ length: rounds }, (_, round) =>
    percentile(sorted(timed.flatMap((t) => (repeated ? t.repeatedMs : t.ms)[round] ?? [])), q),
  );
  return roundFigure(perRound);
}
