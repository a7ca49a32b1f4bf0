import {
  ApiPath,
  type MyRanking,
  type RankedBook,
  type RankingForUser,
  type RankingPeriod,
} from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** May 2031 and its week of the 12th, as the server bounds them (library time, UTC+8). */
export const SPANS: Record<RankingPeriod, { from: string; to: string }> = {
  year: { from: '2030-12-31T16:00:00.000Z', to: '2031-12-31T16:00:00.000Z' },
  month: { from: '2031-04-30T16:00:00.000Z', to: '2031-05-31T16:00:00.000Z' },
  week: { from: '2031-05-11T16:00:00.000Z', to: '2031-05-18T16:00:00.000Z' },
};

const ranked = (rank: number, bookid: number, title: string, author: string, borrows: number) =>
  ({ rank, bookid, title, author, cover: null, coverfileid: null, borrows }) satisfies RankedBook;

/** The month's board: two books tied at the top, then a shared third place. */
export const MONTH_BOOKS: RankedBook[] = [
  ranked(1, 11, '三体', '刘慈欣', 12),
  ranked(1, 12, '活着', '余华', 12),
  ranked(3, 13, '骆驼祥子', '老舍', 7),
  ranked(3, 14, 'The Hobbit', 'J.R.R. Tolkien', 7),
  ranked(5, 15, '朝花夕拾', '鲁迅', 3),
];
export const WEEK_BOOKS: RankedBook[] = [ranked(1, 21, '西游记', '吴承恩', 4)];
export const YEAR_BOOKS: RankedBook[] = [
  ranked(1, 31, '平凡的世界', '路遥', 80),
  ...MONTH_BOOKS.slice(0, 2),
];

export const MINE: MyRanking = { borrows: 3, rank: 5, readers: 120 };

export interface RankingServerOptions {
  books?: Partial<Record<RankingPeriod, RankedBook[]>>;
  mine?: MyRanking | null;
  fails?: boolean;
  delay?: number;
}

/** The ranking call: each period's books, and `mine` for a logged-in caller. */
export function rankingServer(options: RankingServerOptions = {}): FakeHandler {
  const books = { year: YEAR_BOOKS, month: MONTH_BOOKS, week: WEEK_BOOKS, ...options.books };
  return (request) => {
    if (!request.path.endsWith(ApiPath.rankingForUser)) return fail(40401, 'not found', 404);
    if (options.fails) return fail(20102, '', 500);
    const period = (request.body?.period ?? 'month') as RankingPeriod;
    const loggedIn = request.headers.has('authorization');
    const data: RankingForUser = {
      period,
      ...SPANS[period],
      books: books[period].slice(0, Number(request.body?.count ?? 10)),
      mine: loggedIn ? (options.mine === undefined ? MINE : options.mine) : null,
    };
    return { ...ok(data), delay: options.delay };
  };
}
