import { Type } from 'typebox';
import {
  ApiPath,
  ResultCode,
  SELF_TEST_QUESTIONS,
  type Envelope,
  type SelfTest,
  type SelfTestBook,
  type SelfTestMarkedAnswer,
} from '../../../src/core/api/contract';
import { AiUnavailableError } from '../ai/provider';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, notFound } from '../http/errors';
import { requestLang, type MessageKey } from '../http/messages';
import { Id } from '../http/schemas';
import { checkedAnswer, markAnswer, totalOf } from '../marking';
import {
  ownSelfTest,
  readBookFacts,
  readBooks,
  recordSelfTestResult,
  selfTestView,
} from '../queries/self-tests';
import { storeSelfTest } from '../queries/self-tests';
import { catalogueSelfTest } from '../selftest/from-catalogue';
import { AiOutputInvalid, aiSelfTest } from '../selftest/from-ai';
import { QuestionSchemas } from './question-schemas';
import { readerWriteLimit } from './rate-limit';

const refusal = (key: MessageKey, code: number = ResultCode.businessError) =>
  new ApiError(200, code, key);

const GenerateBody = Type.Object({
  bookid: Id(),
  lang: Type.Optional(Type.Union([Type.Literal('zh'), Type.Literal('en')])),
});
const IdBody = Type.Object({ id: Id() });
const SubmitBody = Type.Object({
  id: Id(),
  answers: Type.Array(
    Type.Object({
      questionid: Id(),
      answer: Type.Union([QuestionSchemas.key, Type.Null()]),
    }),
    { maxItems: SELF_TEST_QUESTIONS + 2 },
  ),
});

/**
 * AI self-tests (/do-selftest-form-ai, /test-form-ai-result): any logged-in reader,
 * on a book they have read; made from the catalogue, or by the configured provider.
 */
export const selfTestRoutes: RoutePlugin = async (app, { ctx }) => {
  const readers = requireRole();
  const scopeOf = (request: Parameters<typeof authOf>[0]) => {
    const { orgId, readerId } = authOf(request);
    return { orgId, readerId };
  };

  app.post(
    ApiPath.selfTestBooks,
    { preHandler: readers },
    async (request): Promise<Envelope<SelfTestBook[]>> =>
      ok(request, await readBooks(ctx.db, scopeOf(request))),
  );

  app.post(
    ApiPath.selfTestGenerate,
    { schema: { body: GenerateBody }, preHandler: [readers, readerWriteLimit(ctx, 'selfTests')] },
    async (request): Promise<Envelope<SelfTest>> => {
      const scope = scopeOf(request);
      const lang = request.body.lang ?? requestLang(request);
      const facts = await readBookFacts(ctx.db, scope, request.body.bookid);
      if (!facts) throw refusal('selfTestBookNotRead');
      let source: 'library' | 'ai' = 'library';
      let questions;
      if (ctx.aiProvider.complete) {
        source = 'ai';
        try {
          questions = await aiSelfTest(ctx.aiProvider, facts, lang);
        } catch (error) {
          if (error instanceof AiUnavailableError) {
            throw refusal('selfTestAiUnavailable', ResultCode.aiUnavailable);
          }
          if (error instanceof AiOutputInvalid) {
            throw refusal('selfTestAiInvalid', ResultCode.aiUnavailable);
          }
          throw error;
        }
      } else {
        questions = await catalogueSelfTest(ctx.db, facts, lang);
      }
      if (questions.length < 2) throw refusal('selfTestTooFewBooks');
      const id = await storeSelfTest(ctx.db, scope, facts, source, questions);
      const stored = await ownSelfTest(ctx.db, scope, id);
      return ok(request, selfTestView(stored!));
    },
  );

  app.post(
    ApiPath.selfTestDetail,
    { schema: { body: IdBody }, preHandler: readers },
    async (request): Promise<Envelope<SelfTest>> => {
      const stored = await ownSelfTest(ctx.db, scopeOf(request), request.body.id);
      if (!stored) throw notFound('selfTestNotFound');
      return ok(request, selfTestView(stored));
    },
  );

  app.post(
    ApiPath.selfTestSubmit,
    {
      schema: { body: SubmitBody },
      preHandler: [readers, readerWriteLimit(ctx, 'selfTestSubmits')],
    },
    async (request): Promise<Envelope<SelfTest>> => {
      const scope = scopeOf(request);
      const stored = await ownSelfTest(ctx.db, scope, request.body.id);
      if (!stored) throw notFound('selfTestNotFound');
      if (stored.row.submittedAt) throw refusal('selfTestSubmitted');
      const given = new Map(request.body.answers.map((a) => [a.questionid, a.answer]));
      const marked: SelfTestMarkedAnswer[] = stored.questions.map((q) => {
        const raw = given.get(q.id);
        const answer = raw === null || raw === undefined ? undefined : checkedAnswer(q, raw);
        if (raw !== null && raw !== undefined && answer === undefined) {
          throw refusal('selfTestBadAnswer');
        }
        const mark = markAnswer(q, answer);
        return {
          questionid: q.id,
          answer: answer ?? null,
          key: q.key,
          explanation: q.explanation,
          score: mark.score,
          correct: mark.correct,
        };
      });
      const { score } = totalOf(marked);
      if (!(await recordSelfTestResult(ctx.db, scope, stored.row.id, score, marked))) {
        throw refusal('selfTestSubmitted');
      }
      return ok(request, selfTestView((await ownSelfTest(ctx.db, scope, stored.row.id))!));
    },
  );
};
