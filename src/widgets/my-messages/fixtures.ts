import { ApiPath, type ReaderMessageItem } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/(?:LibraryReaderApi|Api|CalendarApi)\/)/;

const message = (
  id: number,
  kind: ReaderMessageItem['kind'],
  text: string,
  read: boolean,
  direction: ReaderMessageItem['direction'] = 'toReader',
): ReaderMessageItem => ({
  id,
  direction,
  kind,
  text,
  createtime: `2026-11-${String(10 + (id % 12)).padStart(2, '0')}T02:00:00Z`,
  read,
  replyto: null,
});

/** Reminders, an urge, a reply and the reader's own board messages: 12, two pages of ten. */
export const MESSAGES: ReaderMessageItem[] = [
  message(1, 'dueSoon', '《The Little Prince》将于 3 天后到期。', false),
  message(2, 'overdue', '《骆驼祥子》已逾期 4 天。', false),
  message(3, 'reservationArrived', '你预约的《边城》已到馆。', true),
  message(4, 'urge', '请尽快归还《骆驼祥子》。', true),
  message(5, 'reply', '已为你登记。\n欢迎再来。', true),
  message(6, 'board', '希望增加周末开放时间', true, 'fromReader'),
  ...Array.from({ length: 6 }, (_, index) =>
    message(7 + index, 'notice', `图书馆通知 ${index + 1}`, true),
  ),
];

export interface MessagesServerOptions {
  fails?: boolean;
  /** Posting is refused with this message (10158). */
  postFails?: string;
  /** Posting is refused as the server's write limit refuses it (429 / 42901). */
  postLimited?: boolean;
  delay?: number;
}

/** The message calls, with a state: messages are marked read and board messages added. */
export function messagesServer(options: MessagesServerOptions = {}): FakeHandler {
  const state = { list: MESSAGES.map((item) => ({ ...item })) };
  const unread = () => state.list.filter((item) => !item.read).length;
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return fail(20102, '', 500);
    const path = request.path.replace(API_BASE, '');
    const reply = (() => {
      switch (path) {
        case ApiPath.messageList: {
          const box = String(request.body?.box ?? 'all');
          const index = Number(request.body?.index ?? 1);
          const size = Number(request.body?.pagesize ?? 10);
          const list = state.list.filter(
            (item) =>
              box === 'all' ||
              (box === 'inbox' ? item.direction === 'toReader' : item.direction === 'fromReader'),
          );
          return ok({
            total: list.length,
            index,
            pagesize: size,
            list: list.slice((index - 1) * size, index * size),
            unread: unread(),
          });
        }
        case ApiPath.messageRead: {
          const ids = (request.body?.ids ?? []) as number[];
          for (const item of state.list) {
            if (request.body?.all === true || ids.includes(item.id)) item.read = true;
          }
          return ok({ unread: unread() });
        }
        case ApiPath.messageAdd: {
          if (options.postFails) return fail(10158, options.postFails);
          if (options.postLimited) return fail(42901, '留言太频繁，请稍后再试', 429);
          const added = message(
            100 + state.list.length,
            'board',
            String(request.body?.content),
            true,
            'fromReader',
          );
          state.list.unshift(added);
          return ok(added);
        }
        default:
          return fail(40401, 'not found', 404);
      }
    })();
    return { ...reply, delay: options.delay };
  };
}
