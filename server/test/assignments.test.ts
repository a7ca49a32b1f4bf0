import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type AssignmentDetail,
  type AssignmentStatistics,
  type ClassStatistics,
  type AssignmentSummary,
  type SubmissionDetail,
} from '../../src/core/api/contract';
import { submission } from '../src/db/tables/assignments';
import { csvCell } from '../src/queries/assignment-stats';
import { openTeachingSuite } from './teaching-suite';
import { circulationCall as call, DAY_MS } from './circulation-fixtures';
import { asShown, assignmentCalls, inlineQuestions } from './assignments-fixtures';

const suite = openTeachingSuite();
const { people } = suite;

const iso = (ms: number) => new Date(ms).toISOString();

const { create, open, save, submit, mark } = assignmentCalls(
  () => suite.app,
  () => suite.clock,
  () => people.teacher,
  () => people.liMing,
);

describe('setting homework', () => {
  it('creates homework for a managed class; its students list and open it without keys', async () => {
    const made = await create();
    expect(made.body.code).toBe(ResultCode.ok);
    expect(made.body.data).toMatchObject({ questioncount: 5, totalpoints: 30, kind: 'homework' });
    const mine = await call<AssignmentSummary[]>(
      suite.app,
      ApiPath.myAssignments,
      {},
      people.siyu.token,
    );
    expect(mine.body.data.map((item) => item.id)).toContain(made.body.data.id);
    const opened = await open(made.body.data.id);
    expect(opened.body.data.status).toBe('notstarted');
    expect(opened.body.data.questions).toHaveLength(5);
    expect(JSON.stringify(opened.body.data)).not.toContain('"key"');
    expect(opened.body.data.marks).toBeNull();
  });

  it('refuses a class the people.teacher does not manage, bad questions and bad dates', async () => {
    expect((await create({ departmentid: 2 })).body.code).toBe(ResultCode.businessError);
    expect((await create({}, people.demo2Teacher)).body.code).toBe(ResultCode.businessError);
    const badKey = { ...inlineQuestions[0]!, key: 'Z' };
    const bad = await create({ questions: [{ question: badKey }] });
    expect(bad.body.msg).toContain('第 1 题');
    expect((await create({ questions: [] })).body.code).toBe(ResultCode.businessError);
    expect((await create({ dueat: iso(suite.clock - 2 * DAY_MS) })).body.code).toBe(
      ResultCode.businessError,
    );
    // Another organisation's bank question is not usable.
    expect((await create({ questions: [{ questionid: 999_999 }] })).body.msg).toContain('第 1 题');
    expect((await create({}, people.liMing)).status).toBe(403);
    expect((await create({ title: 'x'.repeat(101) })).status).toBe(400);
  });

  it('shows nothing to another class, another organisation or a visitor', async () => {
    const { id } = (await create()).body.data;
    expect((await open(id, people.otherClass)).status).toBe(404);
    expect((await open(id, people.demo2)).status).toBe(404);
    expect((await call(suite.app, ApiPath.openAssignment, { id })).status).toBe(401);
    const otherList = await call<AssignmentSummary[]>(
      suite.app,
      ApiPath.myAssignments,
      {},
      people.otherClass.token,
    );
    expect(otherList.body.data.map((item) => item.id)).not.toContain(id);
    expect(
      (await call(suite.app, ApiPath.assignmentDetail, { id }, people.teacher2.token)).status,
    ).toBe(404);
    expect(
      (await call(suite.app, ApiPath.assignmentDetail, { id }, people.demo2Teacher.token)).status,
    ).toBe(404);
    expect(
      (await call(suite.app, ApiPath.assignmentDetail, { id }, people.liMing.token)).status,
    ).toBe(403);
    const list = await call<AssignmentSummary[]>(
      suite.app,
      ApiPath.teacherAssignments,
      {},
      people.teacher2.token,
    );
    expect(list.body.data.map((item) => item.id)).not.toContain(id);
    expect(
      (await mark(id, people.liMing.id, [{ questionid: 1, score: 1 }], people.teacher2)).status,
    ).toBe(404);
    expect((await save(id, 1, {}, people.otherClass)).status).toBe(404);
  });
});

