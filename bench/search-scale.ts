/**
 * The search engine at scale: for catalogues of 10,000, 100,000 and 1,000,000
 * copies, on PGlite and on PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set),
 * the real server over HTTP — suggestion and search-with-facets latencies over a fixed query
 * set, timed in rounds (search-scale/timing.ts: the median of three rounds' p95 and their
 * spread), then requests per second and errors under concurrent load from a second process.
 *
 *   npx tsx bench/search-scale.ts [--sizes 10000,100000] [--db pglite|postgres|both]
 *                                 [--seconds 12] [--connections 10] [--limit-minutes 20]
 *
 * Each size gets a fresh database (search-scale/database.ts) and a regenerated catalogue:
 * nothing is cached between runs, so a change to the generator or the migrations always
 * shows. Each size on each database runs in a child process (search-scale/isolated.ts) that
 * is stopped after --limit-minutes: PGlite cannot interrupt a statement once it runs.
 */
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app';
import type { SearchCounts } from '../server/src/search/books';
import { CountCache } from '../server/src/search/count-cache';
import { OrgIds } from '../server/src/seed/content';
import { readCatalogueSources, type CatalogueSources } from './search-scale/catalogue';
import {
  appDatabase,
  dbLabel,
  dropScratchDatabase,
  loadCatalogue,
  makeScratchDir,
  openScratchDatabase,
  postgresAdminUrl,
  type DbKind,
  removeScratchDir,
  type RawClient,
} from './search-scale/database';
import { runIsolated, sendResult, tellParent } from './search-scale/isolated';
import { loadErrors, runLoad } from './search-scale/load';
import { searchRequests, suggestionRequests, type BenchRequest } from './search-scale/queries';
import {
  TARGETS,
  ms,
  printDetails,
  printSummary,
  queryP95,
  type Miss,
  type Outcome,
  type RunResult,
} from './search-scale/report';
import { call, measure, type Timed } from './search-scale/timing';

export const DEFAULT_SIZES = [10_000, 100_000, 1_000_000];
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** Suggestions per search in the load mix: a reader types several keys per search. */
const SUGGESTIONS_PER_SEARCH = 3;

export interface SearchScaleOptions {
  sizes: number[];
  databases: DbKind[];
  /** Load-test length and connections. */
  seconds: number;
  connections: number;
  /** Longest one size on one database may take (its child process is killed then). */
  limitMinutes: number;
  /** In a child process: the one size and database to run, and PGlite's directory. */
  run?: { kind: DbKind; copies: number };
  dataDir?: string;
}

/**
 * `--sizes 10000,100000 --db pglite|postgres|both --seconds 12 --connections 10
 * --limit-minutes 20`; the parent adds `--run pglite:10000 --data-dir …` for a child.
 */
export function searchScaleOptions(argv: string[]): SearchScaleOptions {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const sizes = value('sizes')?.split(',').map(Number) ?? DEFAULT_SIZES;
  if (sizes.some((size) => !Number.isSafeInteger(size) || size < 1)) {
    throw new Error(`--sizes: positive whole numbers, comma-separated (got ${value('sizes')})`);
  }
  const db = value('db') ?? 'both';
  if (!['pglite', 'postgres', 'both'].includes(db)) throw new Error(`--db: ${db}?`);
  const databases: DbKind[] = db === 'both' ? ['pglite', 'postgres'] : [db as DbKind];
  const [runKind, runCopies] = value('run')?.split(':') ?? [];
  return {
    sizes,
    databases,
    seconds: Number(value('seconds') ?? 12),
    connections: Number(value('connections') ?? 10),
    limitMinutes: Number(value('limit-minutes') ?? 20),
    run: runKind ? { kind: runKind as DbKind, copies: Number(runCopies) } : undefined,
    dataDir: value('data-dir'),
  };
}

/** The load mix: SUGGESTIONS_PER_SEARCH suggestions before each search, all queries cycled. */
function loadMix(suggest: BenchRequest[], search: BenchRequest[]) {
  const mix: { path: string; body: unknown }[] = [];
  let next = 0;
  for (const request of search) {
    for (let i = 0; i < SUGGESTIONS_PER_SEARCH; i++) {
      const suggestion = suggest[next++ % suggest.length] as BenchRequest;
      mix.push({ path: `/api${suggestion.path}`, body: suggestion.body });
    }
    mix.push({ path: `/api${request.path}`, body: request.body });
  }
  return mix;
}

