/** Inline questions of every type for the homework suites: 5 points each, 10 the short answer. */
import type { FastifyInstance } from 'fastify';
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
import { demoQuestions } from '../src/seed/assignments';
import { circulationCall as call, DAY_MS, type SeededReader } from './circulation-fixtures';

export const inlineQuestions: NewAssignmentQuestion[] = demoQuestions.map((item) => ({
  ...item,
  points: item.type === 5 ? 10 : 5,
}));

const iso = (ms: number) => new Date(ms).toISOString();

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
