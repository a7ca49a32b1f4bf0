/** Data and a fake server for the book detail's tests and stories. */
import {
  ApiPath,
  type BookAsset,
  type BookComment,
  type BookDetail,
  type BookInfo,
  type Page,
  type RecommendState,
  type ShelfEntry,
  type ShelfName,
} from '../core';
import { fail, ok, type FakeHandler, type FakeReply } from './fake-api';

export const BOOK: BookDetail = {
  bookid: 1,
  title: '三体',
  author: '刘慈欣',
  publisher: '重庆出版社',
  publishyear: 2008,
  isbn: '7536692935',
  isbn13: '9787536692930',
  assettype: 1,
  cover: 'https://covers.example/santi.jpg',
  coverfileid: null,
  language: 'chi',
  categorycode: 'I247.55',
  rating: 0,
  raters: 0,
  available: 1,
  copies: 2,
  paralleltitle: 'The Three-Body Problem',
  subtitle: '地球往事',
  series: '中国科幻基石丛书',
  publishtime: '2008-01',
  price: 2300,
  notes: '第一部。\n获第 73 届雨果奖最佳长篇小说奖。',
  intro:
    '文化大革命如火如荼进行的同时，军方探寻外星文明的绝秘计划“红岸工程”取得了突破性进展。\n<img src=x onerror="alert(1)">但在按下发射键的那一刻，历经劫难的叶文洁没有意识到，她彻底改变了人类的命运。',
  authorintro: '刘慈欣，中国科幻小说代表作家。',
};

export const ASSETS: BookAsset[] = [
  {
    assetid: 11,
    barcode: 'YT00000011',
    callnumber: 'I247.55/L67',
    collectionlocation: '总馆二楼文学书库',
    currentlocation: '总馆二楼文学书库',
    status: 3,
  },
  {
    assetid: 12,
    barcode: 'YT00000012',
    callnumber: 'I247.55/L67:2',
    collectionlocation: '总馆二楼文学书库',
    currentlocation: null,
    status: 2,
  },
];

/** The book-info service's answer: 9.0 on its 10-point scale, shown as 4.5. */
export const INFO: BookInfo[] = [
  { isbn13: '9787536692930', image: null, average: 9, raters: 12345 },
];

export const OTHERS_COMMENT: BookComment = {
  id: 101,
  bookid: 1,
  content: '宏大的想象力。\n第二段<b>不是粗体</b>',
  anonymous: false,
  authorname: '王芳',
  mine: false,
  createdtime: '2026-03-01T08:00:00Z',
  updatedtime: '2026-03-01T08:00:00Z',
};

export const ANONYMOUS_COMMENT: BookComment = {
  id: 102,
  bookid: 1,
  content: '读了三遍。',
  anonymous: true,
  authorname: null,
  mine: false,
  createdtime: '2026-03-02T08:00:00Z',
  updatedtime: '2026-03-02T08:00:00Z',
};

export const MY_COMMENT: BookComment = {
  id: 103,
  bookid: 1,
  content: '我的读后感',
  anonymous: false,
  authorname: '李明',
  mine: true,
  createdtime: '2026-03-03T08:00:00Z',
  updatedtime: '2026-03-04T08:00:00Z',
};

export interface DetailServerOptions {
  book?: BookDetail | 'notFound' | 'error' | 'loading';
  /** The book-info service: its answer, or down (the proxy's call fails). */
  info?: BookInfo[] | 'down';
  assets?: BookAsset[];
  comments?: BookComment[];
  collected?: boolean;
  recommend?: RecommendState;
  /** Make this call answer with a refusal (code 10158 and the message). */
  refuse?: Partial<Record<'save' | 'delete' | 'collect' | 'recommend' | 'shelve', string>>;
  /** The reader's virtual bookshelf (empty by default); shelving adds to it. */
  shelf?: ShelfEntry[];
  /** Milliseconds the shelving call takes to answer (a network's latency). */
  shelveDelay?: number;
  /** A reader is logged in: the comments they post are `mine`. */
  reader?: string;
  /** The library's inventory system address (none by default), or its query failing. */
  inventoryHost?: string | 'down';
}

/** The shelf counts do not matter to the book page. */
const SHELF_COUNTS = { reading: 0, preborrow: 0, read: 0, readthisyear: 0, readthismonth: 0 };

/** An entry of the reader's shelf for the fixture's book. */
export function shelvedEntry(id: number, shelf: ShelfName, bookid = BOOK.bookid): ShelfEntry {
  return {
    id,
    shelf,
    bookid,
    title: BOOK.title,
    author: BOOK.author ?? '',
    isbn: BOOK.isbn13 ?? '',
    note: '',
    shelvedtime: '2026-03-05T08:00:00Z',
    createdtime: '2026-03-05T08:00:00Z',
  };
}

