import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  READER_IMPORT_MAX_BYTES,
  type AdminReader,
  type Page,
  type ReaderClass,
  type ReaderCreated,
  type ReaderImportReport,
  type ReaderPasswordReset,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { reader } from '../src/db/schema';
import { staffAudit } from '../src/db/tables/library-admin';
import { login, openTestDatabase } from './helpers';
import {
  DEMO2,
  YTKJ,
  desk,
  newCopies,
  newPatron,
  openDeskWorld,
  refusalOf,
  refused,
  type DeskWorld,
} from './library-admin-fixtures';
import { openPostgresTestDatabase, postgresAdminUrl } from './postgres-database';
import { multipart } from './settings-fixtures';

let serial = 0;
const freshCode = () => `RA${process.pid}x${++serial}`;

/** The newest audit row of the organisation for the target. */
async function lastAudit(world: DeskWorld, orgId: number, target: string) {
  const [row] = await world.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.organizationId, orgId), eq(staffAudit.target, target)))
    .orderBy(desc(staffAudit.id))
    .limit(1);
  return row;
}

const auditCount = async (world: DeskWorld, target: string) =>
  (await world.db.select().from(staffAudit).where(eq(staffAudit.target, target))).length;

/** POSTs a class list to Readers/Import as a browser's FormData does. */
async function upload(
  world: DeskWorld,
  filename: string,
  content: string | Buffer,
  token: string | null = world.librarian,
  lang: 'zh' | 'en' = 'zh',
) {
  const { payload, contentType } = multipart({
    filename,
    type: 'text/csv',
    content: Buffer.isBuffer(content) ? content : Buffer.from(content),
  });
  const response = await world.app.inject({
    method: 'POST',
    url: `/api${ApiPath.readersImport}`,
    payload,
    headers: {
      'content-type': contentType,
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: response.statusCode, body: response.json() };
}

function readersSuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const world = openDeskWorld(open);
    const create = (fields: object, token = world.librarian, lang: 'zh' | 'en' = 'zh') =>
      desk<ReaderCreated>(world, ApiPath.readersCreate, fields, token, lang);
    const student = (code = freshCode()) => ({
      readercode: code,
      name: '王小明',
      class: `三年级${code.slice(-3)}班`,
      grade: '三年级',
      sex: 1,
      phone: '13800138000',
      kind: 'student',
    });

    describe('who may call', () => {
      const calls: [string, object][] = [
        [ApiPath.readersList, {}],
        [ApiPath.readersClasses, {}],
        [ApiPath.readersGet, { readercode: 'x' }],
        [ApiPath.readersCreate, student()],
        [ApiPath.readersUpdate, student()],
        [ApiPath.readersResetPassword, { readercode: 'x' }],
        [ApiPath.readersBlock, { readercode: 'x', reason: 'r' }],
        [ApiPath.readersUnblock, { readercode: 'x' }],
      ];

      it('refuses a student’s and a teacher’s token (403) and no token (401)', async () => {
        const pupil = await newPatron(world.db, YTKJ);
        const teacher = await newPatron(world.db, YTKJ, { teacher: true });
        for (const [path, body] of calls) {
          expect((await desk(world, path, body, pupil.token)).status, path).toBe(403);
          expect((await desk(world, path, body, teacher.token)).status, path).toBe(403);
          expect((await desk(world, path, body, undefined)).status, path).toBe(401);
        }
        expect((await upload(world, 'a.csv', 'x', pupil.token)).status).toBe(403);
        const anon = await upload(world, 'a.csv', 'x', null);
        expect(anon.status, JSON.stringify(anon.body)).toBe(401);
      });

      it('lets an admin call them as well as a librarian', async () => {
        const answer = await desk<Page<AdminReader>>(world, ApiPath.readersList, {}, world.admin);
        expect(answer.body.code).toBe(0);
      });
    });

    describe('Readers/List, Get and Classes', () => {
      it('finds by the start of the code or part of the name, in a class, a page at a time', async () => {
        const code = freshCode();
        const made = await create({ ...student(code), name: '欧阳锋' });
        expect(made.body.code).toBe(0);
        const byCode = await desk<Page<AdminReader>>(
          world,
          ApiPath.readersList,
          { keyword: code.slice(0, -1), pagesize: 100 },
          world.librarian,
        );
        expect(byCode.body.data.list.map((r) => r.readercode)).toContain(code);
        const byName = await desk<Page<AdminReader>>(
          world,
          ApiPath.readersList,
          { keyword: '阳锋', department: made.body.data.reader.classid },
          world.librarian,
        );
        expect(byName.body.data.total).toBe(1);
        expect(byName.body.data.list[0]).toMatchObject({
          readercode: code,
          name: '欧阳锋',
          kind: 'student',
          grade: '三年级',
          phone: '13800138000',
          blocked: null,
          mustchangepassword: true,
        });
        const page2 = await desk<Page<AdminReader>>(
          world,
          ApiPath.readersList,
          { pageindex: 2, pagesize: 1 },
          world.librarian,
        );
        expect(page2.body.data).toMatchObject({ index: 2, pagesize: 1 });
        expect(page2.body.data.list).toHaveLength(1);
        const classes = await desk<ReaderClass[]>(
          world,
          ApiPath.readersClasses,
          {},
          world.librarian,
        );
        expect(classes.body.data).toContainEqual({
          id: made.body.data.reader.classid,
          name: made.body.data.reader.class,
          readers: 1,
        });
      });

      it('treats % and _ in the keyword as text, and lists no staff', async () => {
        const all = await desk<Page<AdminReader>>(
          world,
          ApiPath.readersList,
          { keyword: '%' },
          world.librarian,
        );
        expect(all.body.data.total).toBe(0);
        const staff = await desk<Page<AdminReader>>(
          world,
          ApiPath.readersList,
          { keyword: 'L0001' },
          world.librarian,
        );
        expect(staff.body.data.list.map((r) => r.readercode)).not.toContain('L0001');
      });

      it('finds no reader of another organisation, nor a staff account', async () => {
        const theirs = await newPatron(world.db, DEMO2);
        const get = await desk(
          world,
          ApiPath.readersGet,
          { readercode: theirs.code },
          world.librarian,
        );
        expect(refusalOf(get.body)).toEqual(refused('readerNotFound'));
        expect(get.body.msg).toBe('本馆没有这个读者');
        const list = await desk<Page<AdminReader>>(
          world,
          ApiPath.readersList,
          { keyword: theirs.code },
          world.librarian,
        );
        expect(list.body.data.total).toBe(0);
        const staff = await desk(
          world,
          ApiPath.readersGet,
          { readercode: 'A0001' },
          world.librarian,
        );
        expect(refusalOf(staff.body)).toEqual(refused('readerNotFound'));
      });

      it('refuses wrong types and oversized values with 400', async () => {
        const bad: [string, object][] = [
          [ApiPath.readersList, { keyword: 'x'.repeat(51) }],
          [ApiPath.readersList, { pagesize: 101 }],
          [ApiPath.readersList, { pageindex: 'one' }],
          [ApiPath.readersList, { department: -1 }],
          [ApiPath.readersGet, { readercode: 7 }],
          [ApiPath.readersGet, { readercode: 'x'.repeat(65) }],
          [ApiPath.readersCreate, { ...student(), sex: 3 }],
          [ApiPath.readersCreate, { ...student(), kind: 'admin' }],
          [ApiPath.readersCreate, { ...student(), name: 'x'.repeat(201) }],
          [ApiPath.readersCreate, { ...student(), name: 'a\u0000b' }],
          [ApiPath.readersBlock, { readercode: 'x', reason: 'r'.repeat(201) }],
          [ApiPath.readersBlock, { readercode: 'x' }],
        ];
        for (const [path, body] of bad) {
          expect((await desk(world, path, body, world.librarian)).status, path).toBe(400);
        }
      });
    });

    describe('Readers/Create and Update', () => {
      it('creates a reader who logs in with the password shown once and must change it', async () => {
        const code = freshCode();
        const made = await create(student(code));
        expect(made.body.code).toBe(0);
        expect(made.body.data.password).toMatch(/^[2-9a-z]{10}$/);
        expect(made.body.data.reader).toMatchObject({
          readercode: code,
          kind: 'student',
          borrowtype: expect.any(String),
        });
        const first = await login(world.app, 'YTKJ', code, made.body.data.password);
        expect(first.body.code).toBe(0);
        expect(first.body.data.mustchangepassword).toBe(true);
        const audit = await lastAudit(world, YTKJ, code);
        expect(audit).toMatchObject({ action: 'readerCreate' });
        expect(audit?.detail).toMatchObject({
          after: { name: '王小明', class: student(code).class },
        });
        expect(JSON.stringify(audit?.detail)).not.toContain(made.body.data.password);
      });

      it('refuses a code the library has (a reader, or staff), also when sent twice at once', async () => {
        const code = freshCode();
        const [a, b] = await Promise.all([create(student(code)), create(student(code))]);
        expect([a.body.code, b.body.code].sort()).toEqual([0, 10158]);
        const second = a.body.code === 0 ? b : a;
        expect(refusalOf(second.body)).toEqual(refused('readerExists'));
        const rows = await world.db.select().from(reader).where(eq(reader.readercode, code));
        expect(rows).toHaveLength(1);
        expect(await auditCount(world, code)).toBe(1);
        const staff = await create(student('L0001'));
        expect(refusalOf(staff.body)).toEqual(refused('readerExists'));
      });

      it('holds the fields to the class list’s rules, naming the field, in zh and en', async () => {
        const code = freshCode();
        const long = await create({ ...student(code), name: '名'.repeat(51) });
        expect(long.body.data).toMatchObject({
          refused: 'invalidField',
          field: 'name',
          problem: 'tooLong',
          max: 50,
        });
        expect(long.body.msg).toBe('姓名最多 50 个字');
        const phone = await create({ ...student(code), phone: 'call me' }, world.librarian, 'en');
        expect(phone.body.data).toMatchObject({ field: 'phone', problem: 'invalid' });
        expect(phone.body.msg).toBe('Phone is not valid');
        const code2 = await create({ ...student('a-b') });
        expect(code2.body.data).toMatchObject({ field: 'readercode', problem: 'invalid' });
        const grade = await create({ ...student(code), grade: '' });
        expect(grade.body.data).toMatchObject({ field: 'grade', problem: 'empty' });
        // A teacher may leave the grade blank, as in a class list.
        const teacher = await create({ ...student(code), grade: '', kind: 'teacher' });
        expect(teacher.body.code).toBe(0);
        expect(teacher.body.data.reader).toMatchObject({ kind: 'teacher', grade: null });
      });

      it('updates name, class, type and phone, auditing before and after', async () => {
        const code = freshCode();
        await create(student(code));
        const answer = await desk<AdminReader>(
          world,
          ApiPath.readersUpdate,
          { ...student(code), name: '王大明', class: '初一(2)班', phone: '', kind: 'teacher' },
          world.librarian,
        );
        expect(answer.body.code).toBe(0);
        expect(answer.body.data).toMatchObject({
          name: '王大明',
          class: '初一(2)班',
          phone: null,
          kind: 'teacher',
        });
        const audit = await lastAudit(world, YTKJ, code);
        expect(audit?.action).toBe('readerUpdate');
        expect(audit?.detail).toMatchObject({
          before: { name: '王小明', kind: 'student', phone: '13800138000' },
          after: { name: '王大明', kind: 'teacher', phone: null },
        });
      });

      it('updates no reader of another organisation', async () => {
        const theirs = await newPatron(world.db, DEMO2);
        const answer = await desk(
          world,
          ApiPath.readersUpdate,
          student(theirs.code),
          world.librarian,
        );
        expect(refusalOf(answer.body)).toEqual(refused('readerNotFound'));
        const [row] = await world.db.select().from(reader).where(eq(reader.id, theirs.id));
        expect(row?.name).not.toBe('王小明');
      });
    });

    describe('Readers/ResetPassword', () => {
      it('gives a new password once, ends the reader’s sessions and asks for a change', async () => {
        const code = freshCode();
        const made = await create(student(code));
        const before = await login(world.app, 'YTKJ', code, made.body.data.password);
        const reset = await desk<ReaderPasswordReset>(
          world,
          ApiPath.readersResetPassword,
          { readercode: code },
          world.librarian,
        );
        expect(reset.body.code).toBe(0);
        expect(reset.body.data.password).not.toBe(made.body.data.password);
        expect((await login(world.app, 'YTKJ', code, made.body.data.password)).body.code).not.toBe(
          0,
        );
        const after = await login(world.app, 'YTKJ', code, reset.body.data.password);
        expect(after.body.data.mustchangepassword).toBe(true);
        // The session logged in with the old password is over.
        const old = await world.app.inject({
          method: 'GET',
          url: `/api${ApiPath.readerSelf}`,
          headers: { authorization: `Bearer ${before.body.data.token}` },
        });
        expect(old.statusCode).toBe(401);
        const audit = await lastAudit(world, YTKJ, code);
        expect(audit?.action).toBe('readerPassword');
        expect(JSON.stringify(audit?.detail)).not.toContain(reset.body.data.password);
      });

      it('resets no password of another organisation nor of staff', async () => {
        const theirs = await newPatron(world.db, DEMO2);
        for (const readercode of [theirs.code, 'L0001', 'A0001']) {
          const answer = await desk(
            world,
            ApiPath.readersResetPassword,
            { readercode },
            world.librarian,
          );
          expect(refusalOf(answer.body), readercode).toEqual(refused('readerNotFound'));
        }
      });
    });

    describe('Readers/Block and Unblock', () => {
      it('blocks with a reason the desk then refuses loans with, and unblocks', async () => {
        const patron = await newPatron(world.db, YTKJ);
        const blocked = await desk<AdminReader>(
          world,
          ApiPath.readersBlock,
          { readercode: patron.code, reason: ' 借书证遗失 ' },
          world.librarian,
        );
        expect(blocked.body.data.blocked).toBe('借书证遗失');
        const copies = await newCopies(world.db, YTKJ);
        const lend = await desk(
          world,
          ApiPath.deskLend,
          { readercode: patron.code, barcode: copies.barcodes[0] },
          world.librarian,
        );
        expect(lend.body.msg).toBe('读者证已停用：借书证遗失');
        expect((await lastAudit(world, YTKJ, patron.code))?.detail).toEqual({
          before: { blocked: null },
          after: { blocked: '借书证遗失' },
        });
        const unblock = () =>
          desk<AdminReader>(
            world,
            ApiPath.readersUnblock,
            { readercode: patron.code },
            world.librarian,
          );
        const [first, second] = await Promise.all([unblock(), unblock()]);
        expect(first.body.data.blocked).toBeNull();
        expect(second.body.data.blocked).toBeNull();
        // Two clicks on "unblock" are one change in the log.
        expect(await auditCount(world, patron.code)).toBe(2);
      });

      it('refuses a blank reason, and blocks no reader of another organisation', async () => {
        const patron = await newPatron(world.db, YTKJ);
        const blank = await desk(
          world,
          ApiPath.readersBlock,
          { readercode: patron.code, reason: '   ' },
          world.librarian,
        );
        expect(refusalOf(blank.body)).toEqual(refused('reasonRequired'));
        const theirs = await newPatron(world.db, DEMO2);
        const other = await desk(
          world,
          ApiPath.readersBlock,
          { readercode: theirs.code, reason: 'x' },
          world.librarian,
        );
        expect(refusalOf(other.body)).toEqual(refused('readerNotFound'));
        const [row] = await world.db.select().from(reader).where(eq(reader.id, theirs.id));
        expect(row?.blockedReason).toBeNull();
      });
    });

    describe('Readers/Import', () => {
      it('imports a class list: new readers with passwords, updates, translated rejections', async () => {
        const existing = freshCode();
        await create(student(existing));
        const fresh = freshCode();
        const csv = [
          '读者证号,姓名,班级,年级,备注',
          `${fresh},李雷,四年级1班,四年级,新同学`,
          `${existing},王小明,四年级1班,四年级,`,
          'bad code,韩梅梅,四年级1班,四年级,',
          `${fresh},李雷,四年级1班,四年级,`,
          'L0001,馆员,四年级1班,四年级,',
        ].join('\n');
        const answer = await upload(world, '四年级.csv', csv);
        expect(answer.body.code).toBe(0);
        const report = answer.body.data as ReaderImportReport;
        expect(report).toMatchObject({ imported: 1, updated: 1, unchanged: 0 });
        expect(report.ignoredcolumns).toEqual(['备注']);
        expect(report.rejected).toEqual([
          { row: 4, reason: '读者证号格式不正确' },
          { row: 5, reason: '读者证号与第 2 行重复' },
          { row: 6, reason: '这是馆员账号，不是读者' },
        ]);
        expect(report.handout).toEqual([
          { readercode: fresh, name: '李雷', class: '四年级1班', password: expect.any(String) },
        ]);
        expect(report.handoutcsv).toContain(report.handout[0]?.password);
        const first = await login(world.app, 'YTKJ', fresh, report.handout[0]?.password);
        expect(first.body.data.mustchangepassword).toBe(true);
        const audit = await lastAudit(world, YTKJ, '四年级.csv');
        expect(audit?.detail).toMatchObject({
          after: { imported: 1, updated: 1, rejected: 3, readers: [fresh] },
        });
        expect(JSON.stringify(audit?.detail)).not.toContain(report.handout[0]?.password);
      });

      it('imports into the caller’s organisation only', async () => {
        const code = freshCode();
        const answer = await upload(
          world,
          'demo2.csv',
          `读者证号,姓名,班级,年级\n${code},韩梅梅,一班,一年级\n`,
          world.demo2Librarian,
        );
        expect(answer.body.data.imported).toBe(1);
        const get = await desk(world, ApiPath.readersGet, { readercode: code }, world.librarian);
        expect(refusalOf(get.body)).toEqual(refused('readerNotFound'));
      });

      it('refuses a file that is not a class list, in the caller’s language', async () => {
        const notSheet = await upload(world, 'list.txt', 'x');
        expect(notSheet.body.data).toEqual({ refused: 'importRefused', detail: 'notSheet' });
        const header = await upload(world, 'a.csv', 'name,phone\nx,1', world.librarian, 'en');
        expect(header.body.data.detail).toBe('header');
        expect(header.body.msg).toMatch(/^The first row must name the columns/);
        const empty = await upload(world, 'a.csv', '');
        expect(empty.body.data.detail).toBe('empty');
        const missing = await desk(world, ApiPath.readersImport, {}, world.librarian);
        expect(missing.body.data).toEqual({ refused: 'importRefused', detail: 'missing' });
      });

      it('refuses an oversized file without keeping it', async () => {
        const big = Buffer.alloc(READER_IMPORT_MAX_BYTES + 1, 'a');
        const answer = await upload(world, 'big.csv', big);
        expect(answer.body.data).toEqual({ refused: 'importRefused', detail: 'tooLarge' });
        expect(answer.body.msg).toBe('文件太大（最多 10 MB），请分成几个文件');
      });
    });
  });
}

readersSuite('readers (PGlite)', () => openTestDatabase());
describe.skipIf(!postgresAdminUrl)('PostgreSQL', () => {
  readersSuite('readers (PostgreSQL)', () => openPostgresTestDatabase());
});