interface Statement {
  query: string;
  params: unknown[];
}

const INDEX_USE =
  /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/g;
const SEQ_SCAN = /Seq Scan on (\S+)/g;

/**
 * The statements behind one request, each explained (ANALYZE, BUFFERS): which indexes it
 * used, which tables it scanned, and the slowest one's whole plan.
 */
async function explainRequest(
  base: string,
  request: BenchRequest,
  capture: { statements: Statement[] | null },
  raw: RawClient,
): Promise<string> {
  capture.statements = [];
  await call(base, request);
  const statements = capture.statements;
  capture.statements = null;
  const lines: string[] = [];
  let slowest = { ms: -1, plan: '' };
  for (const { query, params } of statements) {
    if (!/^\s*(select|with)\b/i.test(query)) continue;
    const { rows } = await raw.query(`explain (analyze, buffers) ${query}`, params);
    const plan = rows.map((row) => String(Object.values(row)[0])).join('\n');
    const execution = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN);
    const indexes = [...new Set([...plan.matchAll(INDEX_USE)].map((m) => m[1]))];
    const scans = [...new Set([...plan.matchAll(SEQ_SCAN)].map((m) => m[1]))];
    lines.push(
      `  ${ms(execution).padStart(8)} ms  indexes: ${indexes.join(', ') || '—'}` +
        `${scans.length ? `   SEQ SCAN: ${scans.join(', ')}` : ''}   ${query.replace(/\s+/g, ' ').slice(0, 140)}`,
    );
    if (execution > slowest.ms) slowest = { ms: execution, plan: `${query}\n${plan}` };
  }
  return `${lines.join('\n')}\n  slowest statement's plan:\n${slowest.plan.replace(/^/gm, '    ')}`;
}

