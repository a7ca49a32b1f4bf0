/**
 * The librarian's desk at scale: scan → answer on PostgreSQL with 100,000 readers and 1,000,000
 * copies (and 3 loans on loan, 10 returned, a waiting reservation for one reader in five and a
 * small fine for one in ten, generated in the database). Timed through the real server
 * (app.inject: routing, the staff token check, the queries, the answer) as a desk makes them:
 * Desk/Reader for a random reader's card, then Desk/Lend of a random shelf copy to a random
 * reader and Desk/Return of it. Prints p50 / p95 / max per call; the target is p95 ≤ 150 ms.
 *
 *   npx tsx bench/desk.ts [--desk-readers 100000] [--desk-copies 1000000] [--samples 300]
 *   npm run bench -- --only desk
 *
 * A scratch database is made next to BENCH_DATABASE_URL / TEST_DATABASE_URL and dropped after.
 */
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { ApiPath } from '../src/core/api/contract';
import { reader } from '../server/src/db/schema';
import { OrgIds } from '../server/src/seed/content';
import { testApp } from '../server/test/helpers';
import { tokenFor } from '../server/test/preborrow-fixtures';
import { openAccountDatabase } from './account-scale/database';
import type { CallFigures } from './account-scale/timing';
import { percentile } from './http';
import { postgresAdminUrl } from './search-scale/database';

export const TARGET_P95_MS = 150;

export interface DeskBenchOptions {
  readers: number;
  copies: number;
  samples: number;
}

export function deskBenchOptions(argv: string[]): DeskBenchOptions {
  const value = (name: string, fallback: number) => {
    const at = argv.indexOf(`--${name}`);
    const n = at >= 0 ? Number(argv[at + 1]) : fallback;
    if (!Number.isSafeInteger(n) || n < 20) throw new Error(`--${name}: a whole number ≥ 20`);
    return n;
  };
  return {
    readers: value('desk-readers', 100_000),
    copies: value('desk-copies', 1_000_000),
    samples: value('samples', 300),
  };
}

const org = OrgIds.ytkj;
const LOANS_ON_LOAN = 3;
const LOANS_RETURNED = 10;
const code = (n: number) => `D${String(n).padStart(7, '0')}`;
const barcode = (n: number) => `DC${String(n).padStart(9, '0')}`;

/** Statements in order: $1 readers, $2 copies. */
const statements: [label: string, text: string][] = [
  [
    'readers',
    `insert into reader (organization_id, readercode, name, password_hash, department_id,
       borrow_type_id, usertype, sex, expire_at)
     select ${org}, 'D' || lpad(n::text, 7, '0'), '读者' || n, 'x', 1 + n % 2, 1, 0, 1 + n % 2,
       now() + interval '1 year'
     from generate_series(1, $1::int) n`,
  ],
  // The first readers × 3 copies are out on loan; the rest are on the shelf.
  [
    'copies',
    `insert into book_copy (organization_id, book_id, barcode, status)
     select ${org}, b.a[1 + i % cardinality(b.a)], 'DC' || lpad(i::text, 9, '0'),
       case when i <= $1::int * ${LOANS_ON_LOAN} then 2 else 3 end
     from generate_series(1, $2::int) i,
       (select array_agg(id order by id) a from book where organization_id = ${org}) b`,
  ],
  [
    'loans',
    `with r0 as (select min(id) id from reader where readercode like 'D%'),
       c0 as (select min(id) id from book_copy where barcode like 'DC%')
     insert into borrow_record (reader_id, copy_id, borrowed_at, due_at, returned_at)
     select r0.id + n - 1,
       case when k <= ${LOANS_ON_LOAN} then c0.id + (n - 1) * ${LOANS_ON_LOAN} + k - 1
         else c0.id + $1::int * ${LOANS_ON_LOAN} + (n * 7919 + k * 104729) % ($2::int - $1::int * ${LOANS_ON_LOAN}) end,
       now() - (k * 20 + n % 20) * interval '1 day',
       now() - (k * 20 + n % 20) * interval '1 day' + interval '30 days',
       case when k <= ${LOANS_ON_LOAN} then null
         else now() - (k * 20 + n % 20 - 15) * interval '1 day' end
     from generate_series(1, $1::int) n, generate_series(1, ${LOANS_ON_LOAN + LOANS_RETURNED}) k,
       r0, c0`,
  ],
  [
    'fines',
    `insert into fine (reader_id, amount_fen, reason)
     select id, 50, '逾期罚款' from reader where readercode like 'D%' and id % 10 = 0`,
  ],
  [
    'reservations',
    // Materialized: inlined, the planner may aggregate the books again for every reader.
    `with books as materialized (select array_agg(id order by id) a from book
         where organization_id = ${org}),
       site as materialized (select min(id) id from preborrow_site where organization_id = ${org})
     insert into preborrow (reader_id, book_id, site_id, expires_at)
     select r.id, books.a[1 + (r.id * 13) % cardinality(books.a)], site.id,
       now() + interval '60 days'
     from reader r, books, site where r.readercode like 'D%' and r.id % 5 = 0`,
  ],
];

