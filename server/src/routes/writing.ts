import { Type } from 'typebox';
import {
  ApiPath,
  MAX_WRITING_BODY,
  MAX_WRITING_BOOK_TITLE,
  MAX_WRITING_COMMENT,
  MAX_WRITING_EXCERPT,
  MAX_WRITING_PAGE_SIZE,
  MAX_WRITING_SCORE,
  MAX_WRITING_TITLE,
  ResultCode,
  WRITING_KINDS,
  WRITING_STATUSES,
  type Envelope,
  type TeacherWriting,
  type TeacherWritingPage,
  type Writing,
  type WritingPage,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError } from '../http/errors';
import type { MessageKey } from '../http/messages';
import { Id, Int, Text } from '../http/schemas';
import {
  markWriting,
  ownWriting,
  saveWriting,
  submitWriting,
  teacherWriting,
  teacherWritingPage,
  toWriting,
  writingPage,
} from '../queries/writing';
import { readerWriteLimit } from './rate-limit';

const Kind = () => Type.Union(WRITING_KINDS.map((kind) => Type.Literal(kind)));
const Status = (values: readonly string[]) =>
  Type.Union(values.map((status) => Type.Literal(status)));
const Paging = {
  index: Type.Optional(Int(1, 100_000)),
  pagesize: Type.Optional(Int(1, MAX_WRITING_PAGE_SIZE)),
};

const ListBody = Type.Object({
  kind: Kind(),
  status: Type.Optional(Status(WRITING_STATUSES)),
  ...Paging,
});
const IdBody = Type.Object({ id: Id() });
const SaveBody = Type.Object({
  id: Type.Optional(Id()),
  draftkey: Type.Optional(
    Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      maxLength: 36,
    }),
  ),
  kind: Kind(),
  title: Text(MAX_WRITING_TITLE),
  body: Text(MAX_WRITING_BODY),
  bookid: Type.Optional(Id()),
  booktitle: Type.Optional(Text(MAX_WRITING_BOOK_TITLE)),
  excerpt: Type.Optional(Text(MAX_WRITING_EXCERPT)),
});
const TeacherListBody = Type.Object({
  kind: Type.Optional(Kind()),
  status: Type.Optional(Status(WRITING_STATUSES.filter((status) => status !== 'draft'))),
  departmentid: Type.Optional(Id()),
  ...Paging,
});
const MarkBody = Type.Object({
  id: Id(),
  score: Int(0, MAX_WRITING_SCORE),
  comment: Text(MAX_WRITING_COMMENT),
});
const ReturnBody = Type.Object({ id: Id(), comment: Text(MAX_WRITING_COMMENT) });

const refusal = (key: MessageKey) => new ApiError(200, ResultCode.businessError, key);

const refusals = {
  notFound: 'writingNotFound',
  locked: 'writingLocked',
  bookNotFound: 'writingBookNotFound',
  alreadySubmitted: 'writingAlreadySubmitted',
  incomplete: 'writingIncomplete',
  notSubmitted: 'writingNotSubmitted',
} as const satisfies Record<string, MessageKey>;

function settled<T>(outcome: { ok: T } | { refused: keyof typeof refusals }): T {
  if ('ok' in outcome) return outcome.ok;
  throw refusal(refusals[outcome.refused]);
}

/**
 * Compositions and reading notes (/student-writting, /student-composition,
 * /student-reading-notes): the student's own; the teacher marks those of the classes they
 * manage (queries/departments.ts) and nothing else.
 */
export const writingRoutes: RoutePlugin = async (app, { ctx }) => {
  const students = requireRole('student');
  const teachers = requireRole('teacher');

  app.post(
    ApiPath.writingList,
    { schema: { body: ListBody }, preHandler: students },
    async (request): Promise<Envelope<WritingPage>> => {
      const { orgId, readerId } = authOf(request);
      const { kind, status, index = 1, pagesize = 20 } = request.body;
      return ok(
        request,
        await writingPage(ctx.db, orgId, readerId, { kind, status }, index, pagesize),
      );
    },
  );

  app.post(
    ApiPath.writingDetail,
    { schema: { body: IdBody }, preHandler: students },
    async (request): Promise<Envelope<Writing>> => {
      const { orgId, readerId } = authOf(request);
      const row = await ownWriting(ctx.db, orgId, readerId, request.body.id);
      if (!row) throw refusal('writingNotFound');
      return ok(request, toWriting(row));
    },
  );

  app.post(
    ApiPath.writingSave,
    { schema: { body: SaveBody }, preHandler: [students, readerWriteLimit(ctx, 'writingSaves')] },
    async (request): Promise<Envelope<Writing>> => {
      const { orgId, readerId } = authOf(request);
      return ok(request, settled(await saveWriting(ctx.db, orgId, readerId, request.body)));
    },
  );

  app.post(
    ApiPath.writingSubmit,
    { schema: { body: IdBody }, preHandler: [students, readerWriteLimit(ctx, 'writingSaves')] },
    async (request): Promise<Envelope<Writing>> => {
      const { orgId, readerId } = authOf(request);
      return ok(request, settled(await submitWriting(ctx.db, orgId, readerId, request.body.id)));
    },
  );

  app.post(
    ApiPath.teacherWritingList,
    { schema: { body: TeacherListBody }, preHandler: teachers },
    async (request): Promise<Envelope<TeacherWritingPage>> => {
      const { orgId, readerId } = authOf(request);
      const { index = 1, pagesize = 20, ...filter } = request.body;
      return ok(
        request,
        await teacherWritingPage(ctx.db, orgId, readerId, filter, index, pagesize),
      );
    },
  );

  app.post(
    ApiPath.teacherWritingDetail,
    { schema: { body: IdBody }, preHandler: teachers },
    async (request): Promise<Envelope<TeacherWriting>> => {
      const { orgId, readerId } = authOf(request);
      const found = await teacherWriting(ctx.db, orgId, readerId, request.body.id);
      if (!found) throw refusal('writingNotFound');
      return ok(request, found);
    },
  );

  const markGuard = [teachers, readerWriteLimit(ctx, 'writingMarks')];
  app.post(
    ApiPath.teacherWritingMark,
    { schema: { body: MarkBody }, preHandler: markGuard },
    async (request): Promise<Envelope<TeacherWriting>> => {
      const { orgId, readerId } = authOf(request);
      const { id, score, comment } = request.body;
      return ok(
        request,
        settled(await markWriting(ctx.db, orgId, readerId, id, score, comment.trim())),
      );
    },
  );

  app.post(
    ApiPath.teacherWritingReturn,
    { schema: { body: ReturnBody }, preHandler: markGuard },
    async (request): Promise<Envelope<TeacherWriting>> => {
      const { orgId, readerId } = authOf(request);
      const { id, comment } = request.body;
      return ok(
        request,
        settled(await markWriting(ctx.db, orgId, readerId, id, null, comment.trim())),
      );
    },
  );
};
