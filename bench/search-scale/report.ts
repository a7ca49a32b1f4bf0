/** What the search bench prints: per query, per class of query, and the targets. */
import type { LoadResult } from './load';
import { loadErrors } from './load';
import { dbLabel, type DbKind } from './database';
import { percentile } from '../http';
import { QUERY_KINDS, type BenchRequest, type QueryKind } from './queries';
import {
  classFigure,
  roundFigure,
  ROUNDS,
  SLOW_CALL_MS,
  sorted,
  type RoundFigure,
  type Timed,
} from './timing';

/** The targets at 1,000,000 copies on PostgreSQL (p95, milliseconds). */
export const TARGETS = { suggestMs: 30, searchMs: 100, sizeCopies: 1_000_000 } as const;

export interface Miss {
  request: BenchRequest;
  p95: number;
  target: number;
  explain: string;
}

export interface RunResult {
  copies: number;
  books: number;
  kind: DbKind;
  loadMs: number;
  indexMs: number;
  suggest: Timed[];
  search: Timed[];
  /** Calls per query in each round. */
  calls: number;
  /** The machine's 1-minute load average at the start and end of each round. */
  roundLoad: [number, number][];
  facets: boolean;
  load: LoadResult;
  misses: Miss[];
  wallMs: number;
}

/** A size on a database that did not finish (killed at the time limit, or crashed). */
export interface Unfinished {
  copies: number;
  kind: DbKind;
  unfinished: string;
  wallMs: number;
}
export type Outcome = RunResult | Unfinished;
export const finished = (outcome: Outcome): outcome is RunResult => !('unfinished' in outcome);

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
/** "12.3 (11.0–14.8)": the median of the rounds and their spread. */
const spread = (figure: RoundFigure) =>
  figure.rounds.length > 1
    ? `${ms(figure.median)} (${ms(figure.min)}–${ms(figure.max)})`
    : ms(figure.median);
/** A query's p95 per round, then over the rounds. */
export const queryP95 = (entry: Timed) =>
  roundFigure(entry.ms.map((round) => percentile(sorted(round), 95)));

export function printDetails(
  suggest: Timed[],
  search: Timed[],
  result: Pick<RunResult, 'calls' | 'roundLoad'>,
) {
  const slowest = result.calls < 20 ? '; with fewer than 20 calls p95 is the slowest' : '';
  const load = result.roundLoad.map(([a, b]) => `${a.toFixed(1)}→${b.toFixed(1)}`).join(', ');
  console.log(
    `    per query: ${ROUNDS} rounds of ${result.calls} calls each${slowest}; p95 as the median of ` +
      `the rounds' (spread min–max); load average per round ${load}; hits = suggestions or search total:`,
  );
  const row = (what: string, entry: Timed) => {
    const all = sorted(entry.ms.flat());
    const errors = entry.errors.length ? `  ERRORS: ${entry.errors.join(' | ')}` : '';
    const slow = entry.slow ? `  (one call: over ${seconds(SLOW_CALL_MS)}, not repeated)` : '';
    const repeated = entry.repeatedMs.some((round) => round.length)
      ? `  repeated p95 ${spread(roundFigure(entry.repeatedMs.map((r) => percentile(sorted(r), 95))))} ms`
      : '';
    console.log(
      `      ${what.padEnd(7)} ${entry.request.kind.padEnd(19)} ${JSON.stringify(entry.request.label).padEnd(24)}` +
        ` hits ${String(entry.hits).padStart(7)}  p50 ${ms(percentile(all, 50)).padStart(6)}  p95 ${spread(queryP95(entry)).padStart(20)} ms${repeated}${slow}${errors}`,
    );
  };
  for (const entry of suggest) row('suggest', entry);
  for (const entry of search) row('search', entry);
}

function latencyErrors(result: RunResult) {
  return [...result.suggest, ...result.search].reduce((sum, entry) => sum + entry.failed, 0);
}

function printKinds(results: RunResult[]) {
  console.log(
    `\np95 by kind of query, median of ${ROUNDS} rounds (min–max), suggest / search+facets:\n`,
  );
  const columns = results.map((r) => `${r.copies.toLocaleString('en')} ${dbLabel[r.kind]}`);
  console.log(`| kind | ${columns.join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---:').join('|')}|`);
  const ofKind = (timed: Timed[], kind: QueryKind) => timed.filter((t) => t.request.kind === kind);
  for (const kind of QUERY_KINDS) {
    const cells = results.map((r) => {
      const s = ofKind(r.suggest, kind);
      const q = ofKind(r.search, kind);
      return `${s.length ? spread(classFigure(s, 95)) : '–'} / ${q.length ? spread(classFigure(q, 95)) : '–'}`;
    });
    console.log(`| ${kind} | ${cells.join(' | ')} |`);
  }
}

