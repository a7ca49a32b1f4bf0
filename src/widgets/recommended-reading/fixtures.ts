import { ApiPath, type RecommendedBook } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const recommended = (
  bookid: number,
  title: string,
  author: string | null,
  reason: RecommendedBook['reason'],
  available: number,
): RecommendedBook => ({
  bookid,
  title,
  author,
  publisher: null,
  publishyear: null,
  isbn: null,
  isbn13: null,
  assettype: 1,
  cover: null,
  coverfileid: bookid === 41 ? 'cover-41' : null,
  language: 'zh',
  categorycode: reason === 'category' ? 'I247.5' : null,
  rating: 4.5,
  raters: 100,
  available,
  copies: Math.max(available, 1),
  reason,
  category: reason === 'category' ? 'I24' : null,
});

export const RECOMMENDED: RecommendedBook[] = [
  recommended(41, '平凡的世界（全三册）', '路遥', 'category', 2),
  recommended(42, '白鹿原', '陈忠实', 'category', 0),
  recommended(43, 'The Little Prince', 'Antoine de Saint-Exupéry', 'popular', 1),
  recommended(44, '小王子', null, 'popular', 3),
];

export interface RecommendedServerOptions {
  books?: RecommendedBook[];
  fails?: boolean;
  delay?: number;
}

/** Reader/RecommendedBook: the books (cut to `count`), for a logged-in caller only. */
export function recommendedServer(options: RecommendedServerOptions = {}): FakeHandler {
  return (request) => {
    if (!request.path.endsWith(ApiPath.recommendedForReader)) return fail(40401, 'not found', 404);
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return fail(20102, '', 500);
    const count = Number(request.query.get('count') ?? 8);
    return { ...ok((options.books ?? RECOMMENDED).slice(0, count)), delay: options.delay };
  };
}
