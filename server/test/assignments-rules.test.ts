/**
 * The rules of set work: questions copied when set, matching rights shuffled per student with
 * no key before marking, and an exam that times out counted as submitted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type AssignmentDetail,
  type AssignmentStatistics,
  type AssignmentSummary,
  type ListedQuestion,
  type QuestionWrite,
} from '../../src/core/api/contract';
import { assignmentQuestion, submission } from '../src/db/tables/assignments';
import { question } from '../src/db/tables/questions';
import { rightShuffle } from '../src/marking/matching';
import { migrationsDir } from '../src/paths';
import { demoQuestions } from '../src/seed/assignments';
import { openTeachingSuite } from './teaching-suite';
import { circulationCall as call } from './circulation-fixtures';
import { asShown, assignmentCalls } from './assignments-fixtures';

const suite = openTeachingSuite();
const { people } = suite;

const { create, open, save, submit } = assignmentCalls(
  () => suite.app,
  () => suite.clock,
  () => people.teacher,
  () => people.liMing,
);
const detail = async (id: number, who = people.teacher) =>
  call<AssignmentDetail>(suite.app, ApiPath.assignmentDetail, { id }, who.token);
const [single, , trueFalse, matching] = demoQuestions;

describe('questions copied when set', () => {
  it('keeps the stem and key as set when the bank question is edited or deleted', async () => {
    const { id } = (await create()).body.data;
    const bankIds = (await detail(id)).body.data.questions.map((item) => item.id);
    const edit: QuestionWrite = {
      ...single!,
      id: bankIds[0],
      title: '改过的题干',
      key: 'B',
      points: 5,
      difficulty: 2,
      shared: true,
    };
    expect(
      (await call(suite.app, ApiPath.questionUpdate, edit, people.teacher.token)).body.code,
    ).toBe(ResultCode.ok);
    const gone = await call(
      suite.app,
      ApiPath.questionDelete,
      { id: bankIds[2] },
      people.teacher.token,
    );
    expect(gone.body.code).toBe(ResultCode.ok);

    const seen = (await open(id)).body.data;
    expect(seen.questions).toHaveLength(5);
    expect(seen.questions[0]!.title).toBe(single!.title);
    expect(seen.questions[2]!.title).toBe(trueFalse!.title);
    const done = await submit(id, people.liMing, {
      seq: 1,
      answers: { [bankIds[0]!]: 'A', [bankIds[2]!]: true },
    });
    expect(done.body.data.status).toBe('marked');
    expect(done.body.data.marks?.[bankIds[0]!]).toMatchObject({
      score: 5,
      correct: true,
      key: 'A',
    });
    expect(done.body.data.score).toBe(10);

    // Homework set after the edit asks the edited question.
    const later = (await create({ questions: [{ questionid: bankIds[0]! }] })).body.data;
    expect((await open(later.id)).body.data.questions[0]!.title).toBe('改过的题干');
  });

  it('reads an old row from the bank until the migration’s backfill copies it', async () => {
    const { id } = (await create()).body.data;
    const bankId = (await detail(id)).body.data.questions[0]!.id;
    const blank = { type: null, title: null, stems: null, key: null, explanation: null };
    await suite.handle.db
      .update(assignmentQuestion)
      .set(blank)
      .where(eq(assignmentQuestion.assignmentId, id));
    expect((await open(id)).body.data.questions[0]!.title).toBe(single!.title);
    // The hand-appended statement of 0022: the last one of the file.
    const migration = readFileSync(join(migrationsDir, '0022_question_snapshot.sql'), 'utf8');
    await suite.handle.db.execute(sql.raw(migration.split('--> statement-breakpoint').at(-1)!));
    await suite.handle.db
      .update(question)
      .set({ title: '迁移后改的' })
      .where(eq(question.id, bankId));
    expect((await open(id)).body.data.questions[0]!.title).toBe(single!.title);
  });

  it('copies nothing of another organisation’s bank', async () => {
    const { id } = (await create()).body.data;
    const bankId = (await detail(id)).body.data.questions[0]!.id;
    // In DEMO2's own class, so the refusal is the question's, not the class's.
    const theirs = await create(
      { departmentid: 4, questions: [{ questionid: bankId }] },
      people.demo2Teacher,
    );
    expect(theirs.body.msg).toContain('第 1 题');
  });
});

describe('a question written while setting homework', () => {
  it('is the author’s own in the bank, picked by them and by no other people.teacher', async () => {
    const write: QuestionWrite = {
      ...trueFalse!,
      title: '唐僧骑的是白龙马。',
      points: 4,
      difficulty: 1,
      shared: false,
    };
    const added = await call<ListedQuestion>(
      suite.app,
      ApiPath.questionAdd,
      write,
      people.teacher.token,
    );
    expect(added.body.data).toMatchObject({ mine: true, shared: false });
    const [row] = await suite.handle.db
      .select()
      .from(question)
      .where(eq(question.id, added.body.data.id));
    expect(row?.authorId).toBe(people.teacher.id);
    const set = await create({ questions: [{ questionid: added.body.data.id }] });
    expect(set.body.data).toMatchObject({ questioncount: 1, totalpoints: 4 });
    // Another people.teacher, in a class of their own: the private question is not theirs to pick.
    const theirs = await create(
      { departmentid: 2, questions: [{ questionid: added.body.data.id }] },
      people.teacher2,
    );
    expect(theirs.body.msg).toContain('第 1 题');
  });
});

describe('matching shuffled, keys kept back', () => {
  it('shows the rights in an order other than the key’s, the same on every reload', async () => {
    const { id } = (await create()).body.data;
    const first = (await open(id)).body.data.questions[3]!;
    const again = (await open(id)).body.data.questions[3]!;
    const bankOrder = matching!.stems.map((stem) => stem.rightcontent);
    expect(first.stems.map((stem) => stem.rightcontent)).not.toEqual(bankOrder);
    expect([...first.stems.map((stem) => stem.rightcontent)].sort()).toEqual([...bankOrder].sort());
    expect(again.stems).toEqual(first.stems);
    // The lefts stay where they are; each index's own right is not (generally) beside it.
    expect(first.stems.map((stem) => stem.leftcontent)).toEqual(
      matching!.stems.map((stem) => stem.leftcontent),
    );
  });

  it('never shuffles to the key’s own order', () => {
    for (let n = 0; n < 200; n++) {
      const shown = rightShuffle(['1', '2'], `seed-${n}`);
      expect(shown.get('1')).toBe('2');
    }
  });

  it('sends no key before marking, marks a shuffled pairing right, and shows the key after', async () => {
    const { id } = (await create()).body.data;
    const opened = (await open(id)).body.data;
    const q = opened.questions;
    const text = JSON.stringify(opened);
    expect(text).not.toContain('"key"');
    expect(text).not.toContain(single!.explanation);
    const right = asShown(q[3]!, { '1': '1', '2': '2', '3': '3' });
    await save(id, 1, { [q[3]!.id]: right, [q[4]!.id]: '孙悟空' });
    expect((await open(id)).body.data.answers[q[3]!.id]).toEqual(right);
    const submitted = (await submit(id)).body.data;
    // A short answer waits for the teacher: still no key of any question.
    expect(submitted.status).toBe('submitted');
    expect(JSON.stringify(submitted)).not.toContain('"key"');
    const row = await suite.handle.db
      .select()
      .from(submission)
      .where(and(eq(submission.assignmentId, id), eq(submission.readerId, people.liMing.id)));
    expect(row[0]!.answers[q[3]!.id]).toEqual({ '1': '1', '2': '2', '3': '3' });
    expect(row[0]!.marks[q[3]!.id]).toMatchObject({ score: 5, correct: true });
    await call(
      suite.app,
      ApiPath.markSubmission,
      { id, readerid: people.liMing.id, marks: [{ questionid: q[4]!.id, score: 5 }] },
      people.teacher.token,
    );
    const marked = (await open(id)).body.data;
    expect(marked.marks?.[q[3]!.id]?.key).toEqual(right);
  });

  it('drops a pairing that names a right the student was not shown', async () => {
    const { id } = (await create()).body.data;
    const q = (await open(id, people.siyu)).body.data.questions;
    await save(id, 1, { [q[3]!.id]: { '1': '9' } }, people.siyu);
    expect((await open(id, people.siyu)).body.data.answers).toEqual({});
  });
});

describe('an exam that times out', () => {
  it('counts as submitted with the last saved answers when the people.teacher or student next reads', async () => {
    const { id } = (await create({ kind: 'exam', durationminutes: 10 })).body.data;
    const startedAt = suite.clock;
    const q = (await open(id)).body.data.questions;
    await save(id, 1, { [q[0]!.id]: 'A', [q[1]!.id]: ['C'] });
    const clockBefore = suite.clock;
    try {
      suite.clock += 5 * 60_000;
      const during = (await detail(id)).body.data.students.find(
        (s) => s.readerid === people.liMing.id,
      );
      expect(during?.status).toBe('draft');
      suite.clock = startedAt + 10 * 60_000 + 31_000;
      const after = (await detail(id)).body.data;
      const mine = after.students.find((s) => s.readerid === people.liMing.id);
      expect(mine).toMatchObject({ status: 'marked', score: 5 });
      expect(after.submittedcount).toBe(1);
      const rows = await suite.handle.db
        .select()
        .from(submission)
        .where(and(eq(submission.assignmentId, id), eq(submission.readerId, people.liMing.id)));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.submittedAt?.getTime()).toBe(startedAt + 10 * 60_000);
      const seen = (await open(id)).body.data;
      expect(seen).toMatchObject({ status: 'marked', score: 5, submitsleft: 0 });
      // A click that arrives late changes nothing.
      const late = await submit(id, people.liMing, { seq: 2, answers: { [q[0]!.id]: 'B' } });
      expect(late.body.data.answers[q[0]!.id]).toBe('A');
      const stats = await call<AssignmentStatistics>(
        suite.app,
        ApiPath.assignmentStatistics,
        { id },
        people.teacher.token,
      );
      expect(stats.body.data.submittedcount).toBe(1);
    } finally {
      suite.clock = clockBefore;
    }
  });

  it('settles a student’s timed-out exam when they list their work, and no one else’s', async () => {
    const { id } = (await create({ kind: 'exam', durationminutes: 5 })).body.data;
    await open(id);
    await open(id, people.siyu);
    const clockBefore = suite.clock;
    try {
      suite.clock += 6 * 60_000;
      const mine = await call<AssignmentSummary[]>(
        suite.app,
        ApiPath.myAssignments,
        {},
        people.liMing.token,
      );
      expect(mine.body.data.find((item) => item.id === id)?.status).toBe('marked');
      const rows = await suite.handle.db
        .select()
        .from(submission)
        .where(eq(submission.assignmentId, id));
      expect(rows.find((row) => row.readerId === people.siyu.id)?.status).toBe('draft');
      // Another organisation's people.teacher reading the assignment settles nothing (and sees nothing).
      expect((await detail(id, people.demo2Teacher)).status).toBe(404);
      const still = await suite.handle.db
        .select()
        .from(submission)
        .where(eq(submission.assignmentId, id));
      expect(still.find((row) => row.readerId === people.siyu.id)?.status).toBe('draft');
    } finally {
      suite.clock = clockBefore;
    }
  });
});
