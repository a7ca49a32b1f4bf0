/**
 * The reading portrait and the rankings at scale: `readers` readers of YTKJ in two classes and
 * two grades and `loans` loans spread over four years (generated in PostgreSQL with
 * generate_series, one statement a table), the rollup job's full build and an incremental run
 * timed, then the real server (app.inject) timed on the ranking (every period and scope, with
 * the reader ranking) and the portrait for readers picked at random. Target: p95 ≤ 100 ms.
 *
 *   npx tsx bench/reading-stats-scale.ts [--stat-readers 100000] [--stat-loans 10000000] [--samples 200] [--keep]
 *
 * A fresh scratch database (created next to the one BENCH_DATABASE_URL / TEST_DATABASE_URL
 * names, dropped afterwards) per run.
 */
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { ApiPath } from '../src/core/api/contract';
import { readingStatsState } from '../server/src/db/tables/reading-stats';
import { buildReadingStats } from '../server/src/jobs/reading-stats';
import { OrgIds } from '../server/src/seed/content';
import { post, testApp } from '../server/test/helpers';
import { tokenFor } from '../server/test/preborrow-fixtures';
import { openAccountDatabase } from './account-scale/database';
import type { BenchCall, LoggedIn } from './account-scale/calls';
import { timeCalls } from './account-scale/timing';

export const TARGET_P95_MS = 100;

export interface ReadingStatsScaleOptions {
  readers: number;
  loans: number;
  samples: number;
  keep: boolean;
}

export function readingStatsScaleOptions(argv: string[]): ReadingStatsScaleOptions {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const options = {
    readers: Number(value('stat-readers') ?? 100_000),
    loans: Number(value('stat-loans') ?? 10_000_000),
    samples: Number(value('samples') ?? 200),
    keep: argv.includes('--keep'),
  };
  if (!Number.isSafeInteger(options.readers) || options.readers < 1000) {
    throw new Error('--stat-readers: a whole number ≥ 1000');
  }
  if (!Number.isSafeInteger(options.loans) || options.loans < options.readers) {
    throw new Error('--stat-loans: a whole number ≥ the readers');
  }
  return options;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const org = OrgIds.ytkj;
/** Four years of loans, the last one ending now. */
const SPREAD_DAYS = 4 * 365;

/** Readers, one copy per catalogue book, and the loans; returns the readers' first id. */
async function generate(pool: pg.Pool, readers: number, loans: number) {
  const client = await pool.connect();
  try {
    const [first] = (
      await client.query<{ id: number }>(
        `insert into reader (organization_id, readercode, name, password_hash, department_id, grade,
           borrow_type_id, usertype, sex)
         select ${org}, 'R' || lpad(n::text, 7, '0'), '读者' || n, 'not-a-hash', 1 + n % 2,
           case when n % 3 = 0 then '初一' else '初二' end, 1, 0, 1 + n % 2
         from generate_series(1, $1::int) n
         returning id`,
        [readers],
      )
    ).rows;
    await client.query(
      `insert into book_copy (organization_id, book_id, barcode, status)
       select ${org}, id, 'RS' || id, 3 from book where organization_id = ${org}`,
    );
    // Foreign-key triggers off for the load (a scratch database); popular books by a skew.
    await client.query(`set session_replication_role = replica`);
    await client.query(
      `insert into borrow_record (reader_id, copy_id, borrowed_at, due_at, returned_at)
       select $2::int + ((n::bigint * 7919) % $1::int)::int, c.ids[1 + ((n % 9973) * (n % 97)) % cardinality(c.ids)],
         now() - (n % ${SPREAD_DAYS}) * interval '1 day' - (n % 600) * interval '1 minute',
         now() - (n % ${SPREAD_DAYS}) * interval '1 day' + interval '30 days',
         case when n % ${SPREAD_DAYS} > 20 then now() - (n % ${SPREAD_DAYS}) * interval '1 day' + interval '10 days' end
       from generate_series(1, $3::int) n,
         (select array_agg(id order by id) ids from book_copy where organization_id = ${org}) c`,
      [readers, first?.id ?? 1, loans],
    );
    await client.query(`set session_replication_role = origin`);
    // They keep their reading history, or the portrait (rightly) reads nothing of their loans.
    await client.query(
      `insert into reader_circulation (reader_id, keep_history, history_since)
       select id, true, null from reader where id >= $1 on conflict (reader_id) do nothing`,
      [first?.id ?? 1],
    );
    await client.query(`vacuum analyze reader, book_copy, borrow_record`);
    return first?.id ?? 1;
  } finally {
    client.release();
  }
}

const calls: BenchCall[] = [
  ...(['year', 'month', 'week'] as const).flatMap((period) =>
    (['organization', 'class', 'grade'] as const).map((scope) => ({
      name: `ranking ${period} ${scope}`,
      send: (app: Parameters<BenchCall['send']>[0], token: string) =>
        post(app, ApiPath.rankingForUser, { period, scope, count: 10, readercount: 10 }, token),
    })),
  ),
  {
    name: 'portrait (this year)',
    send: (app, token) => post(app, ApiPath.readingPortrait, {}, token),
  },
];

export async function benchReadingStatsScale(options: ReadingStatsScaleOptions): Promise<void> {
  const { readers, loans, samples, keep } = options;
  console.log(
    `\n## Reading stats at scale: ${readers.toLocaleString('en')} readers, ` +
      `${loans.toLocaleString('en')} loans (PostgreSQL; target p95 ≤ ${TARGET_P95_MS} ms)`,
  );
  const scratch = await openAccountDatabase(readers, keep);
  try {
    const pool = scratch.raw as unknown as pg.Pool;
    let started = performance.now();
    const firstReader = await generate(pool, readers, loans);
    console.log(`  generated in ${seconds(performance.now() - started)}`);
    const { db } = scratch.handle;
    await db.delete(readingStatsState);
    started = performance.now();
    const full = await buildReadingStats({ db }, Date.now());
    console.log(
      `  rollup job, full build: ${seconds(performance.now() - started)} (${full.rows?.toLocaleString('en')} rows)`,
    );
    started = performance.now();
    const incremental = await buildReadingStats({ db }, Date.now());
    console.log(
      `  rollup job, a scheduled run (this week, month and year again): ${seconds(performance.now() - started)} (${incremental.rows?.toLocaleString('en')} rows)`,
    );
    await pool.query('vacuum analyze reader_period_loans, book_period_loans');
    const app = await testApp(scratch.handle);
    try {
      const sessions: LoggedIn[] = [];
      for (let i = 0; i < 50; i++) {
        const id = firstReader + ((i * 104_729) % readers);
        const token = await tokenFor(db, id, org, 0, (await uuidOf(pool, id)) ?? '');
        sessions.push({ readercode: String(id), token, heavy: false });
      }
      const figures = await timeCalls(app, calls, sessions, samples);
      for (const figure of figures) {
        const over = figure.p95 > TARGET_P95_MS ? '  OVER' : '';
        const errors = figure.errors ? `  ${figure.errors} errors: ${figure.firstError}` : '';
        console.log(
          `  ${figure.name.padEnd(28)} p50 ${figure.p50.toFixed(1).padStart(6)} ms  p95 ${figure.p95.toFixed(1).padStart(6)} ms${over}${errors}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await scratch.dispose();
  }
}

async function uuidOf(pool: pg.Pool, id: number) {
  const { rows } = await pool.query<{ uuid: string }>('select uuid from reader where id = $1', [
    id,
  ]);
  return rows[0]?.uuid;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchReadingStatsScale(readingStatsScaleOptions(process.argv.slice(2)));
}
