import { Type } from 'typebox';
import {
  ApiPath,
  MAX_ASSIGNMENT_QUESTIONS,
  MAX_ASSIGNMENT_TITLE,
  MAX_EXAM_MINUTES,
  MAX_MARK_COMMENT,
  MAX_QUESTION_POINTS,
  MAX_QUESTION_TITLE,
  MAX_STEM_CONTENT,
  MAX_STEMS,
  QUESTION_TYPES,
  type AssignmentDetail,
  type AssignmentSummary,
  type CreateAssignmentRequest,
  type Envelope,
  type QuestionPickPage,
  type SubmissionDetail,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { Id, Int, OptionalBody, Text } from '../http/schemas';
import { checkedQuestion } from '../marking';
import { managedDepartmentIds, teacherManages } from '../queries/departments';
import { settleTimedOutExams } from '../queries/exam-timeout';
import {
  assignmentById,
  assignmentSummary,
  bookOfOrg,
  questionPicks,
  teacherAssignments,
  usableQuestions,
} from '../queries/assignments';
import {
  assignmentDetail,
  createAssignment,
  markWork,
  returnWork,
  studentWork,
  submissionDetail,
  type PlannedQuestion,
} from '../queries/assignment-teacher';
import { notFoundAssignment, refusal } from './assignments';
import { readerWriteLimit } from './rate-limit';

const Stem = Type.Object({
  index: Text(8),
  content: Text(MAX_STEM_CONTENT),
  leftcontent: Type.Optional(Text(MAX_STEM_CONTENT)),
  rightcontent: Type.Optional(Text(MAX_STEM_CONTENT)),
});
const InlineQuestion = Type.Object({
  type: Type.Union(QUESTION_TYPES.map((type) => Type.Literal(type))),
  title: Text(MAX_QUESTION_TITLE),
  stems: Type.Array(Stem, { maxItems: MAX_STEMS }),
  key: Type.Union([
    Text(MAX_QUESTION_TITLE),
    Type.Array(Text(8), { maxItems: MAX_STEMS }),
    Type.Boolean(),
    Type.Record(Type.String({ maxLength: 8 }), Text(8), { maxProperties: MAX_STEMS }),
  ]),
  points: Int(1, MAX_QUESTION_POINTS),
  explanation: Type.Optional(Text(MAX_QUESTION_TITLE)),
});
const Iso = () => Type.String({ format: 'date-time', maxLength: 40 });
const CreateBody = Type.Object({
  kind: Type.Union([Type.Literal('homework'), Type.Literal('exam')]),
  title: Text(MAX_ASSIGNMENT_TITLE),
  departmentid: Id(),
  bookid: Type.Optional(Id()),
  opensat: Iso(),
  dueat: Iso(),
  durationminutes: Type.Optional(Int(1, MAX_EXAM_MINUTES)),
  questions: Type.Array(
    Type.Object({
      questionid: Type.Optional(Id()),
      question: Type.Optional(InlineQuestion),
      points: Type.Optional(Int(1, MAX_QUESTION_POINTS)),
    }),
    { maxItems: MAX_ASSIGNMENT_QUESTIONS },
  ),
});
const IdBody = Type.Object({ id: Id() });
const StudentBody = Type.Object({ id: Id(), readerid: Id() });
const MarkBody = Type.Object({
  id: Id(),
  readerid: Id(),
  marks: Type.Array(
    Type.Object({
      questionid: Id(),
      score: Int(0, MAX_QUESTION_POINTS),
      comment: Type.Optional(Text(MAX_MARK_COMMENT)),
    }),
    { minItems: 1, maxItems: MAX_ASSIGNMENT_QUESTIONS },
  ),
});
const PickBody = OptionalBody(
  Type.Object({
    keyword: Type.Optional(Text(50)),
    index: Type.Optional(Int(1, 10_000)),
    pagesize: Type.Optional(Int(1, 100)),
  }),
);

/** The assignment if it is of a class the teacher manages; else 404. */
export async function managedAssignment(
  ctx: AppContext,
  orgId: number,
  teacherId: number,
  id: number,
) {
  const work = await assignmentById(ctx.db, orgId, id);
  if (!work || !(await teacherManages(ctx.db, orgId, teacherId, work.departmentId))) {
    throw notFoundAssignment();
  }
  // Every teacher's read of an assignment sees timed-out exams as submitted.
  await settleTimedOutExams(ctx.db, orgId, { assignmentId: work.id }, new Date(ctx.now()));
  return work;
}

/** Bank ids the teacher may use and inline questions that can be asked, in order. */
async function plannedQuestions(
  ctx: AppContext,
  orgId: number,
  teacherId: number,
  items: CreateAssignmentRequest['questions'],
): Promise<PlannedQuestion[]> {
  if (items.length === 0) throw refusal('assignmentNoQuestions');
  const ids = items.flatMap((item) => (item.questionid ? [item.questionid] : []));
  const bank = await usableQuestions(ctx.db, orgId, teacherId, ids);
  const seen = new Set<number>();
  return items.map((item, i) => {
    const bad = (reason: string) => refusal('assignmentBadQuestion', { n: String(i + 1), reason });
    if (item.questionid !== undefined) {
      const points = bank.get(item.questionid);
      if (points === undefined || seen.has(item.questionid)) throw bad('id');
      seen.add(item.questionid);
      return { questionId: item.questionid, points: item.points ?? points };
    }
    if (!item.question) throw bad('question');
    const { explanation = '', ...input } = item.question;
    const checked = checkedQuestion(input);
    if ('problem' in checked) throw bad(checked.problem);
    return { inline: { ...checked.ok, explanation }, points: item.points ?? checked.ok.points };
  });
}

/** Homework and exams, the teacher's side: every call limited to the classes they manage. */
export const assignmentTeacherRoutes: RoutePlugin = async (app, { ctx }) => {
  const teachersOnly = requireRole('teacher');
  const writeGuard = [teachersOnly, readerWriteLimit(ctx, 'homeworkChanges')];

  app.post(
    ApiPath.teacherAssignments,
    { preHandler: teachersOnly },
    async (request): Promise<Envelope<AssignmentSummary[]>> => {
      const { orgId, readerId } = authOf(request);
      const managed = await managedDepartmentIds(ctx.db, orgId, readerId);
      await settleTimedOutExams(ctx.db, orgId, { departmentIds: managed }, new Date(ctx.now()));
      return ok(request, await teacherAssignments(ctx.db, orgId, managed));
    },
  );

  app.post(
    ApiPath.questionPicks,
    { schema: { body: PickBody }, preHandler: teachersOnly },
    async (request): Promise<Envelope<QuestionPickPage>> => {
      const { orgId, readerId } = authOf(request);
      const { keyword = '', index = 1, pagesize = 20 } = request.body ?? {};
      return ok(
        request,
        await questionPicks(ctx.db, orgId, readerId, keyword.trim(), index, pagesize),
      );
    },
  );

  app.post(
    ApiPath.createAssignment,
    { schema: { body: CreateBody }, preHandler: writeGuard },
    async (request): Promise<Envelope<AssignmentSummary>> => {
      const { orgId, readerId } = authOf(request);
      const body = request.body;
      if (!(await teacherManages(ctx.db, orgId, readerId, body.departmentid))) {
        throw refusal('departmentNotFound');
      }
      if (body.title.trim() === '')
        throw refusal('assignmentBadQuestion', { n: '0', reason: 'title' });
      if (Date.parse(body.dueat) <= Date.parse(body.opensat)) throw refusal('assignmentBadDates');
      if (body.bookid !== undefined && !(await bookOfOrg(ctx.db, orgId, body.bookid))) {
        throw refusal('assignmentBookNotFound');
      }
      const planned = await plannedQuestions(ctx, orgId, readerId, body.questions);
      const id = await createAssignment(ctx.db, orgId, readerId, body, planned);
      const summary = await assignmentSummary(ctx.db, orgId, id);
      return ok(request, summary!);
    },
  );

  app.post(
    ApiPath.assignmentDetail,
    { schema: { body: IdBody }, preHandler: teachersOnly },
    async (request): Promise<Envelope<AssignmentDetail>> => {
      const { orgId, readerId } = authOf(request);
      const work = await managedAssignment(ctx, orgId, readerId, request.body.id);
      return ok(request, await assignmentDetail(ctx.db, orgId, work));
    },
  );

  /** The student of the assignment's class named in the body, with their row. */
  const studentOf = async (orgId: number, teacherId: number, id: number, studentId: number) => {
    const work = await managedAssignment(ctx, orgId, teacherId, id);
    const found = await studentWork(ctx.db, orgId, work, studentId);
    if (!found) throw refusal('assignmentStudentNotFound');
    return { work, ...found };
  };

  app.post(
    ApiPath.submissionDetail,
    { schema: { body: StudentBody }, preHandler: teachersOnly },
    async (request): Promise<Envelope<SubmissionDetail>> => {
      const { orgId, readerId } = authOf(request);
      const { student, row } = await studentOf(
        orgId,
        readerId,
        request.body.id,
        request.body.readerid,
      );
      return ok(request, submissionDetail(student, row));
    },
  );

  app.post(
    ApiPath.markSubmission,
    { schema: { body: MarkBody }, preHandler: writeGuard },
    async (request): Promise<Envelope<SubmissionDetail>> => {
      const { orgId, readerId } = authOf(request);
      const { id, readerid, marks } = request.body;
      const { work, student, row } = await studentOf(orgId, readerId, id, readerid);
      if (!row) throw refusal('assignmentNotSubmitted');
      const outcome = await markWork(ctx.db, work, row, marks);
      if ('refused' in outcome) {
        throw refusal(
          outcome.refused === 'notSubmitted'
            ? 'assignmentNotSubmitted'
            : outcome.refused === 'score'
              ? 'assignmentBadScore'
              : 'assignmentBadQuestion',
          { n: '', reason: outcome.refused },
        );
      }
      return ok(request, submissionDetail(student, outcome.row));
    },
  );

  app.post(
    ApiPath.returnSubmission,
    { schema: { body: StudentBody }, preHandler: writeGuard },
    async (request): Promise<Envelope<SubmissionDetail>> => {
      const { orgId, readerId } = authOf(request);
      const { student, row } = await studentOf(
        orgId,
        readerId,
        request.body.id,
        request.body.readerid,
      );
      const returned = row ? await returnWork(ctx.db, row) : undefined;
      if (!returned) throw refusal('assignmentNotSubmitted');
      return ok(request, submissionDetail(student, returned));
    },
  );
};
