import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  MAX_PROGRAM_BOOKS,
  ResultCode,
  type ReadingProgram,
  type ReadingProgramDetail,
  type StudentTasks,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, borrowRecord, department } from '../src/db/schema';
import { readingProgram } from '../src/db/tables/programs';
import {
  circulationCall as call,
  DAY_MS,
  lendNewBook,
  seededReader,
  type SeededReader,
} from './circulation-fixtures';
import { openTestDatabase, testApp } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
let wang: SeededReader;
let li: SeededReader;
let liMing: SeededReader;
let chen: SeededReader;
let otherClass: SeededReader;
let demo2Teacher: SeededReader;
let demo2Student: SeededReader;
let class3: number;
let class1: number;
let books: number[];
let demo2Book: number;

const depId = async (name: string) =>
  (await handle.db.select().from(department).where(eq(department.name, name)))[0]!.id;

beforeAll(async () => {
  handle = await openTestDatabase();
  // The demo's own program of 初二(3)班 out of the way: these tests count the programs they make.
  await handle.db.delete(readingProgram);
  app = await testApp(handle);
  wang = await seededReader(handle.db, 'T0001');
  li = await seededReader(handle.db, 'T0002');
  liMing = await seededReader(handle.db, '20230001');
  chen = await seededReader(handle.db, '20230002');
  demo2Teacher = await seededReader(handle.db, 'T0001', 2);
  class3 = await depId('初二(3)班');
  class1 = await depId('初一(1)班');
  const rows = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(eq(book.organizationId, 1))
    .limit(3);
  books = rows.map((row) => row.id);
  const [d2] = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(eq(book.organizationId, 2))
    .limit(1);
  demo2Book = d2!.id;
  // A student of 初一(1)班 and one of DEMO2, found by their class.
  const { reader } = await import('../src/db/schema');
  const [other] = await handle.db
    .select({ code: reader.readercode })
    .from(reader)
    .where(and(eq(reader.departmentId, class1), eq(reader.usertype, 0)));
  otherClass = await seededReader(handle.db, other!.code);
  const [d2s] = await handle.db
    .select({ code: reader.readercode })
    .from(reader)
    .where(and(eq(reader.organizationId, 2), eq(reader.usertype, 0)));
  demo2Student = await seededReader(handle.db, d2s!.code, 2);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const program = (over: Record<string, unknown> = {}) => ({
  departmentid: class3,
  title: '寒假共读',
  description: '每周读一本',
  startdate: '2026-01-01',
  enddate: '2099-02-28',
  bookids: books,
  ...over,
});

describe('reading programs', () => {
  let created: ReadingProgram;

  it('lets a teacher set a program for a class they manage; a double submit makes one', async () => {
    const [first, second] = await Promise.all([
      call<ReadingProgram>(app, ApiPath.saveReadingProgram, program(), wang.token),
      call<ReadingProgram>(app, ApiPath.saveReadingProgram, program(), wang.token),
    ]);
    const made = [first, second].filter((r) => r.body.code === ResultCode.ok);
    expect(made).toHaveLength(1);
    const refused = [first, second].find((r) => r.body.code !== ResultCode.ok)!;
    expect(refused.body).toMatchObject({
      code: ResultCode.businessError,
      msg: '这个班级已有同名的阅读计划',
    });
    created = made[0]!.body.data;
    expect(created).toMatchObject({
      departmentname: '初二(3)班',
      teachername: '王芳',
      title: '寒假共读',
    });
    expect(created.books.map((b) => b.bookid)).toEqual(books);
    const rows = await handle.db
      .select()
      .from(readingProgram)
      .where(eq(readingProgram.departmentId, class3));
    expect(rows).toHaveLength(1);
  });

  it('lists it to its teacher, current ones too, never to another class’s teacher', async () => {
    const mine = await call<ReadingProgram[]>(app, ApiPath.readingPrograms, {}, wang.token);
    expect(mine.body.data.map((p) => p.id)).toContain(created.id);
    const current = await call<ReadingProgram[]>(
      app,
      ApiPath.readingPrograms,
      { current: true },
      wang.token,
    );
    expect(current.body.data.map((p) => p.id)).toContain(created.id);
    const others = await call<ReadingProgram[]>(app, ApiPath.readingPrograms, {}, li.token);
    expect(others.body.data.map((p) => p.id)).not.toContain(created.id);
    const demo2 = await call<ReadingProgram[]>(
      app,
      ApiPath.readingPrograms,
      {},
      demo2Teacher.token,
    );
    expect(demo2.body.data).toEqual([]);
  });

  it('refuses a class the teacher does not teach (403) and another organisation’s (403)', async () => {
    const refused = await call(
      app,
      ApiPath.saveReadingProgram,
      program({ departmentid: class1, title: 'x' }),
      wang.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('您不是这个班级的任课教师');
    const demo2Class = await depId('高一(2)班');
    const cross = await call(
      app,
      ApiPath.saveReadingProgram,
      program({ departmentid: demo2Class, title: 'y' }),
      wang.token,
    );
    expect(cross.status).toBe(403);
    const demo2 = await call(
      app,
      ApiPath.saveReadingProgram,
      program({ title: 'z' }),
      demo2Teacher.token,
    );
    expect(demo2.status).toBe(403);
  });

  it('hides another class’s program: detail, edit and delete are 404', async () => {
    for (const who of [li, demo2Teacher]) {
      expect((await call(app, ApiPath.readingProgram, { id: created.id }, who.token)).status).toBe(
        404,
      );
      // 李强 teaches 初一(1)班, not this program's class: moving it there finds nothing.
      const edit = await call(
        app,
        ApiPath.saveReadingProgram,
        program({ id: created.id, departmentid: class1, title: 'taken' }),
        who.token,
      );
      expect(edit.status).toBe(who === li ? 404 : 403);
      expect(
        (await call(app, ApiPath.deleteReadingProgram, { id: created.id }, who.token)).status,
      ).toBe(404);
    }
    const still = await call<ReadingProgramDetail>(
      app,
      ApiPath.readingProgram,
      { id: created.id },
      wang.token,
    );
    expect(still.body.data.title).toBe('寒假共读');
  });

  it('refuses students and visitors every teacher call', async () => {
    for (const [path, body] of [
      [ApiPath.readingPrograms, {}],
      [ApiPath.readingProgram, { id: created.id }],
      [ApiPath.saveReadingProgram, program({ title: 'student' })],
      [ApiPath.deleteReadingProgram, { id: created.id }],
    ] as const) {
      expect((await call(app, path, body, liMing.token)).status).toBe(403);
      expect((await call(app, path, body)).status).toBe(401);
    }
  });

  it('refuses bad bodies, another organisation’s books, reversed and impossible dates', async () => {
    for (const body of [
      program({ title: '' }),
      program({ title: '   ' }),
      program({ title: '长'.repeat(61) }),
      program({ description: 'x'.repeat(1001) }),
      program({ bookids: [] }),
      program({ bookids: Array.from({ length: MAX_PROGRAM_BOOKS + 1 }, (_, i) => i + 1) }),
      program({ bookids: ['1'] }),
      program({ startdate: '2026/01/01' }),
      program({ departmentid: 'x' }),
    ]) {
      expect((await call(app, ApiPath.saveReadingProgram, body, wang.token)).status).toBe(400);
    }
    const foreign = await call(
      app,
      ApiPath.saveReadingProgram,
      program({ title: 'f', bookids: [demo2Book] }),
      wang.token,
    );
    expect(foreign.body.msg).toBe('图书不存在');
    const reversed = await call(
      app,
      ApiPath.saveReadingProgram,
      program({ title: 'r', startdate: '2026-03-01', enddate: '2026-02-01' }),
      wang.token,
      'en',
    );
    expect(reversed.body.msg).toBe('The start date cannot be after the end date');
    const impossible = await call(
      app,
      ApiPath.saveReadingProgram,
      program({ title: 'i', enddate: '2026-02-30' }),
      wang.token,
    );
    expect(impossible.body.msg).toBe('日期无效');
  });

  it('shows each student’s progress from their loans since the start', async () => {
    const lent = await lendNewBook(
      handle.db,
      1,
      liMing.id,
      new Date(),
      new Date(Date.now() + 30 * DAY_MS),
    );
    const returned = await lendNewBook(
      handle.db,
      1,
      chen.id,
      new Date(),
      new Date(Date.now() + 30 * DAY_MS),
    );
    await handle.db
      .update(borrowRecord)
      .set({ returnedAt: new Date() })
      .where(eq(borrowRecord.id, returned.loanId));
    // 李明 read the returned book before the program: it does not count.
    await lendNewBook(handle.db, 1, liMing.id, new Date('2020-01-01'), new Date('2020-02-01'));
    const edited = await call<ReadingProgram>(
      app,
      ApiPath.saveReadingProgram,
      program({ id: created.id, bookids: [lent.bookId, returned.bookId] }),
      wang.token,
    );
    expect(edited.body.data.books.map((b) => b.bookid)).toEqual([lent.bookId, returned.bookId]);
    const detail = await call<ReadingProgramDetail>(
      app,
      ApiPath.readingProgram,
      { id: created.id },
      wang.token,
    );
    const byCode = Object.fromEntries(
      detail.body.data.students.map((s) => [s.readercode, s.books]),
    );
    expect(byCode['20230001']).toEqual(['borrowed', 'none']);
    expect(byCode['20230002']).toEqual(['none', 'returned']);
    expect(Object.keys(byCode)).not.toContain('T0001');
  });
});

describe('reading tasks', () => {
  it('shows a student their class’s programs with their own progress', async () => {
    const tasks = await call<StudentTasks>(app, ApiPath.studentTasks, {}, liMing.token);
    expect(tasks.body.data.programs.map((p) => p.title)).toEqual(['寒假共读']);
    expect(tasks.body.data.programs[0]!.progress).toEqual(['borrowed', 'none']);
  });

  it('shows another class’s student, DEMO2 and visitors none of it', async () => {
    for (const who of [otherClass, demo2Student]) {
      const tasks = await call<StudentTasks>(app, ApiPath.studentTasks, {}, who.token);
      expect(tasks.body.data.programs.map((p) => p.title)).not.toContain('寒假共读');
    }
    expect((await call(app, ApiPath.studentTasks, {})).status).toBe(401);
    expect((await call(app, ApiPath.studentTasks, {}, wang.token)).status).toBe(403);
  });

  it('keeps a student’s own goals: count or chosen books, once per title, theirs alone', async () => {
    const goal = { title: '本月读三本', targetcount: 3, duedate: '2099-01-31' };
    const [a, b] = await Promise.all([
      call(app, ApiPath.saveReadingGoal, goal, liMing.token),
      call(app, ApiPath.saveReadingGoal, goal, liMing.token),
    ]);
    expect([a, b].filter((r) => r.body.code === ResultCode.ok)).toHaveLength(1);
    const chosen = await call<{ id: number; target: number }>(
      app,
      ApiPath.saveReadingGoal,
      { title: '读完两本', bookids: books.slice(0, 2), duedate: '2099-01-31' },
      liMing.token,
    );
    expect(chosen.body.data.target).toBe(2);
    const tasks = await call<StudentTasks>(app, ApiPath.studentTasks, {}, liMing.token);
    expect(tasks.body.data.goals.map((g) => [g.title, g.target])).toEqual([
      ['本月读三本', 3],
      ['读完两本', 2],
    ]);
    const theirs = await call<StudentTasks>(app, ApiPath.studentTasks, {}, chen.token);
    expect(theirs.body.data.goals).toEqual([]);
    // Another student cannot edit or delete it.
    const edit = await call(
      app,
      ApiPath.saveReadingGoal,
      { ...goal, id: chosen.body.data.id, title: 'mine' },
      chen.token,
    );
    expect(edit.status).toBe(404);
    expect(
      (await call(app, ApiPath.deleteReadingGoal, { id: chosen.body.data.id }, chen.token)).status,
    ).toBe(404);
    expect(
      (await call(app, ApiPath.deleteReadingGoal, { id: chosen.body.data.id }, liMing.token)).body
        .code,
    ).toBe(0);
    const none = await call(
      app,
      ApiPath.saveReadingGoal,
      { title: 'x', duedate: '2099-01-01' },
      liMing.token,
    );
    expect(none.body.msg).toBe('请填写目标本数或选择图书');
    for (const body of [
      { ...goal, targetcount: 0 },
      { ...goal, targetcount: 10_000 },
      { ...goal, title: 'x'.repeat(61) },
    ]) {
      expect((await call(app, ApiPath.saveReadingGoal, body, liMing.token)).status).toBe(400);
    }
  });

  it('lets a teacher delete their program, after which the class sees it no more', async () => {
    const list = await call<ReadingProgram[]>(app, ApiPath.readingPrograms, {}, wang.token);
    const id = list.body.data.find((p) => p.title === '寒假共读')!.id;
    expect((await call(app, ApiPath.deleteReadingProgram, { id }, wang.token)).body.code).toBe(0);
    const tasks = await call<StudentTasks>(app, ApiPath.studentTasks, {}, liMing.token);
    expect(tasks.body.data.programs).toEqual([]);
  });
});
