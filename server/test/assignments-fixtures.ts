/** Inline questions of every type for the homework suites: 5 points each, 10 the short answer. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  ApiPath,
  type AssignmentQuestion,
  type AssignmentSummary,
  type CreateAssignmentRequest,
  type NewAssignmentQuestion,
  type SaveAnswersResult,
  type StudentAssignment,
  type SubmissionDetail,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { demoQuestions } from '../src/seed/assignments';
import {
  circulationCall as call,
  DAY_MS,
  seededReader,
  type SeededReader,
} from './circulation-fixtures';
import { openTestDatabase, testApp } from './helpers';

export const inlineQuestions: NewAssignmentQuestion[] = demoQuestions.map((item) => ({
  ...item,
  points: item.type === 5 ? 10 : 5,
}));

const iso = (ms: number) => new Date(ms).toISOString();

/** The seeded people the homework suites act as: reader code and organisation. */
const HOMEWORK_PEOPLE = {
  /** 李明 of 初二(3)班, the default student. */
  liMing: ['20230001', 1],
  siyu: ['20230002', 1],
  zhouHang: ['20230005', 1],
  /** A student of 初一(1)班: none of 初二(3)班's work is theirs. */
  otherClass: ['20230003', 1],
  /** 王芳, who teaches 初二(3)班. */
  teacher: ['T0001', 1],
  teacher2: ['T0002', 1],
  demo2: ['20230001', 2],
  demo2Teacher: ['T0001', 2],
} as const;

export interface HomeworkSuite {
  handle: DatabaseHandle;
  app: FastifyInstance;
  /** The server's now, which a test may move (an exam's time running out). */
  clock: number;
  people: Record<keyof typeof HOMEWORK_PEOPLE, SeededReader>;
}

/**
 * A homework suite's server: a seeded database, an app on the suite's movable clock and a
 * logged-in session for each of the people. Opened before the file's tests, closed after.
 */
export function openHomeworkSuite(): HomeworkSuite {
  const suite = { clock: Date.now(), people: {} } as HomeworkSuite;
  beforeAll(async () => {
    suite.handle = await openTestDatabase();
    suite.app = await testApp(suite.handle, { now: () => suite.clock });
    for (const [name, [code, orgId]] of Object.entries(HOMEWORK_PEOPLE)) {
      suite.people[name as keyof typeof HOMEWORK_PEOPLE] = await seededReader(
        suite.handle.db,
        code,
        orgId,
      );
    }
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.handle?.close();
  });
  return suite;
}

/** The homework calls of the suites, for a teacher and a default student, at the suite's clock. */
export function assignmentCalls(
  app: () => FastifyInstance,
  clock: () => number,
  teacher: () => SeededReader,
  student: () => SeededReader,
) {
  return {
    create: async (body: Partial<CreateAssignmentRequest> = {}, who = teacher()) =>
      call<AssignmentSummary>(
        app(),
        ApiPath.createAssignment,
        {
          kind: 'homework',
          title: '第三章练习',
          departmentid: 1,
          opensat: iso(clock() - DAY_MS),
          dueat: iso(clock() + DAY_MS),
          questions: inlineQuestions.map((question) => ({ question })),
          ...body,
        },
        who.token,
      ),
    open: async (id: number, who = student()) =>
      call<StudentAssignment>(app(), ApiPath.openAssignment, { id }, who.token),
    save: async (id: number, seq: number, answers: object, who = student()) =>
      call<SaveAnswersResult>(app(), ApiPath.saveAnswers, { id, seq, answers }, who.token),
    submit: async (id: number, who = student(), body: object = {}) =>
      call<StudentAssignment>(app(), ApiPath.submitAssignment, { id, ...body }, who.token),
    mark: async (id: number, readerid: number, marks: object[], who = teacher()) =>
      call<SubmissionDetail>(app(), ApiPath.markSubmission, { id, readerid, marks }, who.token),
  };
}

/**
 * A matching answer given in the bank's pairs (left index → index of the right it meant),
 * written as the student must send it: with the indexes their shuffled right column shows.
 */
export function asShown(
  shown: AssignmentQuestion,
  pairs: Record<string, string>,
): Record<string, string> {
  const matching = demoQuestions.find((item) => item.type === 4)!;
  const rightOf = (index: string) =>
    matching.stems.find((stem) => stem.index === index)?.rightcontent;
  const labelOf = (content: string | undefined) =>
    shown.stems.find((stem) => stem.rightcontent === content)?.index ?? '';
  return Object.fromEntries(
    Object.entries(pairs).map(([left, right]) => [left, labelOf(rightOf(right))]),
  );
}
