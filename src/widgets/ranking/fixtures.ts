import {
  ApiPath,
  type RankedBook,
  type RankedReader,
  type RankingForUser,
  type RankingPeriod,
  type RankingScope,
} from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** May 2031 and its week of the 12th, as the server bounds them (library time, UTC+8). */
const SPANS: Record<RankingPeriod, { from: string; to: string }> = {
  year: { from: '2030-12-31T16:00:00.000Z', to: '2031-12-31T16:00:00.000Z' },
  month: { from: '2031-04-30T16:00:00.000Z', to: '2031-05-31T16:00:00.000Z' },
  week: { from: '2031-05-11T16:00:00.000Z', to: '2031-05-18T16:00:00.000Z' },
};

const book = (rank: number, bookid: number, title: string, author: string, borrows: number) =>
  ({ rank, bookid, title, author, cover: null, coverfileid: null, borrows }) satisfies RankedBook;

const BOOKS: RankedBook[] = [
  book(1, 11, '三体', '刘慈欣', 12),
  book(2, 12, '活着', '余华', 9),
  book(3, 13, '骆驼祥子', '老舍', 7),
];

const reader = (
  rank: number,
  name: string | null,
  alias: string,
  borrows: number,
  me = false,
  classname: string | null = '初二(3)班',
): RankedReader => ({ rank, name, alias, classname, borrows, me });

/** The school's readers: one named, one by alias, the caller. */
export const SCHOOL_READERS: RankedReader[] = [
  reader(1, null, '3F2A', 14),
  reader(2, '陈思雨', '9B10', 11),
  reader(3, '李明', 'C0DE', 9, true),
];
export const CLASS_READERS: RankedReader[] = [
  reader(1, '陈思雨', '9B10', 6, false, null),
  reader(2, '李明', 'C0DE', 4, true, null),
];

export interface BoardServerOptions {
  fails?: boolean;
  /** Readers per scope (the school's by default). */
  readers?: Partial<Record<RankingScope, RankedReader[]>>;
}

/** The ranking call as the board asks it: books, readers (when asked) and the caller's place. */
export function boardServer(options: BoardServerOptions = {}): FakeHandler {
  const readers = {
    organization: SCHOOL_READERS,
    class: CLASS_READERS,
    grade: SCHOOL_READERS,
    ...options.readers,
  };
  return (request) => {
    if (!request.path.endsWith(ApiPath.rankingForUser)) return fail(40401, 'not found', 404);
    if (options.fails) return fail(20102, '', 500);
    const period = (request.body?.period ?? 'month') as RankingPeriod;
    const scope = (request.body?.scope ?? 'organization') as RankingScope;
    const loggedIn = request.headers.has('authorization');
    const data: RankingForUser = {
      period,
      ...SPANS[period],
      books: BOOKS,
      mine: loggedIn ? { borrows: 9, rank: 3, readers: 120 } : null,
      scope,
      readers: readers[scope].slice(0, Number(request.body?.readercount ?? 0)),
      ...(scope === 'class'
        ? { classtotal: { classname: '初二(3)班', borrows: 37, readers: 12, rank: 2, classes: 9 } }
        : {}),
    };
    return ok(data);
  };
}
