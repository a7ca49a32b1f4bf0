import { Type } from 'typebox';
import {
  ApiPath,
  MAX_MESSAGE_LENGTH,
  ResultCode,
  type Envelope,
  type MessagePage,
  type ReaderMessageItem,
  type UnreadCount,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/messages';
import { Id, OptionalBody, Text } from '../http/schemas';
import {
  addBoardMessage,
  markRead,
  messagePage,
  unreadCount,
} from '../queries/circulation-messages';
import { PageFields, pageSpec } from './circulation';
import { readerWriteLimit } from './rate-limit';

const ListBody = OptionalBody(
  Type.Object({
    ...PageFields,
    box: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('inbox'), Type.Literal('sent')]),
    ),
  }),
);
const ReadBody = Type.Object({
  ids: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
  all: Type.Optional(Type.Boolean()),
});
/**
 * Longer than a message may be, so that a too-long one gets its own message rather than a
 * schema error; far shorter than the body limit.
 */
const AddBody = Type.Object({ content: Text(MAX_MESSAGE_LENGTH * 4) });
const EmptyBody = OptionalBody(Type.Object({}));

const refusal = (key: 'messageRequired' | 'messageTooLong') =>
  new ApiError(200, ResultCode.businessError, key, { max: String(MAX_MESSAGE_LENGTH) });

/** The reader's messages ("my message", /student-board): list, unread, mark read, write. */
export const messageRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.messageList,
    { schema: { body: ListBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<MessagePage>> => {
      const { orgId, readerId } = authOf(request);
      const box = request.body?.box ?? 'all';
      const page = await messagePage(
        ctx.db,
        { orgId, readerId },
        box,
        pageSpec(request.body),
        requestLang(request),
      );
      return ok(request, page);
    },
  );

  app.post(
    ApiPath.messageUnread,
    { schema: { body: EmptyBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<UnreadCount>> =>
      ok(request, { unread: await unreadCount(ctx.db, authOf(request).readerId) }),
  );

  app.post(
    ApiPath.messageRead,
    { schema: { body: ReadBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<UnreadCount>> => {
      const { readerId } = authOf(request);
      const target = request.body.all ? { all: true as const } : { ids: request.body.ids ?? [] };
      return ok(request, { unread: await markRead(ctx.db, readerId, target, ctx.now()) });
    },
  );

  app.post(
    ApiPath.messageAdd,
    {
      schema: { body: AddBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'messages')],
    },
    async (request): Promise<Envelope<ReaderMessageItem>> => {
      const { orgId, readerId } = authOf(request);
      const content = request.body.content.trim();
      // A message needs its text ("Please input message").
      if (content === '') throw refusal('messageRequired');
      if ([...content].length > MAX_MESSAGE_LENGTH) throw refusal('messageTooLong');
      const message = await addBoardMessage(
        ctx.db,
        { orgId, readerId },
        content,
        requestLang(request),
      );
      return ok(request, message);
    },
  );
};
