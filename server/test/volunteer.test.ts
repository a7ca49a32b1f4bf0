import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type VolunteerPage,
  type VolunteerRecord,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { volunteerRecord } from '../src/db/tables/volunteer';
import { isCalendarDay, termById, termOf } from '../src/queries/volunteer';
import { circulationCall as call, seededReader, type SeededReader } from './circulation-fixtures';
import { openTestDatabase, testApp } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
let liMing: SeededReader;
let siyu: SeededReader;
let teacher: SeededReader;
let demo2: SeededReader;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle);
  liMing = await seededReader(handle.db, '20230001');
  siyu = await seededReader(handle.db, '20230002');
  teacher = await seededReader(handle.db, 'T0001');
  demo2 = await seededReader(handle.db, '20230001', 2);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const page = async (who: SeededReader, body: object = {}) =>
  (await call<VolunteerPage>(app, ApiPath.volunteerList, body, who.token)).body.data;

const sum = (records: VolunteerRecord[]) =>
  Math.round(records.reduce((total, record) => total + record.hours, 0) * 100) / 100;

describe('school terms', () => {
  it('puts September to January in the first term, February to July in the second, August before the first', () => {
    expect(termOf('2025-09-01').id).toBe('2025-2026-1');
    expect(termOf('2026-01-20').id).toBe('2025-2026-1');
    expect(termOf('2026-02-01').id).toBe('2025-2026-2');
    expect(termOf('2026-07-31').id).toBe('2025-2026-2');
    expect(termOf('2026-08-15').id).toBe('2026-2027-1');
    expect(termById('2025-2026-2')).toMatchObject({ from: '2026-02-01', to: '2026-07-31' });
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('0000-01-01')).toBe(false);
  });
});

describe('volunteer records', () => {
  it('lists the reader’s own records by date, newest first, with the hours of all of them', async () => {
    const all = await page(liMing, { pagesize: 100 });
    expect(all.total).toBeGreaterThan(10);
    expect(all.list).toHaveLength(all.total);
    const dates = all.list.map((record) => record.servicedate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.totalhours).toBe(sum(all.list));
    for (const record of all.list) {
      expect(record.place).not.toBe('');
      expect(record.workdate >= record.servicedate).toBe(true);
    }
    // Between two dates.
    const from = dates[5] ?? '';
    const to = dates[2] ?? '';
    const range = await page(liMing, { from, to });
    expect(range.list.map((record) => record.servicedate)).toEqual(dates.slice(2, 6));
  });

  it('gives every term the reader served in with its hours, and one term’s records', async () => {
    const all = await page(liMing, { pagesize: 100 });
    expect(all.terms.length).toBeGreaterThanOrEqual(2);
    for (const term of all.terms) {
      const inTerm = all.list.filter((r) => r.servicedate >= term.from && r.servicedate <= term.to);
      expect(term.records, term.id).toBe(inTerm.length);
      expect(term.hours, term.id).toBe(sum(inTerm));
      const one = await page(liMing, { term: term.id, pagesize: 100 });
      expect(one.totalhours).toBe(term.hours);
      expect(one.list.map((r) => r.id)).toEqual(inTerm.map((r) => r.id));
    }
    expect(sum(all.terms.map((term) => ({ hours: term.hours }) as VolunteerRecord))).toBe(
      all.totalhours,
    );
  });

  it('shows nobody else’s records: another reader, another organisation', async () => {
    const mine = new Set((await page(liMing, { pagesize: 100 })).list.map((r) => r.id));
    const hers = (await page(siyu, { pagesize: 100 })).list;
    expect(hers.length).toBeGreaterThan(0);
    expect(hers.some((r) => mine.has(r.id))).toBe(false);
    const other = (await page(demo2, { pagesize: 100 })).list;
    expect(other.length).toBeGreaterThan(0);
    expect(other.some((r) => mine.has(r.id))).toBe(false);
    // The teacher has none of his own, whatever the body names.
    expect((await page(teacher, { readerid: liMing.id, organizationid: 1 })).total).toBe(0);
  });

  it('refuses impossible dates and malformed filters', async () => {
    const bad = await call(app, ApiPath.volunteerList, { from: '2025-02-30' }, liMing.token, 'en');
    expect(bad.body).toMatchObject({
      code: ResultCode.businessError,
      msg: 'The date is not valid',
    });
    const reversed = await call(
      app,
      ApiPath.volunteerList,
      { from: '2026-01-02', to: '2025-01-01' },
      liMing.token,
    );
    expect(reversed.body.msg).toBe('开始日期不能晚于结束日期');
    for (const body of [
      { term: '2025-2026-3' },
      { term: 'x'.repeat(100) },
      { from: '2025/01/01' },
      { pagesize: 1000 },
      { index: 0 },
    ]) {
      const answer = await call(app, ApiPath.volunteerList, body, liMing.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('lets a teacher record service for a reader of their organisation only', async () => {
    const body = {
      readercode: '20230002',
      servicedate: '2025-10-10',
      type: 'shelving',
      hours: 1.5,
      note: '<b>整理</b>',
      place: '二楼',
    };
    const added = await call<VolunteerRecord>(app, ApiPath.volunteerAdd, body, teacher.token);
    expect(added.body.data).toMatchObject({
      hours: 1.5,
      workdate: '2025-10-10',
      note: '<b>整理</b>',
    });
    const [row] = await handle.db
      .select()
      .from(volunteerRecord)
      .where(eq(volunteerRecord.id, added.body.data.id));
    expect(row).toMatchObject({ readerId: siyu.id, minutes: 90, organizationId: 1 });
    // A student may not record; nobody logged out.
    expect((await call(app, ApiPath.volunteerAdd, body, liMing.token)).status).toBe(403);
    expect((await call(app, ApiPath.volunteerAdd, body)).status).toBe(401);
    // DEMO2's reader code is unknown to YTKJ's teacher... and YTKJ's codes resolve in YTKJ only.
    const other = await call(
      app,
      ApiPath.volunteerAdd,
      { ...body, readercode: '20230099' },
      teacher.token,
    );
    expect(other.body.msg).toBe('本馆没有这个读者证号');
    for (const hours of [0, -1, 12.5, 0.001]) {
      const answer = await call(app, ApiPath.volunteerAdd, { ...body, hours }, teacher.token, 'en');
      expect(answer.body.msg, String(hours)).toBe(
        'Service hours must be more than 0 and at most 12',
      );
    }
    const future = await call(
      app,
      ApiPath.volunteerAdd,
      { ...body, servicedate: '2199-01-01' },
      teacher.token,
    );
    expect(future.body.msg).toBe('日期无效');
    for (const bad of [{ type: 'sleeping' }, { note: 'x'.repeat(201) }, { hours: '1' }]) {
      const answer = await call(app, ApiPath.volunteerAdd, { ...body, ...bad }, teacher.token);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('asks for a login', async () => {
    expect((await call(app, ApiPath.volunteerList, {})).status).toBe(401);
  });
});
