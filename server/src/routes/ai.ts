import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  ApiPath,
  MAX_HISTORY_TEXT,
  MAX_HISTORY_TURNS,
  MAX_QUESTION_LENGTH,
  ResultCode,
  type AskQuestionAnswer,
  type Envelope,
} from '../../../src/core/api/contract';
import { askLibrarian } from '../ai/librarian';
import { AiUnavailableError } from '../ai/provider';
import { zoneOfOrganization } from '../time';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, businessError, invalidInput } from '../http/errors';
import { requestLang } from '../http/messages';
import { Id, OrgInBody, Text } from '../http/schemas';
import type { OrganizationRow } from '../queries/organizations';
import { questionRateLimit } from './rate-limit';
import { orgInScope } from './scope';

const AskBody = Type.Object({
  // Room for blanks around a full-length question: the limit is checked after trimming.
  question: Text(MAX_QUESTION_LENGTH * 4),
  orgid: Type.Optional(Id()),
  ...OrgInBody,
  /** The widget's language; the Accept-Language header when absent. */
  lang: Type.Optional(Type.Union([Type.Literal('zh'), Type.Literal('en')])),
  /** The last turns of the conversation, for follow-up questions (bounded). */
  history: Type.Optional(
    Type.Array(
      Type.Object({
        role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
        text: Text(MAX_HISTORY_TEXT),
      }),
      { maxItems: MAX_HISTORY_TURNS },
    ),
  ),
  /** 'rich': data is { answer, books } instead of the answer text alone. */
  format: Type.Optional(Type.Literal('rich')),
});

/** The question trimmed, or 40001 with a message the chat can show as the answer. */
function checkedQuestion(question: string): string {
  const trimmed = question.trim();
  if (!trimmed) throw invalidInput(400, 'blankQuestion', 'question');
  if (Array.from(trimmed).length > MAX_QUESTION_LENGTH) {
    throw new ApiError(400, ResultCode.invalidInput, 'questionTooLong', {
      max: String(MAX_QUESTION_LENGTH),
    });
  }
  return trimmed;
}

async function answer(
  ctx: AppContext,
  request: FastifyRequest<{ Body: Static<typeof AskBody> }>,
  org: OrganizationRow,
  question: string,
) {
  const { auth } = request;
  const asker = auth
    ? {
        orgId: auth.orgId,
        readerId: auth.readerId,
        now: ctx.now(),
        zone: zoneOfOrganization(org, (message) => request.log.warn(message)),
      }
    : null;
  try {
    return await askLibrarian(
      ctx.db,
      ctx.aiProvider,
      org,
      question,
      request.body.lang ?? requestLang(request),
      {
        history: request.body.history,
        asker,
        warn: (reason) => request.log.warn({ reason }, 'AI provider failed; built-in answer given'),
      },
    );
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    request.log.warn({ reason: error.message }, 'AI provider failed');
    throw businessError(ResultCode.aiUnavailable, 'aiUnavailable');
  }
}

export const aiRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.askLibrarian,
    { schema: { body: AskBody }, config: { rateLimit: questionRateLimit(ctx.questionRateLimit) } },
    async (request): Promise<Envelope<string | AskQuestionAnswer>> => {
      const question = checkedQuestion(request.body.question);
      const { orgid, organizationid } = request.body;
      const org = await orgInScope(ctx, request, orgid ?? organizationid);
      // The widget is hidden then (the flag decides), but the call must refuse too.
      if (!org.enableAiLibrarian) throw businessError(ResultCode.forbidden, 'aiDisabled');
      const result = await answer(ctx, request, org, question);
      if (request.body.format !== 'rich') return ok(request, result.answer);
      const books = result.books.map((book) => ({
        id: book.id,
        title: book.title,
        author: book.author,
        available: book.available,
        copies: book.copies,
        locations: book.locations,
      }));
      return ok(request, { answer: result.answer, books });
    },
  );
};