export async function generate(pool: pg.Pool, options: DeskBenchOptions) {
  const client = await pool.connect();
  const rows: Record<string, number> = {};
  try {
    await client.query('begin');
    // Foreign-key triggers off for the load only (a scratch database).
    await client.query(`set local session_replication_role = replica`);
    await client.query(`set local work_mem = '256MB'`);
    for (const [label, text] of statements) {
      const params = text.includes('$2')
        ? [options.readers, options.copies]
        : text.includes('$1')
          ? [options.readers]
          : [];
      const started = performance.now();
      rows[label] = (await client.query(text, params)).rowCount ?? 0;
      console.log(`    ${label}: ${rows[label]} rows in ${seconds(performance.now() - started)}`);
    }
    await client.query('commit');
    await client.query('vacuum analyze');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return rows;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function figures(name: string, times: number[], errors: string[]): CallFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    errors: errors.length,
    firstError: errors[0],
  };
}

export async function benchDesk(options: DeskBenchOptions): Promise<void> {
  console.log('\n## The librarian’s desk at scale (generated readers and copies, PostgreSQL)');
  if (!postgresAdminUrl()) {
    console.log('Skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database.');
    return;
  }
  const wall = performance.now();
  const scratch = await openAccountDatabase(options.readers);
  try {
    const pool = scratch.raw as unknown as pg.Pool;
    console.log(
      `  generating ${options.readers.toLocaleString('en')} readers and ` +
        `${options.copies.toLocaleString('en')} copies`,
    );
    await generate(pool, options);
    const app = await testApp(scratch.handle);
    try {
      const db = scratch.handle.db;
      const [staff] = await db
        .select({ id: reader.id, uuid: reader.uuid, usertype: reader.usertype })
        .from(reader)
        .where(and(eq(reader.organizationId, org), eq(reader.readercode, 'L0001')));
      if (!staff) throw new Error('the demo librarian L0001 is missing');
      const token = await tokenFor(db, staff.id, org, staff.usertype, staff.uuid);
      const scan = async (path: string, body: object) => {
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: `/api${path}`,
          payload: body,
          headers: { authorization: `Bearer ${token}` },
        });
        const elapsed = performance.now() - started;
        const envelope = response.json<{ code: number; msg: string }>();
        const error =
          response.statusCode === 200 && envelope.code === 0
            ? undefined
            : `${response.statusCode} ${JSON.stringify(envelope).slice(0, 200)}`;
        return { elapsed, error };
      };
      const random = (n: number) => 1 + Math.floor(Math.random() * n);
      const shelfCopy = () =>
        barcode(
          options.readers * LOANS_ON_LOAN +
            random(options.copies - options.readers * LOANS_ON_LOAN),
        );
      const calls = { reader: [] as number[], lend: [] as number[], return: [] as number[] };
      const errors = { reader: [] as string[], lend: [] as string[], return: [] as string[] };
      const round = async (record: boolean) => {
        const patron = code(random(options.readers));
        const copy = shelfCopy();
        const steps: [keyof typeof calls, string, object][] = [
          ['reader', ApiPath.deskReader, { readercode: patron }],
          ['lend', ApiPath.deskLend, { readercode: patron, barcode: copy }],
          ['return', ApiPath.deskReturn, { barcode: copy }],
        ];
        for (const [name, path, body] of steps) {
          const { elapsed, error } = await scan(path, body);
          if (!record) continue;
          calls[name].push(elapsed);
          if (error) errors[name].push(error);
        }
      };
      for (let i = 0; i < 30; i++) await round(false);
      for (let i = 0; i < options.samples; i++) await round(true);
      const results = (Object.keys(calls) as (keyof typeof calls)[]).map((name) =>
        figures(`Desk/${name[0]?.toUpperCase()}${name.slice(1)}`, calls[name], errors[name]),
      );
      console.log('  call            samples   p50 ms   p95 ms   max ms  errors');
      for (const f of results) {
        const over = f.p95 > TARGET_P95_MS ? `  over the ${TARGET_P95_MS} ms target` : '';
        console.log(
          `  ${f.name.padEnd(15)} ${String(f.samples).padStart(7)} ${f.p50.toFixed(1).padStart(8)} ` +
            `${f.p95.toFixed(1).padStart(8)} ${f.max.toFixed(1).padStart(8)} ${String(f.errors).padStart(7)}${over}`,
        );
        if (f.firstError) console.log(`    first error: ${f.firstError}`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await scratch.dispose();
  }
  console.log(
    `\nMachine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}; ` +
      `wall ${seconds(performance.now() - wall)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchDesk(deskBenchOptions(process.argv.slice(2)));
}
