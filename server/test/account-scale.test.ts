/**
 * The account bench's generator and calls (bench/account-scale.ts) at a small size: the data
 * it makes holds what the bench claims (loans per reader, no copy out twice, fines only for
 * late loans, the indexes rebuilt as the migrations made them) and every call it times
 * answers the right thing — so the figures it prints measure real work, not errors. No time
 * is asserted here: the bench prints figures.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BorrowRecordPage, Envelope } from '../../src/core/api/contract';
import { CALLS, DEEP_PAGE, LAST_PAGE, logInReaders } from '../../bench/account-scale/calls';
import {
  dropAccountDatabase,
  openAccountDatabase,
  type AccountDatabase,
} from '../../bench/account-scale/database';
import {
  BILLS_PER_READER,
  generateAccounts,
  HEAVY_RETURNED,
  LOANS_ON_LOAN,
  LOANS_RETURNED,
  type GenerateResult,
} from '../../bench/account-scale/generate';
import { testApp } from './helpers';

const adminUrl = process.env.TEST_DATABASE_URL;
const READERS = 2000;
const HEAVY = 2;

describe.skipIf(!adminUrl)('the account bench at 2,000 readers (PostgreSQL)', () => {
  let scratch: AccountDatabase;
  let pool: pg.Pool;
  let generated: GenerateResult;
  let app: FastifyInstance;

  beforeAll(async () => {
    scratch = await openAccountDatabase(READERS);
    pool = scratch.raw as unknown as pg.Pool;
    generated = await generateAccounts(pool, READERS);
    app = await testApp(scratch.handle);
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await scratch?.dispose();
  });

  const one = async (text: string) => (await pool.query<{ n: number }>(text)).rows[0]?.n;

  it('makes the loans, bills and settings it says, for its readers only', () => {
    const ordinary = READERS - HEAVY;
    expect(generated.rows).toMatchObject({
      readers: READERS,
      copies: READERS * LOANS_ON_LOAN,
      loans: READERS * LOANS_ON_LOAN + ordinary * LOANS_RETURNED + HEAVY * HEAVY_RETURNED,
      bills: READERS * BILLS_PER_READER,
      'history settings': READERS,
    });
  });

  it('puts no copy on two open loans, and gives each reader three', async () => {
    const doubled = `select count(*)::int as n from (select copy_id from borrow_record
      where returned_at is null group by copy_id having count(*) > 1) d`;
    expect(await one(doubled)).toBe(0);
    const uneven = `select count(*)::int as n from (select reader_id from borrow_record
      join reader r on r.id = reader_id where returned_at is null and r.readercode like 'B%'
      group by reader_id having count(*) <> ${LOANS_ON_LOAN}) u`;
    expect(await one(uneven)).toBe(0);
  });

  it('fines only loans returned late or overdue now, and leaves some unpaid', async () => {
    // The bench readers' (the demo's own fines follow the demo's story).
    const onTime = `select count(*)::int as n from fine f join borrow_record b on b.id = f.borrow_record_id
      join reader r on r.id = f.reader_id
      where r.readercode like 'B%' and coalesce(b.returned_at, now()) <= b.due_at`;
    expect(await one(onTime)).toBe(0);
    expect(await one(`select count(*)::int as n from fine where paid_at is null`)).toBeGreaterThan(
      0,
    );
  });

  it('rebuilds the indexes the migrations made, 0013 included', async () => {
    const { rows } = await pool.query<{ name: string }>(
      `select indexname as name from pg_indexes where tablename in ('borrow_record', 'bill')`,
    );
    const names = rows.map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'borrow_record_history',
        'borrow_record_open_copy',
        'bill_reader_time',
      ]),
    );
  });

  it('logs readers in and every timed call answers them with their own data', async () => {
    const sessions = await logInReaders(app, READERS, { ordinary: 3, heavy: HEAVY });
    expect(sessions.filter((s) => s.heavy)).toHaveLength(HEAVY);
    for (const call of CALLS) {
      for (const reader of sessions.filter((s) => !call.heavyOnly || s.heavy)) {
        const response = await call.send(app, reader.token);
        expect(response.status, `${call.name} for ${reader.readercode}`).toBe(200);
        expect(response.body.code, call.name).toBe(0);
      }
    }
    const ordinary = sessions.find((s) => !s.heavy);
    const heavy = sessions.find((s) => s.heavy);
    const page = async (name: string, token = '') => {
      const call = CALLS.find((c) => c.name.startsWith(name));
      const response = call ? await call.send(app, token) : undefined;
      return (response?.body as Envelope<BorrowRecordPage> | undefined)?.data;
    };
    expect((await page('BorrowRecord current', ordinary?.token))?.list).toHaveLength(LOANS_ON_LOAN);
    const last = await page(`BorrowRecord history p.${LAST_PAGE}`, ordinary?.token);
    expect(last?.total).toBe(LOANS_RETURNED);
    expect(last?.list).toHaveLength(LOANS_RETURNED - (LAST_PAGE - 1) * 10);
    const deep = await page(`history p.${DEEP_PAGE}`, heavy?.token);
    expect(deep?.total).toBe(HEAVY_RETURNED);
    expect(deep?.list).toHaveLength(10);
  });

  it('refuses to drop a database that is not one of its own', async () => {
    await expect(dropAccountDatabase('test')).rejects.toThrow(/not ours/);
    await expect(dropAccountDatabase('libportal_account_1_2_x; drop table reader')).rejects.toThrow(
      /not ours/,
    );
  });
});
