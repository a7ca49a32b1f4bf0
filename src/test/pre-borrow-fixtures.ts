/** Data and a fake server for the pre-borrow widget's tests and stories. */
import {
  ApiPath,
  type BookAvailability,
  type BookDetail,
  type PreBorrowRecord,
  type PreBorrowSite,
  type PreBorrowStanding,
} from '../core';
import { fail, ok, type FakeHandler, type FakeReply } from './fake-api';

export const PRE_BORROW_BOOK: BookDetail = {
  bookid: 2,
  title: '骆驼祥子',
  author: '老舍',
  publisher: '人民文学出版社',
  publishyear: 1955,
  isbn: null,
  isbn13: '9787020024759',
  assettype: 1,
  cover: null,
  coverfileid: null,
  language: 'chi',
  categorycode: 'I246.5',
  rating: 0,
  raters: 0,
  available: 2,
  copies: 4,
  paralleltitle: null,
  subtitle: null,
  series: null,
  publishtime: '1955',
  price: 1800,
  notes: null,
  intro: null,
  authorintro: null,
};

export const SITES: PreBorrowSite[] = [
  { id: 1, name: '总馆一楼服务台' },
  { id: 2, name: '初中部图书角' },
];

export const LOCATIONS: BookAvailability['bylocation'] = [
  { locationid: 1, location: '总馆一楼借阅区', copies: 3, available: 2 },
  { locationid: 2, location: '初中部图书角', copies: 1, available: 0 },
];

export function reservation(
  state: PreBorrowRecord['state'],
  overrides: Partial<PreBorrowRecord> = {},
): PreBorrowRecord {
  return {
    id: 77,
    bookid: PRE_BORROW_BOOK.bookid,
    title: PRE_BORROW_BOOK.title,
    author: PRE_BORROW_BOOK.author,
    state,
    siteid: 1,
    site: '总馆一楼服务台',
    barcode: state === 'waiting' ? null : 'YT00000201',
    queueposition: state === 'waiting' ? 2 : null,
    createdtime: '2026-04-01T02:00:00Z',
    expiretime: '2026-04-04T09:30:00Z',
    ...overrides,
  };
}

export interface PreBorrowServerOptions {
  book?: BookDetail | 'error';
  /** Available copies by location (defaults: 2 of 4 available). */
  bylocation?: BookAvailability['bylocation'];
  queue?: number;
  mine?: PreBorrowRecord | null;
  /** The reader's standing (default: 0 of 3 reservations, nothing on loan; null logged out). */
  standing?: PreBorrowStanding | null;
  sites?: PreBorrowSite[];
  /** PreBorrow answers 10158 with this message; `takenMeanwhile` also empties the shelf. */
  refuse?: string;
  takenMeanwhile?: boolean;
  refuseCancel?: string;
  /** Availability never answers (a loading story). */
  slow?: boolean;
}

/** A server whose availability follows the reservations made and cancelled through it. */
export function preBorrowServer(options: PreBorrowServerOptions = {}): FakeHandler {
  let bylocation = (options.bylocation ?? LOCATIONS).map((row) => ({ ...row }));
  let queue = options.queue ?? 0;
  let mine: PreBorrowRecord | null = options.mine ?? null;
  const is = (path: string, api: string) => path.endsWith(api);
  const available = () => bylocation.reduce((sum, row) => sum + row.available, 0);
  const takeOne = () => {
    const row = bylocation.find((candidate) => candidate.available > 0);
    if (row) row.available -= 1;
  };

  return (request): FakeReply => {
    const { path } = request;
    const body = request.body ?? {};
    if (is(path, ApiPath.bookDetail)) {
      return options.book === 'error' ? fail(20102, '', 500) : ok(options.book ?? PRE_BORROW_BOOK);
    }
    if (is(path, ApiPath.bookAvailability)) {
      const answer: BookAvailability = {
        bookid: PRE_BORROW_BOOK.bookid,
        copies: bylocation.reduce((sum, row) => sum + row.copies, 0),
        available: available(),
        queue,
        bylocation,
        mine,
        standing:
          options.standing === undefined
            ? { reservations: mine ? 1 : 0, max: 3, onloan: false }
            : options.standing,
      };
      return options.slow ? { ...ok(answer), delay: 60_000 } : ok(answer);
    }
    if (is(path, ApiPath.preBorrowSites)) return ok(options.sites ?? SITES);
    if (is(path, ApiPath.preBorrow)) {
      if (options.takenMeanwhile) bylocation = bylocation.map((row) => ({ ...row, available: 0 }));
      if (options.refuse) return fail(10158, options.refuse);
      const site = (options.sites ?? SITES).find((candidate) => candidate.id === body.siteid);
      if (!site) return fail(10158, '请选择预借站点');
      if (body.queue === true) {
        queue += 1;
        mine = reservation('waiting', { siteid: site.id, site: site.name, queueposition: queue });
      } else {
        if (available() === 0) return fail(10158, '该书已无可借副本');
        takeOne();
        mine = reservation('notArrived', { siteid: site.id, site: site.name });
      }
      return ok(mine);
    }
    if (is(path, ApiPath.preBorrowCancel)) {
      if (options.refuseCancel) return fail(10158, options.refuseCancel);
      if (!mine || mine.id !== body.id) return fail(10158, '预约不存在');
      const cancelled: PreBorrowRecord = { ...mine, state: 'cancelled' };
      if (mine.state === 'waiting') queue -= 1;
      else {
        const row = bylocation[0];
        if (row) row.available += 1;
      }
      mine = null;
      return ok(cancelled);
    }
    return fail(40401, 'not found', 404);
  };
}
