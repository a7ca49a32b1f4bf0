import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  REPORT_MAX_PAGE_SIZE,
  type AuditEntry,
  type FinesReport,
  type LoansReport,
  type MostBorrowed,
  type NeverBorrowedReport,
  type OverdueLoan,
  type Page,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { department, reader } from '../src/db/schema';
import { addDays, libraryDay } from '../src/time/days';
import { openTestDatabase } from './helpers';
import {
  DEMO2,
  YTKJ,
  addFine,
  desk,
  deskCalls,
  newCopies,
  newPatron,
  openDeskWorld,
  type DeskWorld,
  type Patron,
} from './library-admin-fixtures';
import { openPostgresTestDatabase, postgresAdminUrl } from './postgres-database';
import { SHANGHAI } from './time-fixtures';

/** 2019 holds none of the seed's loans (they are dated from today): the year is the test's. */
const YEAR = { from: '2019-01-01', to: '2019-12-31' };
const at = (iso: string) => new Date(iso).getTime();

/** A class of its own in the organisation, for the per-class figures. */
async function newClass(world: DeskWorld, orgId: number, name: string) {
  const [row] = await world.db
    .insert(department)
    .values({ organizationId: orgId, name })
    .returning({ id: department.id });
  if (!row) throw new Error('department insert returned nothing');
  return row.id;
}

async function inClass(world: DeskWorld, patron: Patron, departmentId: number, name?: string) {
  await world.db
    .update(reader)
    // Card made in 2018: a reader whose card came after the range is not "never borrowed".
    .set({ departmentId, createdAt: new Date('2018-09-01T00:00:00Z'), ...(name ? { name } : {}) })
    .where(eq(reader.id, patron.id));
}

