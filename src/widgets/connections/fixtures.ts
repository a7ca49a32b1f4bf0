import { ApiPath, type FollowEntry, type FollowReading, type ReaderBrief } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/(?:LibraryReaderApi|CommentUserApi|LibraryApi)\/)/;

const reader = (readerid: number, name: string, grade = '初二'): ReaderBrief => ({
  readerid,
  name,
  alias: `A${readerid}B${readerid}`,
  department: '初二(1)班',
  grade,
  following: false,
  followsme: false,
});

/** A reader who keeps their name private: the server sends an alias and nothing else. */
const privateReader = (readerid: number, alias: string): ReaderBrief => ({
  readerid,
  name: null,
  alias,
  department: null,
  grade: null,
  following: false,
  followsme: false,
});

/**
 * Readers of the demo school; 陈思雨 shares her reading; the reader's fan keeps their name
 * private (shown as 读者 ·7F3A).
 */
export const CLASSMATES: ReaderBrief[] = [
  { ...reader(4, '陈思雨'), following: true },
  reader(5, '赵子轩', '初一'),
  { ...privateReader(6, '7F3A'), followsme: true },
  reader(9, '<b>陈</b>小宝'),
];

/** Their reader codes: the fake search finds anyone by a whole code, as the server does. */
export const READER_CODES: Record<number, string> = {
  4: '20230002',
  5: '20230003',
  6: '20230004',
  9: '20230009',
};

const SHARED_READING: FollowReading['books'] = [
  {
    bookid: 11,
    title: '小王子',
    author: '圣埃克苏佩里',
    borrowtime: '2026-11-10T02:00:00Z',
    reading: true,
  },
  {
    bookid: 12,
    title: '草房子',
    author: '曹文轩',
    borrowtime: '2026-10-02T02:00:00Z',
    reading: false,
  },
];

export interface ConnectionsServerOptions {
  fails?: boolean;
  /** Following is refused with this message (10158). */
  followFails?: string;
  delay?: number;
}

/** The follow calls, with a state: follows are added and removed, the setting changes. */
export function connectionsServer(options: ConnectionsServerOptions = {}): FakeHandler {
  const state = {
    readers: CLASSMATES.map((item) => ({ ...item })),
    share: false,
  };
  const entry = (item: ReaderBrief): FollowEntry => ({ ...item, since: '2026-11-01T02:00:00Z' });
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return fail(20102, '', 500);
    const path = request.path.replace(API_BASE, '');
    const body = request.body ?? {};
    const find = () => state.readers.find((item) => item.readerid === Number(body.readerid));
    const reply = (() => {
      switch (path) {
        case ApiPath.followCounts:
          return ok({
            follows: state.readers.filter((item) => item.following).length,
            fans: state.readers.filter((item) => item.followsme).length,
          });
        case ApiPath.followSearch: {
          const keyword = String(body.keyword);
          // By name only the readers who show it; anyone by their whole code.
          return ok(
            state.readers.filter(
              (item) =>
                item.name?.includes(keyword) || READER_CODES[item.readerid] === keyword.trim(),
            ),
          );
        }
        case ApiPath.followList: {
          const list = state.readers
            .filter((item) => (body.kind === 'fans' ? item.followsme : item.following))
            .map(entry);
          return ok({ total: list.length, index: 1, pagesize: 10, list });
        }
        case ApiPath.followAdd:
        case ApiPath.followRemove: {
          if (options.followFails) return fail(10158, options.followFails);
          const target = find();
          if (!target) return fail(40401, '读者不存在', 404);
          target.following = path === ApiPath.followAdd;
          return ok(target);
        }
        case ApiPath.followReading: {
          const target = find();
          if (!target) return fail(40401, '读者不存在', 404);
          const shared = target.readerid === 4;
          return ok({ reader: target, shared, books: shared ? SHARED_READING : [] });
        }
        case ApiPath.followSetting:
          return ok({ sharereading: state.share });
        case ApiPath.followSettingUpdate:
          state.share = body.sharereading === true;
          return ok({ sharereading: state.share });
        default:
          return fail(40401, 'not found', 404);
      }
    })();
    return { ...reply, delay: options.delay };
  };
}
