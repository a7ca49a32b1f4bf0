import { ApiPath, type BookComment, type BookDetail, type MyReview } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/(?:LibraryReaderApi|CommentUserApi)\/)/;

const BOOKS: Record<number, string> = { 21: '活着', 22: '西游记', 23: '边城' };

export const bookOf = (bookid: number): BookDetail => ({
  bookid,
  title: BOOKS[bookid] ?? '未知',
  author: null,
  publisher: null,
  publishyear: null,
  isbn: null,
  isbn13: null,
  assettype: 1,
  cover: null,
  coverfileid: null,
  language: 'zh',
  categorycode: null,
  rating: 0,
  raters: 0,
  available: 1,
  copies: 1,
  paralleltitle: null,
  subtitle: null,
  series: null,
  publishtime: null,
  price: null,
  notes: null,
  intro: null,
  authorintro: null,
});

const review = (id: number, bookid: number, content: string, mine = true): MyReview => ({
  id,
  bookid,
  content,
  anonymous: false,
  authorname: mine ? '小明' : '陈思雨',
  mine,
  createdtime: `2026-11-${String(10 + id).padStart(2, '0')}T02:00:00Z`,
  updatedtime: `2026-11-${String(10 + id).padStart(2, '0')}T02:00:00Z`,
  title: BOOKS[bookid] ?? '未知',
  author: null,
});

/** The demo student's reviews, and a classmate's (which the reader may not change). */
export const REVIEWS: MyReview[] = [
  review(2, 21, '福贵失去了一个又一个亲人，却还是好好地活了下来。'),
  review(1, 22, '最喜欢“三打白骨精”那一回。\n孙悟空一次次被误会。'),
  review(3, 21, '<img src=x onerror=alert(1)>写得真好', false),
];

export interface ReviewsServerOptions {
  fails?: boolean;
  /** Saving is refused with this message (10158). */
  saveFails?: string;
  delay?: number;
}

/** The review calls, with a state: reviews are written, edited and deleted. */
export function reviewsServer(options: ReviewsServerOptions = {}): FakeHandler {
  const state = { list: REVIEWS.map((item) => ({ ...item })), next: 100 };
  const page = (list: BookComment[]) => ok({ total: list.length, index: 1, pagesize: 10, list });
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return fail(20102, '', 500);
    const path = request.path.replace(API_BASE, '');
    const body = request.body ?? {};
    const reply = (() => {
      switch (path) {
        case ApiPath.bookDetail:
          return BOOKS[Number(body.bookid)]
            ? ok(bookOf(Number(body.bookid)))
            : fail(40401, '图书不存在', 404);
        case ApiPath.myReviews:
          return page(
            state.list.filter(
              (item) => item.mine && (body.bookid === undefined || item.bookid === body.bookid),
            ),
          );
        case ApiPath.commentList:
          return page(state.list.filter((item) => item.bookid === body.bookid));
        case ApiPath.commentSave: {
          if (options.saveFails) return fail(10158, options.saveFails);
          const existing = state.list.find((item) => item.id === body.id);
          if (existing) {
            existing.content = String(body.content);
            existing.updatedtime = '2026-11-30T02:00:00Z';
            return ok(existing);
          }
          const added = review(state.next++, Number(body.bookid), String(body.content));
          state.list.unshift(added);
          return ok(added);
        }
        case ApiPath.commentDelete:
          state.list = state.list.filter((item) => item.id !== body.id);
          return ok(null);
        default:
          return fail(40401, 'not found', 404);
      }
    })();
    return { ...reply, delay: options.delay };
  };
}
