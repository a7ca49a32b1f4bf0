import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type AssignmentSummary,
  type ClassStatistics,
  type CreateAssignmentRequest,
  type GradeItem,
  type LearningStatistics,
  type Page,
  type StudentAssignment,
  type SubmissionDetail,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import {
  circulationCall as call,
  DAY_MS,
  seededReader,
  type SeededReader,
} from './circulation-fixtures';
import { openTestDatabase, testApp } from './helpers';
import { inlineQuestions } from './assignments-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
const clock = Date.now();
let liMing: SeededReader;
let siyu: SeededReader;
let zhouHang: SeededReader;
let otherClass: SeededReader;
let teacher: SeededReader;
let demo2: SeededReader;
let demo2Teacher: SeededReader;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle, { now: () => clock });
  liMing = await seededReader(handle.db, '20230001');
  siyu = await seededReader(handle.db, '20230002');
  zhouHang = await seededReader(handle.db, '20230005');
  otherClass = await seededReader(handle.db, '20230003');
  teacher = await seededReader(handle.db, 'T0001');
  demo2 = await seededReader(handle.db, '20230001', 2);
  demo2Teacher = await seededReader(handle.db, 'T0001', 2);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);
/** The auto-marked questions (5 points each): a submission is marked at once. */
const autoMarked = inlineQuestions.filter((question) => question.type !== 5);
const shortAnswer = inlineQuestions.find((question) => question.type === 5)!;

async function create(body: Partial<CreateAssignmentRequest>, who = teacher) {
  const created = await call<AssignmentSummary>(
    app,
    ApiPath.createAssignment,
    {
      kind: 'homework',
      title: '第五章练习',
      departmentid: 1,
      opensat: iso(clock - 2 * DAY_MS),
      dueat: iso(clock + DAY_MS),
      questions: autoMarked.map((question) => ({ question })),
      ...body,
    },
    who.token,
  );
  expect(created.body.code).toBe(ResultCode.ok);
  return created.body.data.id;
}

/**
 * Opens and submits with the first question answered (5 of the points when right), and a short
 * answer written if there is one (left for the teacher to mark).
 */
async function answer(id: number, who: SeededReader, right: boolean) {
  const questions = (await call<StudentAssignment>(app, ApiPath.openAssignment, { id }, who.token))
    .body.data.questions;
  const short = questions.find((item) => item.type === 5);
  const answers = {
    [questions[0]!.id]: right ? 'A' : 'B',
    ...(short ? { [short.id]: '孙悟空很勇敢。' } : {}),
  };
  return call<StudentAssignment>(app, ApiPath.submitAssignment, { id, seq: 1, answers }, who.token);
}

const stats = (body: object | null, who?: SeededReader) =>
  call<LearningStatistics>(app, ApiPath.learningStatistics, body, who?.token);
const grades = (body: object | null, who?: SeededReader) =>
  call<Page<GradeItem>>(app, ApiPath.learningGrades, body, who?.token);

describe('learning statistics', () => {
  it('gives my marks beside the class average, submissions and the series', async () => {
    const before = (await stats({}, liMing)).body.data;
    const id = await create({ title: '三人作业' });
    // Three marked works: the class average may be shown.
    expect((await answer(id, liMing, true)).body.data.status).toBe('marked');
    expect((await answer(id, siyu, false)).body.data.status).toBe('marked');
    expect((await answer(id, zhouHang, false)).body.data.status).toBe('marked');
    const after = (await stats({}, liMing)).body.data;
    expect(after.assigned).toBe(before.assigned + 1);
    expect(after.submitted).toBe(before.submitted + 1);
    const point = after.series.find((item) => item.id === id)!;
    const mine = (await grades({}, liMing)).body.data.list.find((item) => item.id === id)!;
    expect(point.mine).toBe(Math.round((mine.score! / mine.totalpoints) * 1000) / 10);
    expect(point.classaverage).not.toBeNull();
    expect(point.classaverage!).toBeLessThan(point.mine!);
    expect(after.submissionrate).toBeCloseTo(after.submitted / after.assigned);
    // The teacher's view of the same work counts the three (a correlated subquery once compared
    // each submission with itself).
    const teacherView = (
      await call<ClassStatistics>(app, ApiPath.classStatistics, { departmentid: 1 }, teacher.token)
    ).body.data;
    const row = teacherView.assignments.find((item) => item.id === id)!;
    expect(row.submissionrate * teacherView.students.length).toBeCloseTo(3);
    expect(row.average).toBeCloseTo(5 / 3, 1);
    // No other student's name or id is in the answer.
    const text = JSON.stringify(after);
    expect(text).not.toContain('陈思雨');
    expect(text).not.toContain(`"readerid"`);
  });

  it('leaves out a class average of fewer than three marked works', async () => {
    const id = await create({ title: '两人作业' });
    await answer(id, liMing, true);
    await answer(id, siyu, false);
    const point = (await stats({}, liMing)).body.data.series.find((item) => item.id === id)!;
    expect(point.mine).not.toBeNull();
    expect(point.classaverage).toBeNull();
  });

  it('never counts another class, unopened work, or another organisation', async () => {
    const mineBefore = (await stats(null, liMing)).body.data;
    await create({ title: '未开放', opensat: iso(clock + DAY_MS), dueat: iso(clock + 3 * DAY_MS) });
    expect((await stats(null, liMing)).body.data.assigned).toBe(mineBefore.assigned);
    const other = (await stats({}, otherClass)).body.data;
    expect(other.series.map((item) => item.title)).not.toContain('三人作业');
    const far = (await stats({}, demo2)).body.data;
    expect(far.series.map((item) => item.title)).not.toContain('三人作业');
    expect(far.submitted).toBe(0);
  });

  it('refuses a visitor, a teacher, bad or backwards dates and a period too long', async () => {
    expect((await stats({})).status).toBe(401);
    expect((await stats({}, teacher)).status).toBe(403);
    expect((await stats({}, demo2Teacher)).status).toBe(403);
    expect((await stats({ from: '2026-02-30' }, liMing)).body.code).toBe(ResultCode.businessError);
    expect((await stats({ from: 'yesterday' }, liMing)).status).toBe(400);
    expect((await stats({ from: day(clock), to: day(clock - DAY_MS) }, liMing)).body.msg).toBe(
      '开始日期不能晚于结束日期',
    );
    const long = await stats({ from: '2020-01-01', to: '2026-01-01' }, liMing);
    expect(long.body.code).toBe(ResultCode.businessError);
    expect(long.body.msg).toContain('400');
  });

  it('counts loans begun in the period as books read', async () => {
    const data = (await stats({ from: '2000-01-01', to: '2000-12-31' }, liMing)).body.data;
    expect(data).toMatchObject({ from: '2000-01-01', to: '2000-12-31', booksread: 0 });
    expect(data.series).toEqual([]);
  });
});