async function startServer(
  db: Parameters<typeof buildApp>[0]['db'],
  searchCounts: CountCache<SearchCounts>,
) {
  const app: FastifyInstance = await buildApp({ db, logger: false, searchCounts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, base: `http://127.0.0.1:${port}` };
}

const QUIET_POLL_MS = 100;
const QUIET_FOR_MS = 1000;

/**
 * Requests the load generator sent are still answered after it stops: statements captured
 * for an EXPLAIN must not come from those, so explaining waits until no other session of
 * the scratch database has run a statement for a second (PostgreSQL only).
 */
async function waitForQuietDatabase(raw: RawClient) {
  let quietSince = performance.now();
  while (performance.now() - quietSince < QUIET_FOR_MS) {
    const { rows } = await raw.query(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    if (Number(rows[0]?.n) > 0) quietSince = performance.now();
    await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
  }
}

async function benchOne(
  kind: DbKind,
  copies: number,
  sources: CatalogueSources,
  options: Pick<SearchScaleOptions, 'seconds' | 'connections' | 'dataDir'>,
): Promise<RunResult> {
  const wall = performance.now();
  const scratch = await openScratchDatabase(kind, copies, { dataDir: options.dataDir });
  try {
    tellParent({ type: 'stage', stage: 'loading the catalogue' });
    const loaded = await loadCatalogue(scratch, copies, sources);
    console.log(
      `  ${dbLabel[kind]} ${copies.toLocaleString('en')} copies (${loaded.books.toLocaleString('en')} books): ` +
        `loaded in ${seconds(loaded.ms.load)}, indexes ${seconds(loaded.ms.index)}, vacuum analyze ${seconds(loaded.ms.analyze)}`,
    );
    const capture: { statements: Statement[] | null } = { statements: null };
    const logger: Logger = {
      logQuery: (query, params) => capture.statements?.push({ query, params }),
    };
    const counts = new CountCache<SearchCounts>();
    const { app, base } = await startServer(
      { db: appDatabase(scratch, logger), kind: scratch.kind },
      counts,
    );
    try {
      const suggestSet = suggestionRequests(loaded.probes);
      const searchSet = searchRequests(loaded.probes);
      tellParent({ type: 'stage', stage: 'timing calls' });
      const measured = await measure(base, [...suggestSet, ...searchSet], counts);
      const suggest = measured.timed.slice(0, suggestSet.length);
      const search = measured.timed.slice(suggestSet.length);
      const rounds = { calls: measured.calls, roundLoad: measured.load };
      printDetails(suggest, search, rounds);

      tellParent({ type: 'stage', stage: 'load test' });
      const load = await runLoad({
        url: base,
        connections: options.connections,
        seconds: options.seconds,
        requests: loadMix(suggestSet, searchSet),
      });
      console.log(
        `    load: ${options.connections} connections × ${options.seconds} s from a second process: ` +
          `${load.requestsPerSecond.toFixed(0)} req/s, ${load.total} requests, latency p50 ${load.latencyP50} ms ` +
          `p99 ${load.latencyP99} ms, errors ${loadErrors(load)} (connection ${load.connectionErrors}, ` +
          `non-2xx ${load.non2xx}, code≠0 ${load.codeErrors}); machine load average ` +
          `${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
      );
      for (const sample of load.samples) console.log(`      ${sample}`);

      // Targets are for PostgreSQL; a query over them there is explained at every size.
      const misses: Miss[] = [];
      if (kind === 'postgres') {
        tellParent({ type: 'stage', stage: 'explaining the queries over target' });
        await waitForQuietDatabase(scratch.raw);
        const check = async (timed: Timed[], target: number) => {
          for (const entry of timed) {
            const p95 = queryP95(entry).median;
            if (p95 <= target) continue;
            counts.invalidate(OrgIds.ytkj);
            const explain = await explainRequest(base, entry.request, capture, scratch.raw);
            misses.push({ request: entry.request, p95, target, explain });
          }
        };
        await check(suggest, TARGETS.suggestMs);
        await check(search, TARGETS.searchMs);
      }
      return {
        copies: loaded.copies,
        books: loaded.books,
        kind,
        loadMs: loaded.ms.load,
        indexMs: loaded.ms.index + loaded.ms.analyze,
        suggest,
        search,
        ...rounds,
        facets: measured.facets,
        load,
        misses,
        wallMs: performance.now() - wall,
      };
    } finally {
      await app.close();
    }
  } finally {
    await scratch.dispose();
  }
}

export async function benchSearchScale(options: SearchScaleOptions): Promise<void> {
  const started = performance.now();
  console.log('\n## Search at scale (generated catalogues, real server over HTTP)');
  const databases = options.databases.filter((kind) => kind !== 'postgres' || postgresAdminUrl());
  if (databases.length < options.databases.length) {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');
  }
  const outcomes: Outcome[] = [];
  for (const copies of options.sizes) {
    for (const kind of databases) outcomes.push(await runChild(kind, copies, options));
  }
  printSummary(outcomes);
  const totalMs = performance.now() - started;
  console.log(
    `\nRun time: ${seconds(totalMs)} (${outcomes
      .map((r) => `${r.copies.toLocaleString('en')} ${dbLabel[r.kind]} ${seconds(r.wallMs)}`)
      .join(', ')})`,
  );
}

const thisScript = fileURLToPath(import.meta.url);

/** One size on one database in a child process; its scratch database is removed whatever happens. */
async function runChild(
  kind: DbKind,
  copies: number,
  options: SearchScaleOptions,
): Promise<Outcome> {
  const started = performance.now();
  const dataDir = kind === 'pglite' ? makeScratchDir() : undefined;
  const args = [
    ...['--run', `${kind}:${copies}`, '--seconds', String(options.seconds)],
    ...['--connections', String(options.connections)],
    ...(dataDir ? ['--data-dir', dataDir] : []),
  ];
  const outcome = await runIsolated<RunResult>(thisScript, args, options.limitMinutes * 60_000);
  if (dataDir) removeScratchDir(dataDir);
  if (outcome.finished) return outcome.result;
  if (kind === 'postgres') await dropScratchDatabase(copies);
  const where = outcome.call ? `${outcome.stage}: ${outcome.call}` : outcome.stage;
  const unfinished = `${outcome.reason} (${where})`;
  console.log(`  ${dbLabel[kind]} ${copies.toLocaleString('en')} copies: ${unfinished}`);
  return { kind, copies, unfinished, wallMs: performance.now() - started };
}

/** In a child process: run one size on one database and send the figures to the parent. */
async function childMain(options: SearchScaleOptions & { run: { kind: DbKind; copies: number } }) {
  const sources = await readCatalogueSources();
  const result = await benchOne(options.run.kind, options.run.copies, sources, options);
  await sendResult(result);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = searchScaleOptions(process.argv.slice(2));
  if (options.run) await childMain({ ...options, run: options.run });
  else await benchSearchScale(options);
}
