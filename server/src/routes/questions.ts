import { Type, type Static } from 'typebox';
import {
  ApiPath,
  MAX_IMPORT_BYTES,
  MAX_QUESTION_EXPLANATION,
  MAX_QUESTION_PAGE_SIZE,
  MAX_QUESTION_SEARCH,
  MAX_QUESTION_TAG,
  MAX_QUESTION_TAGS,
  ResultCode,
  type Envelope,
  type ListedQuestion,
  type QuestionImportResult,
  type QuestionListRequest,
  type QuestionPage,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, notFound } from '../http/errors';
import { requestLang, type MessageKey } from '../http/messages';
import { Id, Int, OptionalBody, Text } from '../http/schemas';
import { checkedQuestion } from '../marking';
import {
  addQuestions,
  bankQuestion,
  bookInOrganization,
  collectQuestion,
  deleteQuestion,
  questionPage,
  uncollectQuestion,
  updateQuestion,
  type StoredQuestion,
} from '../queries/questions';
import { ImportRefusal, importQuestions } from '../questions/import';
import { templateCsv } from '../questions/import-rows';
import { problemMessage } from '../questions/problems';
import { QuestionSchemas } from './question-schemas';
import { readerWriteLimit } from './rate-limit';

const refusal = (key: MessageKey, params?: Record<string, string>) =>
  new ApiError(200, ResultCode.businessError, key, params);

const ListBody = OptionalBody(
  Type.Object({
    index: Type.Optional(Int(1, 100_000)),
    pagesize: Type.Optional(Int(1, MAX_QUESTION_PAGE_SIZE)),
    scope: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('mine'), Type.Literal('shared')]),
    ),
    bookid: Type.Optional(Id()),
    type: Type.Optional(Int(1, 5)),
    difficulty: Type.Optional(Int(1, 3)),
    tag: Type.Optional(Text(MAX_QUESTION_TAG)),
    text: Type.Optional(Text(MAX_QUESTION_SEARCH)),
  }),
);
const WriteBody = Type.Object({
  id: Type.Optional(Id()),
  type: Int(1, 5),
  title: QuestionSchemas.title,
  stems: QuestionSchemas.stems,
  key: QuestionSchemas.key,
  points: Type.Integer({ minimum: -1000, maximum: 1000 }),
  explanation: Type.Optional(Text(MAX_QUESTION_EXPLANATION)),
  bookid: Type.Optional(Type.Union([Id(), Type.Null()])),
  difficulty: Int(1, 3),
  tags: Type.Optional(Type.Array(Text(MAX_QUESTION_TAG), { maxItems: MAX_QUESTION_TAGS })),
  shared: Type.Boolean(),
});
type WriteInput = Static<typeof WriteBody>;
const IdBody = Type.Object({ id: Id() });
// Base64 of at most MAX_IMPORT_BYTES, and a little more so an oversized file gets its message.
const BASE64_LIMIT = Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 1024;
const ImportBody = Type.Object({
  filename: Text(200),
  content: Type.String({ maxLength: BASE64_LIMIT + 64 * 1024, pattern: '^[A-Za-z0-9+/=\\s]*$' }),
  shared: Type.Optional(Type.Boolean()),
});

/** The teacher's input checked: the question's shape, its tags and its book. */
async function storedOf(
  db: Parameters<typeof bookInOrganization>[0],
  orgId: number,
  body: WriteInput,
): Promise<StoredQuestion> {
  const checked = checkedQuestion({
    type: body.type as StoredQuestion['type'],
    title: body.title,
    stems: body.stems.map((stem) => ({ ...stem, content: stem.content ?? '' })),
    key: body.key,
    points: body.points,
  });
  if ('problem' in checked) throw refusal(problemMessage[checked.problem]);
  const tags = [...new Set((body.tags ?? []).map((tag) => tag.trim()).filter(Boolean))];
  const bookId = body.bookid ?? null;
  if (bookId !== null && !(await bookInOrganization(db, orgId, bookId))) {
    throw refusal('questionBookNotFound');
  }
  return {
    ...checked.ok,
    explanation: body.explanation?.trim() ?? '',
    bookId,
    difficulty: body.difficulty as 1 | 2 | 3,
    tags,
    shared: body.shared,
  };
}

