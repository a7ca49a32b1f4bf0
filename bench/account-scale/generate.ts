/**
 * The accounts at scale, generated in the database itself (generate_series, one statement a
 * table): `readers` readers of YTKJ, each with 3 loans on loan (about one in ten overdue) and
 * 47 returned ones — every thousandth a heavy reader with 2,000 returned ones, for a deep
 * history page — the fines of late loans (most paid), 10 bills each (half with a payment row),
 * 2 ended reservations each and a waiting one for every third reader. 100,000 readers make
 * 5.2 million loans. Every reader keeps a reading history (else the history call answers
 * empty without reading a loan) and has the demo readers' password.
 *
 * The secondary indexes of the big tables are dropped during the load and rebuilt from their
 * own definitions after it (the indexes production has, built in one pass); foreign-key
 * triggers are off for the load only (session_replication_role, a scratch database).
 */
import type pg from 'pg';
import { OrgIds } from '../../server/src/seed/content';

export const LOANS_ON_LOAN = 3;
export const LOANS_RETURNED = 47;
export const HEAVY_EVERY = 1000;
export const HEAVY_RETURNED = 2000;
export const BILLS_PER_READER = 10;

/** The bench readers' codes: B0000001… (the demo readers' codes never start with B). */
export const benchReadercode = (n: number) => `B${String(n).padStart(7, '0')}`;

const BIG_TABLES = ['borrow_record', 'fine', 'bill', 'payment', 'preborrow', 'reader_circulation'];

interface IndexDef {
  name: string;
  definition: string;
}

async function secondaryIndexes(client: pg.PoolClient): Promise<IndexDef[]> {
  const { rows } = await client.query<IndexDef>(
    `select indexname as name, indexdef as definition from pg_indexes i
      where schemaname = 'public' and tablename = any($1)
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
      order by indexname`,
    [BIG_TABLES],
  );
  return rows;
}

const org = OrgIds.ytkj;

/** Statements in order; $1 is the number of readers, $2 the password hash where used. */
const statements: [label: string, text: string][] = [
  [
    'readers',
    `insert into reader (organization_id, readercode, name, password_hash, department_id,
       borrow_type_id, usertype, sex, expire_at, deposit_fen)
     select ${org}, 'B' || lpad(n::text, 7, '0'), '读者' || n, $2, 1 + n % 2, 1, 0, 1 + n % 2,
       now() + interval '1 year', case when n % 4 = 0 then 10000 else 0 end
     from generate_series(1, $1::int) n`,
  ],
  // One copy per loan on loan, so no copy is out twice.
  [
    'copies',
    `insert into book_copy (organization_id, book_id, barcode, status)
     select ${org}, b.a[1 + i % cardinality(b.a)], 'BL' || lpad(i::text, 9, '0'), 2
     from generate_series(1, $1::int * ${LOANS_ON_LOAN}) i,
       (select array_agg(id order by id) a from book where organization_id = ${org}) b`,
  ],
  [
    'loans',
    `with r0 as (select min(id) id from reader where readercode like 'B%'),
       c0 as (select min(id) id from book_copy where barcode like 'BL%'),
       copies as (select array_agg(id order by id) a from book_copy where organization_id = ${org}),
       slots as (
         select n, k from generate_series(1, $1::int) n,
           lateral generate_series(1, case when n % ${HEAVY_EVERY} = 0
             then ${LOANS_ON_LOAN + HEAVY_RETURNED} else ${LOANS_ON_LOAN + LOANS_RETURNED} end) k),
       loans as (
         select n, k,
           case when k <= ${LOANS_ON_LOAN}
             then now() - ((n + k * 11) % 34) * interval '1 day'
             else now() - ((k - ${LOANS_ON_LOAN}) * 3 + n % 9) * interval '1 day'
                  - (5 + (n + k) % 30) * interval '1 day' - (n % 24) * interval '1 hour'
           end as borrowed,
           case when k <= ${LOANS_ON_LOAN} then null
             else now() - ((k - ${LOANS_ON_LOAN}) * 3 + n % 9) * interval '1 day'
                  - (n % 24) * interval '1 hour'
           end as returned
         from slots)
     insert into borrow_record (reader_id, copy_id, borrowed_at, due_at, returned_at, renewals)
     select r0.id + n - 1,
       case when k <= ${LOANS_ON_LOAN} then c0.id + (n - 1) * ${LOANS_ON_LOAN} + k - 1
         else copies.a[1 + (n * 7919 + k * 104729) % cardinality(copies.a)] end,
       borrowed, borrowed + interval '30 days', returned, (n + k) % 3
     from loans, r0, c0, copies`,
  ],
  // A fine for each late loan: paid when returned, except one in ten; unpaid while on loan.
  [
    'fines',
    `insert into fine (reader_id, borrow_record_id, amount_fen, reason, created_at, paid_at)
     select reader_id, id,
       least(1000, 10 * greatest(1, extract(day from coalesce(returned_at, now()) - due_at)::int)),
       'overdue', due_at + interval '1 day',
       case when returned_at is not null and id % 10 <> 0 then returned_at end
     from borrow_record
     where reader_id >= (select min(id) from reader where readercode like 'B%')
       and coalesce(returned_at, now()) > due_at`,
  ],
  [
    'bills',
    `with r0 as (select min(id) id from reader where readercode like 'B%')
     insert into bill (reader_id, order_no, trade_type, trade_method, amount_fen, refund_fen,
       status, created_at)
     select r0.id + n - 1, 'BN' || n || '-' || k,
       (array['finePayment','depositPayment','balanceRecharge','bookPurchase','cardFee'])[1 + (n + k) % 5],
       (array['wechat','alipay','cash','bank'])[1 + (n * 3 + k) % 4],
       100 + (n * 31 + k * 17) % 4900,
       case when (n + k) % 13 = 0 then 100 + (n * 31 + k * 17) % 4900 else 0 end,
       case when (n + k) % 13 = 0 then 'refunded' when (n + k) % 11 = 0 then 'failed'
         else 'success' end,
       now() - (k * 17 + n % 17) * interval '1 day'
     from generate_series(1, $1::int) n, generate_series(1, ${BILLS_PER_READER}) k, r0`,
  ],
  [
    'payments',
    `insert into payment (bill_id, organization_id, reader_id, idempotency_key, request_hash,
       gateway, expires_at, posting, paid_at, created_at)
     select id, ${org}, reader_id, 'bench-' || id, md5(id::text), 'emulator',
       created_at + interval '15 minutes', case when status = 'failed' then null else 'posted' end,
       case when status = 'failed' then null else created_at + interval '1 minute' end, created_at
     from bill where order_no like 'BN%' and trade_method in ('wechat', 'alipay')`,
  ],
  [
    'reservations',
    `with r0 as (select min(id) id from reader where readercode like 'B%'),
       books as (select array_agg(id order by id) a from book where organization_id = ${org}),
       site as (select min(id) id from preborrow_site where organization_id = ${org})
     insert into preborrow (reader_id, book_id, site_id, created_at, expires_at, cancelled_at,
       end_reason)
     select r0.id + n - 1, books.a[1 + (n * 13 + k * 7) % cardinality(books.a)], site.id,
       now() - (k * 40 + n % 30) * interval '1 day',
       case when k = 0 then now() + interval '60 days'
         else now() - (k * 40 + n % 30 - 10) * interval '1 day' end,
       case when k = 0 then null else now() - (k * 40 + n % 30 - 5) * interval '1 day' end,
       case when k = 0 then null when k = 1 then 'borrowed' else 'cancelled' end
     from generate_series(1, $1::int) n, generate_series(0, 2) k, r0, books, site
     where k > 0 or n % 3 = 0`,
  ],
  [
    'history settings',
    `insert into reader_circulation (reader_id, keep_history, history_since)
     select id, true, now() - interval '20 years' from reader where readercode like 'B%'`,
  ],
];

