import {
  ApiPath,
  ACCOUNT_LIST_PATHS,
  type AccountListItems,
  type BorrowRecordItem,
} from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/(?:LibraryReaderApi|Api|CalendarApi)\/)/;

const loan = (id: number, title: string, daysleft: number): BorrowRecordItem => ({
  id,
  bookid: 400 + id,
  title,
  author: null,
  barcode: `YT400${id}`,
  borrowtime: '2026-10-20T02:00:00Z',
  duetime: '2026-11-20T15:59:59Z',
  returntime: null,
  returned: false,
  renewals: 0,
  renewalsleft: 2,
  daysleft,
  overdue: daysleft < 0,
  fine: 0,
  renewblock: null,
});

export const LIST_DATA: { [L in keyof AccountListItems]: AccountListItems[L][] } & {
  current: BorrowRecordItem[];
  overdue: BorrowRecordItem[];
} = {
  current: [loan(1, '骆驼祥子', -4), loan(2, '平凡的世界', 26)],
  overdue: [loan(1, '骆驼祥子', -4)],
  urge: [
    {
      id: 1,
      borrowid: 1,
      title: '骆驼祥子',
      barcode: 'YT4001',
      duetime: '2026-11-20T15:59:59Z',
      urgetime: '2026-11-22T01:00:00Z',
      note: null,
      returned: false,
    },
  ],
  subtenancy: [
    {
      id: 1,
      category: 'lendOut',
      date: '2026-11-02',
      bookname: '围城',
      createtime: '2026-11-02T02:00:00Z',
      updatetime: '2026-11-03T02:00:00Z',
      status: 'approved',
    },
  ],
  purchased: [
    {
      id: 1,
      bookid: null,
      title: '三体（全三册）',
      price: 9350,
      quantity: 1,
      orderno: 'PO20261101',
      purchasetime: '2026-11-01T02:00:00Z',
    },
  ],
  recommendations: [
    {
      id: 1,
      bookid: 9,
      title: '<img src=x onerror=alert(1)>',
      author: null,
      reason: '班级共读',
      createtime: '2026-10-01T02:00:00Z',
      count: 3,
    },
  ],
  collection: Array.from({ length: 12 }, (_, index) => ({
    bookid: 500 + index,
    title: `收藏图书 ${index + 1}`,
    author: '作者',
    collecttime: '2026-10-01T02:00:00Z',
    available: index % 3,
  })),
};

export interface ListServerOptions {
  empty?: boolean;
  fails?: boolean;
}

const paged = <T>(list: T[], body: Record<string, unknown> | null) => {
  const index = Number(body?.index ?? 1);
  const size = Number(body?.pagesize ?? 10);
  return {
    total: list.length,
    index,
    pagesize: size,
    list: list.slice((index - 1) * size, index * size),
  };
};

/** The account lists' calls and the loans by type, for a logged-in caller only. */
export function listServer(options: ListServerOptions = {}): FakeHandler {
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return fail(20102, '', 500);
    const path = request.path.replace(API_BASE, '');
    if (path === ApiPath.borrowRecords) {
      const type = request.body?.type === 'overdue' ? 'overdue' : 'current';
      return ok({
        ...paged(options.empty ? [] : LIST_DATA[type], request.body),
        keephistory: false,
      });
    }
    for (const [list, listPath] of Object.entries(ACCOUNT_LIST_PATHS)) {
      if (listPath === path) {
        const rows: unknown[] = options.empty ? [] : LIST_DATA[list as keyof AccountListItems];
        return ok(paged(rows, request.body));
      }
    }
    return fail(40401, 'not found', 404);
  };
}