/** GETs an export as the token's holder: status, headers and the bytes. */
async function exported(world: DeskWorld, query: Record<string, string>, token: string) {
  const response = await world.app.inject({
    method: 'GET',
    url: `/api${ApiPath.reportsExport}?${new URLSearchParams(query).toString()}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh' },
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

function reportsSuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const world = openDeskWorld(open);
    const { lendCall, returnCall, payCash } = deskCalls(world);
    const report = <T>(path: string, body: object, token = world.librarian, lang?: 'en') =>
      desk<T>(world, path, body, token, lang);

    /**
     * A class of three in 2019: A borrows book X twice (lent and returned) and book Y once,
     * B borrows X once — on 31 March at 17:30 UTC, 1 April in Shanghai — and C borrows nothing.
     */
    async function year2019() {
      const className = `报表班${process.pid}${Math.random().toString(36).slice(2, 6)}`;
      const classId = await newClass(world, YTKJ, className);
      const [a, b, c] = [
        await newPatron(world.db, YTKJ),
        await newPatron(world.db, YTKJ),
        await newPatron(world.db, YTKJ),
      ] as [Patron, Patron, Patron];
      await inClass(world, a, classId, '=HYPERLINK("http://evil")');
      await inClass(world, b, classId);
      await inClass(world, c, classId);
      const x = await newCopies(world.db, YTKJ);
      const y = await newCopies(world.db, YTKJ);
      const lend = async (when: string, who: Patron, barcode: string) => {
        world.clock = at(when);
        expect((await lendCall(who.code, barcode)).body.code).toBe(0);
      };
      await lend('2019-02-10T02:00:00Z', a, x.barcodes[0]!);
      world.clock = at('2019-02-20T02:00:00Z');
      expect((await returnCall(x.barcodes[0]!)).body.code).toBe(0);
      await lend('2019-03-05T02:00:00Z', a, x.barcodes[0]!);
      world.clock = at('2019-03-20T02:00:00Z');
      expect((await returnCall(x.barcodes[0]!)).body.code).toBe(0);
      await lend('2019-03-06T02:00:00Z', a, y.barcodes[0]!);
      await lend('2019-03-31T17:30:00Z', b, x.barcodes[0]!);
      world.clock = Date.now();
      return { className, classId, a, b, c, x, y };
    }

    it('counts 2019 loans per library month and per class', async () => {
      const made = await year2019();
      const { status, body } = await report<LoansReport>(ApiPath.reportsLoans, YEAR);
      expect(status).toBe(200);
      expect(body.data.months).toHaveLength(12);
      const month = (m: string) => body.data.months.find((row) => row.month === m)?.loans;
      // Shanghai's day decides: the loan at 17:30 UTC on 31 March is April's.
      expect([month('2019-02'), month('2019-03'), month('2019-04')]).toEqual([1, 2, 1]);
      const mine = body.data.classes.find((row) => row.department === made.className);
      expect(mine).toEqual({ department: made.className, loans: 4, readers: 2 });
    });

    it('reports the seeded loans of the last months', async () => {
      const today = libraryDay(world.clock, SHANGHAI);
      const from = addDays(today, -300);
      const { body } = await report<LoansReport>(ApiPath.reportsLoans, { from, to: today });
      expect(body.code).toBe(0);
      expect(body.data.total).toBeGreaterThan(5);
      expect(body.data.total).toBe(body.data.months.reduce((sum, m) => sum + m.loans, 0));
      const overdue = await report<Page<OverdueLoan>>(ApiPath.reportsOverdue, {});
      const guo = overdue.body.data.list.find((loan) => loan.readercode === '20230007');
      expect(guo?.dayslate).toBeGreaterThan(0);
      expect(guo?.department).not.toBeUndefined();
    });

    it('lists overdue loans by days late with the class, one class when asked', async () => {
      const made = await year2019();
      // B's April loan and A's Y are still out: late by today.
      const { body } = await report<Page<OverdueLoan>>(ApiPath.reportsOverdue, {
        department: made.classId,
        pagesize: 10,
      });
      expect(body.data.total).toBe(2);
      expect(body.data.list.map((loan) => [loan.readercode, loan.barcode])).toEqual([
        [made.a.code, made.y.barcodes[0]],
        [made.b.code, made.x.barcodes[0]],
      ]);
      expect(body.data.list[0]!.department).toBe(made.className);
      expect(body.data.list[0]!.dayslate).toBeGreaterThan(body.data.list[1]!.dayslate);
      // Due in the range only: A's (lent 6 March) and not B's (lent 1 April), 30-day loans.
      const [first, second] = body.data.list as [OverdueLoan, OverdueLoan];
      const firstDue = new Date(first.duetime).toISOString().slice(0, 10);
      const due = await report<Page<OverdueLoan>>(ApiPath.reportsOverdue, {
        department: made.classId,
        from: '2019-03-07',
        to: firstDue,
      });
      expect(due.body.data.list.map((loan) => loan.readercode)).toEqual([made.a.code]);
      expect(new Date(second.duetime).getTime()).toBeGreaterThan(new Date(firstDue).getTime());
    });

    it('ranks the most borrowed titles and finds the readers who never borrowed', async () => {
      const made = await year2019();
      const most = await report<Page<MostBorrowed>>(ApiPath.reportsMostBorrowed, {
        ...YEAR,
        pagesize: 100,
      });
      const x = most.body.data.list.findIndex((book) => book.bookid === made.x.bookId);
      const y = most.body.data.list.findIndex((book) => book.bookid === made.y.bookId);
      expect(most.body.data.list[x]).toMatchObject({ loans: 3, readers: 2 });
      expect(x).toBeLessThan(y);
      const never = await report<NeverBorrowedReport>(ApiPath.reportsNeverBorrowed, {
        ...YEAR,
        department: made.classId,
      });
      expect(never.body.data.page.list.map((r) => r.readercode)).toEqual([made.c.code]);
      const mine = never.body.data.classes.find((row) => row.departmentid === made.classId);
      expect(mine).toMatchObject({ readers: 3, never: 1 });
    });

    it('sums the fines paid in cash today, and the audit log of the range for admins', async () => {
      const patron = await newPatron(world.db, YTKJ);
      const fineId = await addFine(world.db, patron.id, 250);
      // "Today" is the library's day, not UTC's: from 16:00 UTC Shanghai is on the next one.
      // Real time, for the payment service records payments by the real clock.
      const today = libraryDay(Date.now(), SHANGHAI);
      const range = { from: today, to: today };
      const cash = async () => {
        const { body } = await report<FinesReport>(ApiPath.reportsFinesCollected, range);
        return body.data.rows.find((row) => row.method === 'cash')?.amount ?? 0;
      };
      const before = await cash();
      expect((await payCash(patron.code, [fineId])).body.code).toBe(0);
      expect((await cash()) - before).toBeCloseTo(2.5);
      const audit = await report<Page<AuditEntry>>(
        ApiPath.reportsAudit,
        { ...range, pagesize: 5 },
        world.admin,
      );
      expect(audit.body.data.list[0]).toMatchObject({ action: 'paycash', target: patron.code });
      const past = await report<Page<AuditEntry>>(ApiPath.reportsAudit, YEAR, world.admin);
      expect(past.body.data.list.every((entry) => entry.createdtime.startsWith('2019'))).toBe(true);
    });

    it("refuses readers' tokens, and a librarian the audit log", async () => {
      const student = await newPatron(world.db, YTKJ);
      const teacher = await newPatron(world.db, YTKJ, { teacher: true });
      for (const path of [
        ApiPath.reportsLoans,
        ApiPath.reportsOverdue,
        ApiPath.reportsMostBorrowed,
        ApiPath.reportsNeverBorrowed,
        ApiPath.reportsFinesCollected,
        ApiPath.reportsAudit,
      ]) {
        expect((await report(path, YEAR, student.token)).status).toBe(403);
        expect((await report(path, YEAR, teacher.token)).status).toBe(403);
      }
      expect((await desk(world, ApiPath.reportsLoans, YEAR, undefined)).status).toBe(401);
      expect((await report(ApiPath.reportsAudit, YEAR)).status).toBe(403);
      const file = { report: 'loans', format: 'csv', ...YEAR };
      expect((await exported(world, file, student.token)).status).toBe(403);
      const audit = { ...file, report: 'audit' };
      expect((await exported(world, audit, world.librarian)).status).toBe(403);
      expect((await exported(world, audit, world.admin)).status).toBe(200);
    });

    it("shows another organisation nothing of this one's", async () => {
      const made = await year2019();
      const loans = await report<LoansReport>(ApiPath.reportsLoans, YEAR, world.demo2Librarian);
      expect(loans.body.data.classes.some((c) => c.department === made.className)).toBe(false);
      const most = await report<Page<MostBorrowed>>(
        ApiPath.reportsMostBorrowed,
        { ...YEAR, pagesize: REPORT_MAX_PAGE_SIZE },
        world.demo2Librarian,
      );
      expect(most.body.data.list.some((book) => book.bookid === made.x.bookId)).toBe(false);
      // Naming YTKJ's class from DEMO2 finds no one.
      const overdue = await report<Page<OverdueLoan>>(
        ApiPath.reportsOverdue,
        { department: made.classId },
        world.demo2Librarian,
      );
      expect(overdue.body.data.total).toBe(0);
      const never = await report<NeverBorrowedReport>(
        ApiPath.reportsNeverBorrowed,
        { ...YEAR, department: made.classId },
        world.demo2Librarian,
      );
      expect(never.body.data.page.list).toEqual([]);
      const all = await report<Page<OverdueLoan>>(
        ApiPath.reportsOverdue,
        { pagesize: REPORT_MAX_PAGE_SIZE },
        world.demo2Admin,
      );
      expect(all.body.data.list.some((loan) => loan.readercode === made.a.code)).toBe(false);
      void DEMO2;
    });

    it('refuses a bad range and an oversized page with 400', async () => {
      const bad = [
        { from: '2019-02-01', to: '2019-01-31' },
        { from: '2019-02-30', to: '2019-03-01' },
        { from: '2019-01-01', to: '2021-01-02' },
        { from: '2019/01/01', to: '2019-01-02' },
        { from: '2019-01-01' },
        {},
      ];
      for (const body of bad) {
        const answer = await report(ApiPath.reportsLoans, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
      }
      const refused = await report(ApiPath.reportsLoans, bad[0]!, world.librarian, 'en');
      expect(refused.body.msg).toBe(
        'Choose a valid date range (the start not after the end, at most 731 days)',
      );
      // Two years to the day (a leap year's 366 + 365) is allowed.
      const longest = { from: '2019-01-01', to: '2020-12-31' };
      expect((await report(ApiPath.reportsLoans, longest)).status).toBe(200);
      const big = { ...YEAR, pagesize: REPORT_MAX_PAGE_SIZE + 1 };
      expect((await report(ApiPath.reportsMostBorrowed, big)).status).toBe(400);
      expect((await report(ApiPath.reportsOverdue, { from: '2019-01-01' })).status).toBe(400);
      expect((await report(ApiPath.reportsOverdue, { department: 'x' })).status).toBe(400);
      const file = { report: 'loans', format: 'pdf', ...YEAR };
      expect((await exported(world, file, world.librarian)).status).toBe(400);
      const noRange = { report: 'mostBorrowed', format: 'csv' };
      expect((await exported(world, noRange, world.librarian)).status).toBe(400);
    });

    it('exports CSV with a BOM and guarded formulas, and XLSX that reads back', async () => {
      const made = await year2019();
      const csv = await exported(
        world,
        { report: 'overdue', format: 'csv', department: String(made.classId) },
        world.librarian,
      );
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(csv.bytes.toString('utf8'), { bom: true }) as string[][];
      expect(rows[0]).toEqual([
        '班级',
        '读者证号',
        '姓名',
        '书名',
        '条码',
        '借出时间',
        '应还日期',
        '逾期天数',
      ]);
      expect(rows[1]!.slice(0, 3)).toEqual([
        made.className,
        made.a.code,
        `'=HYPERLINK("http://evil")`,
      ]);
      // The due day as the library reads it (Shanghai), not the UTC date of the instant.
      expect(rows[2]![6]).toBe('2019-05-01');
      expect(rows[2]![5]).toBe('2019-04-01 01:30');

      const xlsx = await exported(
        world,
        { report: 'neverBorrowed', format: 'xlsx', ...YEAR, department: String(made.classId) },
        world.librarian,
      );
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers['content-disposition']).toBe(
        'attachment; filename="report-neverBorrowed-2019-01-01-2019-12-31.xlsx"',
      );
      const sheets = await readXlsxFile(xlsx.bytes);
      expect(sheets.map((sheet) => sheet.sheet)).toEqual(['各班未借阅人数', '未借阅读者']);
      const perClass = sheets[0]!.data.find((row) => row[0] === made.className);
      expect(perClass).toEqual([made.className, 3, 1]);
      expect(sheets[1]!.data).toEqual([
        ['班级', '读者证号', '姓名'],
        [made.className, made.c.code, `读者${made.c.code}`],
      ]);

      const loans = await exported(
        world,
        { report: 'loans', format: 'xlsx', ...YEAR },
        world.librarian,
      );
      const [months] = await readXlsxFile(loans.bytes);
      expect(months!.data[0]).toEqual(['月份', '借阅次数']);
      expect(months!.data.slice(1).map((row) => row[0])).toHaveLength(12);
    });
  });
}

reportsSuite('reports (PGlite)', () => openTestDatabase());
describe.skipIf(!postgresAdminUrl)('PostgreSQL', () => {
  reportsSuite('reports (PostgreSQL)', () => openPostgresTestDatabase());
});
