/**
 * The reader's account at scale: for 10,000 and 100,000 readers (3 loans on loan
 * and about 50 returned each: 5.2 million loans at 100,000; fines, bills, payments and
 * reservations in proportion — account-scale/generate.ts) on PostgreSQL, the real server
 * (app.inject: the whole request — routing, the token check, the queries, the answer) timed
 * on the my-borrow panel's calls, the bill list and the history, for readers logged in through
 * the real Login call and picked at random. Prints p50 / p95 per call at each size and how
 * they grow; a call over the target at a size is explained (EXPLAIN ANALYZE).
 *
 *   npx tsx bench/account-scale.ts [--readers 10000,100000] [--samples 400] [--keep]
 *
 * Each size gets a fresh scratch database (account-scale/database.ts), dropped afterwards.
 */
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { testApp } from '../server/test/helpers';
import { postgresAdminUrl } from './search-scale/database';
import { CALLS, logInReaders } from './account-scale/calls';
import { openAccountDatabase } from './account-scale/database';
import { explainCall, loggedDatabase, type Capture } from './account-scale/explain';
import { generateAccounts } from './account-scale/generate';
import { printGrowth, printSize, TARGET_P95_MS, type SizeResult } from './account-scale/report';
import { timeCalls } from './account-scale/timing';

export interface AccountScaleOptions {
  readers: number[];
  /** Timed calls of each kind per size. */
  samples: number;
  /** Leave the scratch databases in place (to explain their queries by hand). */
  keep: boolean;
}

export function accountScaleOptions(argv: string[]): AccountScaleOptions {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const readers = value('readers')?.split(',').map(Number) ?? [10_000, 100_000];
  if (readers.some((n) => !Number.isSafeInteger(n) || n < 1000)) {
    throw new Error(`--readers: whole numbers ≥ 1000, comma-separated (got ${value('readers')})`);
  }
  const samples = Number(value('samples') ?? 400);
  if (!Number.isSafeInteger(samples) || samples < 20) throw new Error('--samples: ≥ 20');
  return { readers, samples, keep: argv.includes('--keep') };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function benchSize(
  readers: number,
  { samples, keep }: AccountScaleOptions,
): Promise<SizeResult> {
  const wall = performance.now();
  const scratch = await openAccountDatabase(readers, keep);
  try {
    const pool = scratch.raw as unknown as pg.Pool;
    const generated = await generateAccounts(pool, readers);
    const rows = Object.entries(generated.rows)
      .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
      .join(', ');
    console.log(
      `  ${readers.toLocaleString('en')} readers: ${rows}; loaded in ${seconds(generated.ms.load)}, ` +
        `indexes ${seconds(generated.ms.index)}, vacuum analyze ${seconds(generated.ms.analyze)}`,
    );
    const capture: Capture = { statements: null };
    const app = await testApp({ ...scratch.handle, db: loggedDatabase(pool, capture) });
    try {
      const sessions = await logInReaders(app, readers, { ordinary: 60, heavy: 10 });
      const figures = await timeCalls(app, CALLS, sessions, samples);
      const explains: string[] = [];
      for (const figure of figures) {
        if (figure.p95 <= TARGET_P95_MS) continue;
        const call = CALLS.find((c) => c.name === figure.name);
        // The slowest of the ordinary readers' calls is not known: any ordinary reader's.
        const reader = sessions.find((s) => s.heavy === Boolean(call?.heavyOnly));
        if (!call || !reader) continue;
        const plan = await explainCall(app, call, reader.token, capture, pool);
        explains.push(`  ${figure.name} (p95 ${figure.p95.toFixed(1)} ms):\n${plan}`);
      }
      return {
        readers,
        loans: generated.rows.loans ?? 0,
        figures,
        explains,
        load: loadavg()[0] ?? NaN,
        wallMs: performance.now() - wall,
      };
    } finally {
      await app.close();
    }
  } finally {
    await scratch.dispose();
  }
}

export async function benchAccountScale(options: AccountScaleOptions): Promise<void> {
  console.log(
    '\n## Reader accounts at scale (generated readers and loans, PostgreSQL, app.inject)',
  );
  if (!postgresAdminUrl()) {
    console.log('Skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database.');
    return;
  }
  const results: SizeResult[] = [];
  for (const readers of options.readers) {
    const result = await benchSize(readers, options);
    printSize(result);
    results.push(result);
  }
  printGrowth(results);
  console.log(`\nMachine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchAccountScale(accountScaleOptions(process.argv.slice(2)));
}