function printGrowth(results: RunResult[]) {
  console.log(
    '\nGrowth of the cost with size (median p95 ratio to the previous size; copies ×10 each step):',
  );
  for (const kind of ['pglite', 'postgres'] as const) {
    const runs = results.filter((r) => r.kind === kind).sort((a, b) => a.copies - b.copies);
    for (let i = 1; i < runs.length; i++) {
      const [a, b] = [runs[i - 1], runs[i]] as [RunResult, RunResult];
      const ratio = (x: number, y: number) => `×${(y / x).toFixed(2)}`;
      const p95 = (timed: Timed[]) => classFigure(timed, 95).median;
      console.log(
        `  ${dbLabel[kind]} ${a.copies.toLocaleString('en')} → ${b.copies.toLocaleString('en')}: ` +
          `suggest p95 ${ratio(p95(a.suggest), p95(b.suggest))}, search+facets p95 ${ratio(p95(a.search), p95(b.search))}, ` +
          `req/s ${ratio(a.load.requestsPerSecond, b.load.requestsPerSecond)}`,
      );
    }
  }
}

function printTargets(outcomes: Outcome[]) {
  const target = outcomes.find((r) => r.kind === 'postgres' && r.copies === TARGETS.sizeCopies);
  if (!target) return;
  const at = `\nTargets at ${TARGETS.sizeCopies.toLocaleString('en')} copies on PostgreSQL`;
  if (!finished(target)) {
    console.log(`${at}: not measured (${target.unfinished})`);
    return;
  }
  // Met on the median of the rounds; the margin is how far the worst round stays under.
  const verdict = (figure: RoundFigure, limit: number) =>
    `${spread(figure)} ≤ ${limit} ms ${figure.median <= limit ? 'met' : 'MISSED'}` +
    `${figure.max <= limit ? `, every round (margin ×${(limit / figure.max).toFixed(1)})` : ', NOT every round'}`;
  const errors = loadErrors(target.load) + latencyErrors(target);
  console.log(
    `${at} (p95, median of ${ROUNDS} rounds (min–max)): ` +
      `suggestions ${verdict(classFigure(target.suggest, 95), TARGETS.suggestMs)}; ` +
      `search+facets ${verdict(classFigure(target.search, 95), TARGETS.searchMs)} ` +
      `(repeated within the minute: ${verdict(classFigure(target.search, 95, true), TARGETS.searchMs)}); ` +
      `errors under load ${errors} ${errors === 0 ? 'met' : 'MISSED'}`,
  );
}

export function printSummary(outcomes: Outcome[]) {
  const results = outcomes.filter(finished);
  console.log('\n### Search at scale: summary (times in ms, over HTTP)\n');
  console.log(
    `Each figure is the median of ${ROUNDS} rounds' (min–max in brackets). Search figures count the facets every time (the count cache cleared before each call); "repeated" is the same search asked again within the minute the server keeps its counts. The load mix runs with the cache, as readers would.\n`,
  );
  console.log(
    '| copies | books | database | suggest p50 | suggest p95 | search+facets p50 | search+facets p95 | repeated search p95 | req/s under load | errors (load / timed calls) | load average (rounds) |',
  );
  console.log('|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of outcomes) {
    if (!finished(r)) {
      console.log(
        `| ${r.copies.toLocaleString('en')} | | ${dbLabel[r.kind]} | ${r.unfinished} | | | | | | | |`,
      );
      continue;
    }
    const errors = `${loadErrors(r.load)} / ${latencyErrors(r)}`;
    const machine = r.roundLoad.map(([a, b]) => `${a.toFixed(1)}→${b.toFixed(1)}`).join(', ');
    console.log(
      `| ${r.copies.toLocaleString('en')} | ${r.books.toLocaleString('en')} | ${dbLabel[r.kind]} | ${spread(classFigure(r.suggest, 50))} | ${spread(classFigure(r.suggest, 95))} | ${spread(classFigure(r.search, 50))} | ${spread(classFigure(r.search, 95))} | ${spread(classFigure(r.search, 95, true))} | ${r.load.requestsPerSecond.toFixed(0)} | ${errors} | ${machine} |`,
    );
  }
  if (results.some((r) => !r.facets)) {
    console.log(
      '\nNote: the server answered `facets: null` — the search figures are WITHOUT facet counts.',
    );
  }
  if (results.length === 0) return;
  printKinds(results);
  printGrowth(results);
  printTargets(outcomes);
  for (const r of results) {
    for (const miss of r.misses) {
      console.log(
        `\nOver target on PostgreSQL at ${r.copies.toLocaleString('en')} copies: ${miss.request.path} ` +
          `${JSON.stringify(miss.request.label)} (${miss.request.kind}) p95 ${ms(miss.p95)} ms (median of rounds) > ${miss.target} ms\n${miss.explain}`,
      );
    }
  }
}