describe('answering', () => {
  it('keeps the newest save when an older one is retried after a dropped connection', async () => {
    const { id } = (await create()).body.data;
    const q = (await open(id)).body.data.questions;
    const newer = await save(id, 2, { [q[0]!.id]: 'B' });
    expect(newer.body.data).toMatchObject({ kept: true, seq: 2 });
    const late = await save(id, 1, { [q[0]!.id]: 'A' });
    expect(late.body.data).toMatchObject({ kept: false, seq: 2 });
    const same = await save(id, 2, { [q[0]!.id]: 'C' });
    expect(same.body.data.kept).toBe(false);
    const opened = (await open(id)).body.data;
    expect(opened.answers[q[0]!.id]).toBe('B');
    expect(opened.status).toBe('draft');
    // Answers that do not fit their question, or of questions not asked, are dropped.
    await save(id, 3, { [q[0]!.id]: 'Z', [q[2]!.id]: true, '999999': 'A' });
    expect((await open(id)).body.data.answers).toEqual({ [q[2]!.id]: true });
    expect((await save(id, 4, { [q[0]!.id]: 'x'.repeat(6000) })).status).toBe(400);
  });

  it('makes one submission of many concurrent submits, and refuses saves after it', async () => {
    const { id } = (await create()).body.data;
    const q = (await open(id, people.siyu)).body.data.questions;
    await save(id, 1, { [q[0]!.id]: 'A' }, people.siyu);
    const results = await Promise.all(Array.from({ length: 8 }, () => submit(id, people.siyu)));
    expect(results.every((result) => result.body.code === ResultCode.ok)).toBe(true);
    const rows = await suite.handle.db
      .select()
      .from(submission)
      .where(and(eq(submission.assignmentId, id), eq(submission.readerId, people.siyu.id)));
    expect(rows).toHaveLength(1);
    // Nothing written in the short answer: nothing waits for the people.teacher.
    expect(rows[0]).toMatchObject({ submitsLeft: 0, status: 'marked' });
    const again = await submit(id, people.siyu, { seq: 9, answers: { [q[0]!.id]: 'B' } });
    expect(again.body.data.answers[q[0]!.id]).toBe('A');
    expect((await save(id, 10, { [q[0]!.id]: 'B' }, people.siyu)).body.msg).toBe(
      '已提交，不能再修改',
    );
  });

  it('refuses homework after its due time', async () => {
    const { id } = (
      await create({ opensat: iso(suite.clock - 3 * DAY_MS), dueat: iso(suite.clock + 1000) })
    ).body.data;
    await open(id);
    suite.clock += 2000;
    try {
      expect((await submit(id)).body.msg).toBe('已过截止时间，不能再作答');
      expect((await save(id, 1, {})).body.msg).toBe('已过截止时间，不能再作答');
    } finally {
      suite.clock -= 2000;
    }
  });

  it('ends an exam at its duration from the student’s start, submitting what was saved', async () => {
    const { id } = (await create({ kind: 'exam', durationminutes: 10 })).body.data;
    const opened = (await open(id)).body.data;
    expect(Date.parse(opened.endsat!) - suite.clock).toBe(10 * 60_000);
    const q = opened.questions;
    await save(id, 1, { [q[0]!.id]: 'A' });
    suite.clock += 11 * 60_000;
    try {
      expect((await save(id, 2, { [q[0]!.id]: 'B' })).body.msg).toBe('已过截止时间，不能再作答');
      const done = await submit(id, people.liMing, { seq: 3, answers: { [q[0]!.id]: 'B' } });
      expect(done.body.code).toBe(ResultCode.ok);
      expect(done.body.data.answers[q[0]!.id]).toBe('A');
    } finally {
      suite.clock -= 11 * 60_000;
    }
  });
});

