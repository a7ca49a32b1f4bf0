import { describe, expect, it } from 'vitest';
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
import { openTeachingSuite } from './teaching-suite';
import { circulationCall as call, DAY_MS, type SeededReader } from './circulation-fixtures';
import { inlineQuestions } from './assignments-fixtures';

const suite = openTeachingSuite();
const { people } = suite;

const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);
/** The auto-marked questions (5 points each): a submission is marked at once. */
const autoMarked = inlineQuestions.filter((question) => question.type !== 5);
const shortAnswer = inlineQuestions.find((question) => question.type === 5)!;

async function create(body: Partial<CreateAssignmentRequest>, who = people.teacher) {
  const created = await call<AssignmentSummary>(
    suite.app,
    ApiPath.createAssignment,
    {
      kind: 'homework',
      title: '第五章练习',
      departmentid: 1,
      opensat: iso(suite.clock - 2 * DAY_MS),
      dueat: iso(suite.clock + DAY_MS),
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
 * answer written if there is one (left for the people.teacher to mark).
 */
async function answer(id: number, who: SeededReader, right: boolean) {
  const questions = (
    await call<StudentAssignment>(suite.app, ApiPath.openAssignment, { id }, who.token)
  ).body.data.questions;
  const short = questions.find((item) => item.type === 5);
  const answers = {
    [questions[0]!.id]: right ? 'A' : 'B',
    ...(short ? { [short.id]: '孙悟空很勇敢。' } : {}),
  };
  return call<StudentAssignment>(
    suite.app,
    ApiPath.submitAssignment,
    { id, seq: 1, answers },
    who.token,
  );
}

const stats = (body: object | null, who?: SeededReader) =>
  call<LearningStatistics>(suite.app, ApiPath.learningStatistics, body, who?.token);
const grades = (body: object | null, who?: SeededReader) =>
  call<Page<GradeItem>>(suite.app, ApiPath.learningGrades, body, who?.token);

describe('learning statistics', () => {
  it('gives my marks beside the class average, submissions and the series', async () => {
    const before = (await stats({}, people.liMing)).body.data;
    const id = await create({ title: '三人作业' });
    // Three marked works: the class average may be shown.
    expect((await answer(id, people.liMing, true)).body.data.status).toBe('marked');
    expect((await answer(id, people.siyu, false)).body.data.status).toBe('marked');
    expect((await answer(id, people.zhouHang, false)).body.data.status).toBe('marked');
    const after = (await stats({}, people.liMing)).body.data;
    expect(after.assigned).toBe(before.assigned + 1);
    expect(after.submitted).toBe(before.submitted + 1);
    const point = after.series.find((item) => item.id === id)!;
    const mine = (await grades({}, people.liMing)).body.data.list.find((item) => item.id === id)!;
    expect(point.mine).toBe(Math.round((mine.score! / mine.totalpoints) * 1000) / 10);
    expect(point.classaverage).not.toBeNull();
    expect(point.classaverage!).toBeLessThan(point.mine!);
    expect(after.submissionrate).toBeCloseTo(after.submitted / after.assigned);
    // The people.teacher's view of the same work counts the three (a correlated subquery once compared
    // each submission with itself).
    const teacherView = (
      await call<ClassStatistics>(
        suite.app,
        ApiPath.classStatistics,
        { departmentid: 1 },
        people.teacher.token,
      )
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
    await answer(id, people.liMing, true);
    await answer(id, people.siyu, false);
    const point = (await stats({}, people.liMing)).body.data.series.find((item) => item.id === id)!;
    expect(point.mine).not.toBeNull();
    expect(point.classaverage).toBeNull();
  });

  it('never counts another class, unopened work, or another organisation', async () => {
    const mineBefore = (await stats(null, people.liMing)).body.data;
    await create({
      title: '未开放',
      opensat: iso(suite.clock + DAY_MS),
      dueat: iso(suite.clock + 3 * DAY_MS),
    });
    expect((await stats(null, people.liMing)).body.data.assigned).toBe(mineBefore.assigned);
    const other = (await stats({}, people.otherClass)).body.data;
    expect(other.series.map((item) => item.title)).not.toContain('三人作业');
    const far = (await stats({}, people.demo2)).body.data;
    expect(far.series.map((item) => item.title)).not.toContain('三人作业');
    expect(far.submitted).toBe(0);
  });

  it('refuses a visitor, a people.teacher, bad or backwards dates and a period too long', async () => {
    expect((await stats({})).status).toBe(401);
    expect((await stats({}, people.teacher)).status).toBe(403);
    expect((await stats({}, people.demo2Teacher)).status).toBe(403);
    expect((await stats({ from: '2026-02-30' }, people.liMing)).body.code).toBe(
      ResultCode.businessError,
    );
    expect((await stats({ from: 'yesterday' }, people.liMing)).status).toBe(400);
    expect(
      (await stats({ from: day(suite.clock), to: day(suite.clock - DAY_MS) }, people.liMing)).body
        .msg,
    ).toBe('开始日期不能晚于结束日期');
    const long = await stats({ from: '2020-01-01', to: '2026-01-01' }, people.liMing);
    expect(long.body.code).toBe(ResultCode.businessError);
    expect(long.body.msg).toContain('400');
  });

  it('counts loans begun in the period as books read', async () => {
    const data = (await stats({ from: '2000-01-01', to: '2000-12-31' }, people.liMing)).body.data;
    expect(data).toMatchObject({ from: '2000-01-01', to: '2000-12-31', booksread: 0 });
    expect(data.series).toEqual([]);
  });
});

describe('grades', () => {
  it('lists my marked and returned work with the people.teacher’s comments, filtered by kind', async () => {
    const id = await create({
      kind: 'exam',
      title: '期中测验',
      durationminutes: 30,
      questions: [...autoMarked, shortAnswer].map((question) => ({ question })),
    });
    await answer(id, people.liMing, true);
    const pendingList = (await grades({ kind: 'exam' }, people.liMing)).body.data.list;
    expect(pendingList.map((item) => item.id)).not.toContain(id);
    const opened = await call<StudentAssignment>(
      suite.app,
      ApiPath.openAssignment,
      { id },
      people.liMing.token,
    );
    const short = opened.body.data.questions.find((item) => item.type === 5)!;
    await call<SubmissionDetail>(
      suite.app,
      ApiPath.markSubmission,
      {
        id,
        readerid: people.liMing.id,
        marks: [{ questionid: short.id, score: 6, comment: '论述清楚' }],
      },
      people.teacher.token,
    );
    const exams = (await grades({ kind: 'exam' }, people.liMing)).body.data;
    const item = exams.list.find((row) => row.id === id)!;
    expect(item).toMatchObject({ kind: 'exam', status: 'marked', comments: ['论述清楚'] });
    expect(item.score).toBe(11);
    expect(item.totalpoints).toBe(30);
    expect(exams.list.every((row) => row.kind === 'exam')).toBe(true);
    const homework = (await grades({ kind: 'homework' }, people.liMing)).body.data.list;
    expect(homework.every((row) => row.kind === 'homework')).toBe(true);
    // Returned for revision: listed, without a score that is not final.
    await call(
      suite.app,
      ApiPath.returnSubmission,
      { id, readerid: people.liMing.id },
      people.teacher.token,
    );
    const returned = (await grades({ kind: 'exam' }, people.liMing)).body.data.list.find(
      (row) => row.id === id,
    )!;
    expect(returned).toMatchObject({ status: 'returned', score: null });
  });

  it('pages, and shows nobody else’s work', async () => {
    const first = (await grades({ pagesize: 1 }, people.liMing)).body.data;
    expect(first.list).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
    const second = (await grades({ pagesize: 1, index: 2 }, people.liMing)).body.data;
    expect(second.list[0]!.id).not.toBe(first.list[0]!.id);
    const siyuTitles = (await grades({}, people.siyu)).body.data.list.map((row) => row.title);
    expect(siyuTitles).not.toContain('期中测验');
    expect((await grades({}, people.otherClass)).body.data.total).toBe(0);
    expect((await grades({}, people.demo2)).body.data.total).toBe(0);
  });

  it('refuses a visitor, a people.teacher, an unknown kind and an oversized page', async () => {
    expect((await grades({})).status).toBe(401);
    expect((await grades({}, people.teacher)).status).toBe(403);
    expect((await grades({ kind: 'essay' }, people.liMing)).status).toBe(400);
    expect((await grades({ pagesize: 51 }, people.liMing)).status).toBe(400);
    expect((await grades({ index: 0 }, people.liMing)).status).toBe(400);
    expect((await grades({ pagesize: 'many' }, people.liMing)).status).toBe(400);
  });
});