describe('grades', () => {
  it('lists my marked and returned work with the teacher’s comments, filtered by kind', async () => {
    const id = await create({
      kind: 'exam',
      title: '期中测验',
      durationminutes: 30,
      questions: [...autoMarked, shortAnswer].map((question) => ({ question })),
    });
    await answer(id, liMing, true);
    const pendingList = (await grades({ kind: 'exam' }, liMing)).body.data.list;
    expect(pendingList.map((item) => item.id)).not.toContain(id);
    const opened = await call<StudentAssignment>(app, ApiPath.openAssignment, { id }, liMing.token);
    const short = opened.body.data.questions.find((item) => item.type === 5)!;
    await call<SubmissionDetail>(
      app,
      ApiPath.markSubmission,
      { id, readerid: liMing.id, marks: [{ questionid: short.id, score: 6, comment: '论述清楚' }] },
      teacher.token,
    );
    const exams = (await grades({ kind: 'exam' }, liMing)).body.data;
    const item = exams.list.find((row) => row.id === id)!;
    expect(item).toMatchObject({ kind: 'exam', status: 'marked', comments: ['论述清楚'] });
    expect(item.score).toBe(11);
    expect(item.totalpoints).toBe(30);
    expect(exams.list.every((row) => row.kind === 'exam')).toBe(true);
    const homework = (await grades({ kind: 'homework' }, liMing)).body.data.list;
    expect(homework.every((row) => row.kind === 'homework')).toBe(true);
    // Returned for revision: listed, without a score that is not final.
    await call(app, ApiPath.returnSubmission, { id, readerid: liMing.id }, teacher.token);
    const returned = (await grades({ kind: 'exam' }, liMing)).body.data.list.find(
      (row) => row.id === id,
    )!;
    expect(returned).toMatchObject({ status: 'returned', score: null });
  });

  it('pages, and shows nobody else’s work', async () => {
    const first = (await grades({ pagesize: 1 }, liMing)).body.data;
    expect(first.list).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
    const second = (await grades({ pagesize: 1, index: 2 }, liMing)).body.data;
    expect(second.list[0]!.id).not.toBe(first.list[0]!.id);
    const siyuTitles = (await grades({}, siyu)).body.data.list.map((row) => row.title);
    expect(siyuTitles).not.toContain('期中测验');
    expect((await grades({}, otherClass)).body.data.total).toBe(0);
    expect((await grades({}, demo2)).body.data.total).toBe(0);
  });

  it('refuses a visitor, a teacher, an unknown kind and an oversized page', async () => {
    expect((await grades({})).status).toBe(401);
    expect((await grades({}, teacher)).status).toBe(403);
    expect((await grades({ kind: 'essay' }, liMing)).status).toBe(400);
    expect((await grades({ pagesize: 51 }, liMing)).status).toBe(400);
    expect((await grades({ index: 0 }, liMing)).status).toBe(400);
    expect((await grades({ pagesize: 'many' }, liMing)).status).toBe(400);
  });
});
