import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPath,
  MAX_QUESTION_LENGTH,
  ResultCode,
  type Envelope,
} from '../../../src/core/api/contract';
import { askLibrarian } from '../ai/librarian';
import { AiUnavailableError } from '../ai/provider';
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
  request: FastifyRequest,
  org: OrganizationRow,
  question: string,
) {
  try {
    return await askLibrarian(ctx.db, ctx.aiProvider, org, question, requestLang(request));
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
    async (request): Promise<Envelope<string>> => {
      const question = checkedQuestion(request.body.question);
      const { orgid, organizationid } = request.body;
      const org = await orgInScope(ctx, request, orgid ?? organizationid);
      // Spec §1: the widget is hidden then, but the call must refuse too.
      if (!org.enableAiLibrarian) throw businessError(ResultCode.forbidden, 'aiDisabled');
      return ok(request, await answer(ctx, request, org, question));
    },
  );
};
