import {
  ApiPath,
  type BookListBook,
  type BookListDetail,
  type PublicBookList,
  type ReaderBookList,
} from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const API_BASE = /^.*?(?=\/LibraryApi\/)/;

const book = (bookid: number, title: string, author: string): BookListBook => ({
  bookid,
  title,
  author,
  isbn: '',
  note: '',
  addedtime: '2026-11-12T02:00:00Z',
});

interface StoredList extends PublicBookList {
  books: BookListBook[];
}

/** The reader of the tests is reader 7 (DEMO_READER, setTestSession); 陈思雨 (4) has a public and a private list. */
export const LISTS: StoredList[] = [
  {
    id: 1,
    name: '寒假阅读计划',
    description: '语文老师推荐的书，寒假里慢慢读。',
    ispublic: false,
    bookcount: 2,
    createdtime: '2026-11-10T02:00:00Z',
    readerid: 7,
    readername: '小明',
    books: [book(11, '红楼梦', '曹雪芹'), book(12, '平凡的世界', '路遥')],
  },
  {
    id: 2,
    name: '科幻入门',
    description: '给刚开始读科幻的同学。',
    ispublic: true,
    bookcount: 1,
    createdtime: '2026-11-08T02:00:00Z',
    readerid: 4,
    readername: '陈思雨',
    books: [book(13, '三体', '刘慈欣')],
  },
  {
    id: 3,
    name: '自己的书单',
    description: '',
    ispublic: false,
    bookcount: 1,
    createdtime: '2026-11-09T02:00:00Z',
    readerid: 4,
    readername: '陈思雨',
    books: [book(14, '活着', '余华')],
  },
];

export interface BooklistServerOptions {
  fails?: boolean;
  /** Saving is refused with this message (10158). */
  saveFails?: string;
  delay?: number;
  /** The logged-in reader (7, DEMO_READER, by default). */
  me?: number;
}

const summary = ({ books, ...list }: StoredList): PublicBookList => ({
  ...list,
  bookcount: books.length,
});

/** The booklist calls with a state, enforcing what the server does: private lists stay private. */
export function booklistServer(options: BooklistServerOptions = {}): FakeHandler {
  const me = options.me ?? 7;
  const state = { lists: LISTS.map((list) => ({ ...list, books: [...list.books] })), next: 100 };
  const visible = (list: StoredList) => list.readerid === me || list.ispublic;
  /** A logged-out visitor of YTKJ (organisation 1): public lists only, and no list of their own. */
  const visitor = (path: string, body: Record<string, unknown>) => {
    const ofYtkj = body.organizationid === 1;
    const open = state.lists.filter((list) => list.ispublic && ofYtkj);
    if (path === ApiPath.bookListPublic) return ok(open.map(summary));
    if (path === ApiPath.bookListList && body.readerid !== undefined) {
      return ok(open.filter((list) => list.readerid === body.readerid).map(summary));
    }
    if (path === ApiPath.bookListQuery) {
      const list = open.find((item) => item.id === body.id);
      if (!list) return fail(40401, '书单不存在', 404);
      return ok({ ...summary(list), mine: false, books: list.books } satisfies BookListDetail);
    }
    return fail(40101, 'unauthenticated', 401);
  };
  return (request) => {
    const path = request.path.replace(API_BASE, '');
    const body = request.body ?? {};
    if (!request.headers.has('authorization')) return visitor(path, body);
    if (options.fails) return fail(20102, '', 500);
    const reply = (() => {
      switch (path) {
        case ApiPath.bookListList: {
          const owner = (body.readerid as number | undefined) ?? me;
          const lists = state.lists.filter((list) => list.readerid === owner && visible(list));
          return ok(lists.map(summary));
        }
        case ApiPath.bookListPublic:
          return ok(
            state.lists.filter((list) => list.readerid !== me && list.ispublic).map(summary),
          );
        case ApiPath.bookListQuery: {
          const list = state.lists.find((item) => item.id === body.id && visible(item));
          if (!list) return fail(40401, '书单不存在', 404);
          return ok({
            ...summary(list),
            mine: list.readerid === me,
            books: list.books,
          } satisfies BookListDetail);
        }
        case ApiPath.bookListSave: {
          if (options.saveFails) return fail(10158, options.saveFails);
          const existing = state.lists.find((item) => item.id === body.id && item.readerid === me);
          const fields = {
            name: String(body.name),
            description: String(body.description ?? ''),
            ispublic: body.ispublic === true,
          };
          if (existing) {
            Object.assign(existing, fields);
            return ok(summary(existing) as ReaderBookList);
          }
          const added: StoredList = {
            id: state.next++,
            ...fields,
            bookcount: 0,
            createdtime: '2026-11-20T02:00:00Z',
            readerid: me,
            readername: '小明',
            books: [],
          };
          state.lists.unshift(added);
          return ok(summary(added));
        }
        case ApiPath.bookListDelete:
          state.lists = state.lists.filter(
            (item) => !(item.id === body.id && item.readerid === me),
          );
          return ok(null);
        case ApiPath.bookListRemoveBook: {
          const list = state.lists.find(
            (item) => item.id === body.booklistid && item.readerid === me,
          );
          if (!list) return fail(40401, '书单不存在', 404);
          list.books = list.books.filter((entry) => entry.bookid !== body.bookid);
          return ok({ ...summary(list), mine: true, books: list.books });
        }
        default:
          return fail(40401, 'not found', 404);
      }
    })();
    return { ...reply, delay: options.delay };
  };
}