/** The question bank (teacher area "My Questions", "My Collect"): teachers only. */
export const questionRoutes: RoutePlugin = async (app, { ctx }) => {
  const teachers = requireRole('teacher');
  const changes = [teachers, readerWriteLimit(ctx, 'questionChanges')];
  const collects = [teachers, readerWriteLimit(ctx, 'questionCollects')];
  const scopeOf = (request: Parameters<typeof authOf>[0]) => {
    const { orgId, readerId } = authOf(request);
    return { orgId, readerId };
  };
  const shown = async (request: Parameters<typeof authOf>[0], id: number) => {
    const question = await bankQuestion(ctx.db, scopeOf(request), id);
    if (!question) throw notFound('questionNotFound');
    return question;
  };

  for (const [path, collected] of [
    [ApiPath.questionList, false],
    [ApiPath.questionCollectList, true],
  ] as const) {
    app.post(
      path,
      { schema: { body: ListBody }, preHandler: teachers },
      async (request): Promise<Envelope<QuestionPage>> => {
        // The schema bounds type and difficulty to the contract's values.
        const filter = (request.body ?? {}) as QuestionListRequest;
        return ok(request, await questionPage(ctx.db, scopeOf(request), filter, collected));
      },
    );
  }

  app.post(
    ApiPath.questionAdd,
    { schema: { body: WriteBody }, preHandler: changes },
    async (request): Promise<Envelope<ListedQuestion>> => {
      const scope = scopeOf(request);
      const input = await storedOf(ctx.db, scope.orgId, request.body);
      const [id] = await addQuestions(ctx.db, scope, [input]);
      return ok(request, await shown(request, id!));
    },
  );

  app.post(
    ApiPath.questionUpdate,
    { schema: { body: WriteBody }, preHandler: changes },
    async (request): Promise<Envelope<ListedQuestion>> => {
      const scope = scopeOf(request);
      const id = request.body.id;
      if (id === undefined) throw notFound('questionNotFound');
      const input = await storedOf(ctx.db, scope.orgId, request.body);
      if (!(await updateQuestion(ctx.db, scope, id, input))) {
        // Visible but another teacher's: say so; invisible (other organisation): not found.
        if (await bankQuestion(ctx.db, scope, id)) throw refusal('questionNotYours');
        throw notFound('questionNotFound');
      }
      return ok(request, await shown(request, id));
    },
  );

  app.post(
    ApiPath.questionDelete,
    { schema: { body: IdBody }, preHandler: changes },
    async (request): Promise<Envelope<null>> => {
      const scope = scopeOf(request);
      if (!(await deleteQuestion(ctx.db, scope, request.body.id))) {
        if (await bankQuestion(ctx.db, scope, request.body.id)) throw refusal('questionNotYours');
        throw notFound('questionNotFound');
      }
      return ok(request, null);
    },
  );

  app.post(
    ApiPath.questionCollect,
    { schema: { body: IdBody }, preHandler: collects },
    async (request): Promise<Envelope<ListedQuestion>> => {
      if (!(await collectQuestion(ctx.db, scopeOf(request), request.body.id))) {
        throw notFound('questionNotFound');
      }
      return ok(request, await shown(request, request.body.id));
    },
  );

  app.post(
    ApiPath.questionUncollect,
    { schema: { body: IdBody }, preHandler: collects },
    async (request): Promise<Envelope<null>> => {
      await uncollectQuestion(ctx.db, scopeOf(request), request.body.id);
      return ok(request, null);
    },
  );

  app.post(
    ApiPath.questionImport,
    {
      schema: { body: ImportBody },
      bodyLimit: BASE64_LIMIT + 128 * 1024,
      preHandler: [teachers, readerWriteLimit(ctx, 'questionImports')],
    },
    async (request): Promise<Envelope<QuestionImportResult>> => {
      const { filename, content, shared = true } = request.body;
      const bytes = Buffer.from(content.replace(/\s+/g, ''), 'base64');
      try {
        const result = await importQuestions(ctx.db, scopeOf(request), {
          filename,
          bytes,
          shared,
          lang: requestLang(request),
        });
        return ok(request, result);
      } catch (error) {
        if (error instanceof ImportRefusal) throw refusal(error.key, error.params);
        throw error;
      }
    },
  );

  // Public: the template holds no data, and a plain link (no bearer token) downloads it.
  app.get(ApiPath.questionTemplate, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="question-template.csv"')
      .send(templateCsv()),
  );
};