describe('marking', () => {
  it('marks every type through the API; the student sees marks once all are marked', async () => {
    const { id } = (await create()).body.data;
    const q = (await open(id)).body.data.questions;
    const [single, multiple, trueFalse, matching, short] = q.map((item) => String(item.id));
    const submitted = await submit(id, people.liMing, {
      seq: 1,
      answers: {
        [single!]: 'A',
        [multiple!]: ['A'],
        [trueFalse!]: false,
        [matching!]: asShown(q[3]!, { '1': '1', '2': '3', '3': '2' }),
        [short!]: '孙悟空，因为他勇敢。',
      },
    });
    expect(submitted.body.data).toMatchObject({ status: 'submitted', marks: null, score: null });
    const detail = await call<SubmissionDetail>(
      suite.app,
      ApiPath.submissionDetail,
      { id, readerid: people.liMing.id },
      people.teacher.token,
    );
    expect(detail.body.data.marks[single!]).toMatchObject({ score: 5, correct: true });
    expect(detail.body.data.marks[multiple!]).toMatchObject({ score: 2, correct: false });
    expect(detail.body.data.marks[trueFalse!]).toMatchObject({ score: 0, correct: false });
    expect(detail.body.data.marks[matching!]).toMatchObject({ score: 1, correct: false });
    expect(detail.body.data.marks[short!]).toMatchObject({ score: null });
    expect(detail.body.data.pending).toBe(1);
    expect(
      (await mark(id, people.liMing.id, [{ questionid: Number(short), score: 11 }])).body.msg,
    ).toContain('分数');
    expect(
      (await mark(id, people.siyu.id, [{ questionid: Number(short), score: 1 }])).body.code,
    ).toBe(ResultCode.businessError);
    const marked = await mark(id, people.liMing.id, [
      { questionid: Number(short), score: 8, comment: '理由充分' },
    ]);
    expect(marked.body.data).toMatchObject({ status: 'marked', score: 16, pending: 0 });
    const seen = (await open(id)).body.data;
    expect(seen.score).toBe(16);
    expect(seen.marks?.[short!]).toMatchObject({ score: 8, comment: '理由充分' });
    expect(seen.marks?.[single!]?.key).toBe('A');
    const detailAll = await call<AssignmentDetail>(
      suite.app,
      ApiPath.assignmentDetail,
      { id },
      people.teacher.token,
    );
    const statuses = detailAll.body.data.students.map((s) => [s.readerid, s.status]);
    expect(statuses).toContainEqual([people.liMing.id, 'marked']);
    expect(statuses).toContainEqual([people.siyu.id, 'notstarted']);
    expect(detailAll.body.data.submittedcount).toBe(1);
  });

  it('returns work for revision: the student submits once more, keeping unchanged marks', async () => {
    const { id } = (await create()).body.data;
    const q = (await open(id)).body.data.questions.map((item) => String(item.id));
    await submit(id, people.liMing, { seq: 1, answers: { [q[0]!]: 'B', [q[4]!]: '不知道' } });
    await mark(id, people.liMing.id, [{ questionid: Number(q[4]), score: 2, comment: '再想想' }]);
    const back = await call<SubmissionDetail>(
      suite.app,
      ApiPath.returnSubmission,
      { id, readerid: people.liMing.id },
      people.teacher.token,
    );
    expect(back.body.data.status).toBe('returned');
    const reopened = (await open(id)).body.data;
    expect(reopened).toMatchObject({ status: 'returned', submitsleft: 1 });
    expect(reopened.marks?.[q[4]!]?.comment).toBe('再想想');
    const again = await submit(id, people.liMing, {
      seq: 2,
      answers: { [q[0]!]: 'A', [q[4]!]: '不知道' },
    });
    expect(again.body.data).toMatchObject({ status: 'marked', score: 7 });
    const third = await submit(id, people.liMing, { seq: 3, answers: { [q[0]!]: 'C' } });
    expect(third.body.data.answers[q[0]!]).toBe('A');
    expect(
      (
        await call(
          suite.app,
          ApiPath.returnSubmission,
          { id, readerid: people.siyu.id },
          people.teacher.token,
        )
      ).body.code,
    ).toBe(ResultCode.businessError);
  });
});

describe('statistics', () => {
  it('gives an assignment’s rate, average, distribution and correct rates', async () => {
    const { id } = (await create()).body.data;
    const q = (await open(id)).body.data.questions.map((item) => String(item.id));
    await submit(id, people.liMing, { seq: 1, answers: { [q[0]!]: 'A', [q[2]!]: true } });
    const stats = await call<AssignmentStatistics>(
      suite.app,
      ApiPath.assignmentStatistics,
      { id },
      people.teacher.token,
    );
    expect(stats.body.data).toMatchObject({ submittedcount: 1, average: 10, totalpoints: 30 });
    expect(stats.body.data.submissionrate).toBeCloseTo(1 / stats.body.data.studentcount);
    expect(stats.body.data.distribution.reduce((sum, b) => sum + b.count, 0)).toBe(1);
    expect(stats.body.data.distribution[3]?.count).toBe(1);
    expect(stats.body.data.questions.map((item) => item.correctrate)).toEqual([1, 0, 1, 0, 0]);
    const hidden = await call(
      suite.app,
      ApiPath.assignmentStatistics,
      { id },
      people.teacher2.token,
    );
    expect(hidden.status).toBe(404);
  });

  it('gives a class’s students with submissions and books read, and a CSV for Excel', async () => {
    const stats = await call<ClassStatistics>(
      suite.app,
      ApiPath.classStatistics,
      { departmentid: 1 },
      people.teacher.token,
    );
    const me = stats.body.data.students.find((s) => s.readerid === people.liMing.id);
    expect(me?.submissions).toBeGreaterThan(0);
    expect(stats.body.data.assignments.length).toBeGreaterThan(0);
    expect(
      (await call(suite.app, ApiPath.classStatistics, { departmentid: 2 }, people.teacher.token))
        .body.code,
    ).toBe(ResultCode.businessError);
    expect(
      (await call(suite.app, ApiPath.classStatistics, { departmentid: 1 }, people.liMing.token))
        .status,
    ).toBe(403);
    const csv = await suite.app.inject({
      method: 'GET',
      url: `/api${ApiPath.classStatisticsCsv}?departmentid=1`,
      headers: { authorization: `Bearer ${people.teacher.token}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF学号,姓名')).toBe(true);
    expect(csv.body).toContain('李明');
  });

  it('escapes cells that a spreadsheet would read as formulas', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@x')).toBe(`"'@x"`);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('a"b')).toBe('"a""b"');
  });
});