/**
 * A book-detail server with state: comments can be added, edited and deleted, the collect
 * flag toggles, recommending counts. Paths are matched on their end, like the real routes.
 */
export function detailServer(options: DetailServerOptions = {}): FakeHandler {
  const book = options.book ?? BOOK;
  let comments = [...(options.comments ?? [OTHERS_COMMENT, ANONYMOUS_COMMENT])];
  let collected = options.collected ?? false;
  let recommend: RecommendState = options.recommend ?? {
    bookid: BOOK.bookid,
    recommended: false,
    count: 2,
  };
  let nextId = 500;
  let shelf = [...(options.shelf ?? [])];
  const is = (path: string, api: string) => path.endsWith(api);

  return (request): FakeReply => {
    const { path } = request;
    const body = request.body ?? {};
    const refuse = options.refuse ?? {};
    if (is(path, ApiPath.bookDetail)) {
      if (book === 'notFound') return fail(40401, '图书不存在', 404);
      if (book === 'error') return fail(20102, '', 500);
      if (book === 'loading') return { ...ok(null), delay: 60_000 };
      return ok(book);
    }
    if (is(path, ApiPath.bookInfo)) {
      return options.info === 'down' ? fail(20102, '', 502) : ok(options.info ?? INFO);
    }
    if (is(path, ApiPath.bookAssets)) return ok(options.assets ?? ASSETS);
    if (is(path, ApiPath.inventorySystemHost)) {
      if (options.inventoryHost === 'down') return fail(20102, '', 502);
      return ok({ host: options.inventoryHost ?? null });
    }
    if (is(path, ApiPath.commentList)) {
      const index = Number(body.index ?? 1);
      const size = Number(body.pagesize ?? 10);
      const page: Page<BookComment> = {
        total: comments.length,
        index,
        pagesize: size,
        list: comments.slice((index - 1) * size, index * size),
      };
      return ok(page);
    }
    if (is(path, ApiPath.commentSave)) {
      if (refuse.save) return fail(10158, refuse.save);
      const content = String(body.content ?? '');
      const anonymous = body.anonymous === true;
      const now = new Date('2026-04-01T08:00:00Z').toISOString();
      if (body.id !== undefined) {
        const existing = comments.find((comment) => comment.id === body.id);
        // The server enforces ownership; the widget must not even offer it.
        if (!existing?.mine) return fail(10158, '只能修改自己的评论');
        const updated = { ...existing, content, anonymous, updatedtime: now };
        comments = comments.map((comment) => (comment.id === existing.id ? updated : comment));
        return ok(updated);
      }
      const created: BookComment = {
        id: nextId++,
        bookid: Number(body.bookid),
        content,
        anonymous,
        authorname: options.reader ?? '李明',
        mine: true,
        createdtime: now,
        updatedtime: now,
      };
      comments = [created, ...comments];
      return ok(created);
    }
    if (is(path, ApiPath.commentDelete)) {
      if (refuse.delete) return fail(10158, refuse.delete);
      const existing = comments.find((comment) => comment.id === body.id);
      if (!existing?.mine) return fail(10158, '只能删除自己的评论');
      comments = comments.filter((comment) => comment.id !== existing.id);
      return ok(null);
    }
    if (is(path, ApiPath.collectQuery)) return ok({ bookid: BOOK.bookid, collected });
    if (is(path, ApiPath.collectToggle)) {
      if (refuse.collect) return fail(10158, refuse.collect);
      collected = !collected;
      return ok({ bookid: BOOK.bookid, collected });
    }
    if (is(path, ApiPath.shelfList)) return ok({ entries: shelf, statistics: SHELF_COUNTS });
    if (is(path, ApiPath.shelfSave)) {
      if (refuse.shelve) return fail(10158, refuse.shelve);
      const entry = shelvedEntry(nextId++, body.shelf as ShelfName, Number(body.bookid));
      shelf = [...shelf.filter((item) => item.bookid !== entry.bookid), entry];
      return { ...ok(entry), delay: options.shelveDelay };
    }
    if (is(path, ApiPath.recommendQuery)) return ok(recommend);
    if (is(path, ApiPath.recommendAdd)) {
      if (refuse.recommend) return fail(10158, refuse.recommend);
      recommend = { ...recommend, recommended: true, count: recommend.count + 1 };
      return ok(recommend);
    }
    return fail(40401, 'not found', 404);
  };
}