export interface GenerateResult {
  rows: Record<string, number>;
  ms: { load: number; index: number; analyze: number };
}

/** Loads `readers` accounts (see above); the demo data must be there already. */
export async function generateAccounts(pool: pg.Pool, readers: number): Promise<GenerateResult> {
  const client = await pool.connect();
  try {
    const { rows: hashes } = await client.query<{ hash: string }>(
      `select password_hash as hash from reader where organization_id = $1 and readercode = '20230001'`,
      [org],
    );
    const hash = hashes[0]?.hash;
    if (!hash) throw new Error('the demo student 20230001 is missing');
    const indexes = await secondaryIndexes(client);
    const rows: Record<string, number> = {};

    let started = performance.now();
    await client.query('begin');
    await client.query(`set local session_replication_role = replica`);
    await client.query(`set local work_mem = '256MB'`);
    for (const { name } of indexes) await client.query(`drop index ${name}`);
    for (const [label, text] of statements) {
      const params = text.includes('$2') ? [readers, hash] : text.includes('$1') ? [readers] : [];
      const result = await client.query(text, params);
      rows[label] = result.rowCount ?? 0;
    }
    // The loans and bills name readers by `first id + n - 1`: true only if the readers' ids
    // came out in the order of their codes, without gaps.
    const { rows: strays } = await client.query<{ n: number }>(
      `select count(*)::int as n from reader r,
         (select min(id) id from reader where readercode like 'B%') r0
       where r.readercode like 'B%' and r.id <> r0.id + substr(r.readercode, 2)::int - 1`,
    );
    if (strays[0]?.n !== 0) throw new Error(`${strays[0]?.n} readers out of order`);
    const load = performance.now() - started;

    started = performance.now();
    await client.query(`set local maintenance_work_mem = '512MB'`);
    for (const { definition } of indexes) await client.query(definition);
    await client.query('commit');
    const index = performance.now() - started;

    started = performance.now();
    await client.query('vacuum analyze');
    const analyze = performance.now() - started;
    return { rows, ms: { load, index, analyze } };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
