import {
  ApiPath,
  type BorrowRecordItem,
  type BorrowRecordPage,
  type RenewOutcome,
  type RenewReason,
  type ReservationItem,
  type UrgeNoticeItem,
} from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/(?:LibraryReaderApi|Api|CalendarApi)\/)/;

const loan = (
  id: number,
  title: string,
  duetime: string,
  daysleft: number,
  extra: Partial<BorrowRecordItem> = {},
): BorrowRecordItem => ({
  id,
  bookid: 100 + id,
  title,
  author: '作者' + id,
  barcode: `YT000${id}`,
  borrowtime: '2026-10-20T02:00:00Z',
  duetime,
  returntime: null,
  returned: false,
  renewals: 0,
  renewalsleft: 2,
  daysleft,
  overdue: daysleft < 0,
  fine: 0,
  renewblock: null,
  ...extra,
});

/** The demo reader's five loans: overdue, renewable, reserved by another, due soon, renewed out. */
export const LOANS: BorrowRecordItem[] = [
  loan(1, '骆驼祥子', '2026-11-20T15:59:59Z', -4, { fine: 40, renewblock: 'overdue' }),
  loan(2, '平凡的世界', '2026-12-20T15:59:59Z', 26),
  loan(3, '围城', '2026-12-10T15:59:59Z', 16, { renewblock: 'onReserve' }),
  loan(4, 'The Little Prince', '2026-11-26T15:59:59Z', 2),
  loan(5, '活着', '2026-12-01T15:59:59Z', 7, {
    renewals: 2,
    renewalsleft: 0,
    renewblock: 'tooManyRenewals',
  }),
];

const reservation = (
  id: number,
  title: string,
  state: ReservationItem['state'],
  extra: Partial<ReservationItem> = {},
): ReservationItem => ({
  id,
  bookid: 200 + id,
  title,
  author: null,
  state,
  siteid: 1,
  site: '东校区总馆',
  barcode: state === 'waiting' ? null : `YT900${id}`,
  queueposition: null,
  createdtime: '2026-11-20T02:00:00Z',
  expiretime: '2026-11-27T10:00:00Z',
  queuelength: 0,
  estimatedwaitdays: null,
  ...extra,
});

export const RESERVATIONS: ReservationItem[] = [
  reservation(31, '三体', 'waiting', { queueposition: 2, queuelength: 3, estimatedwaitdays: 12 }),
  reservation(32, '红楼梦', 'notArrived'),
  reservation(33, '边城', 'arrived'),
];

export const URGES: UrgeNoticeItem[] = [
  {
    id: 51,
    borrowid: 1,
    title: '骆驼祥子',
    barcode: 'YT0001',
    duetime: '2026-11-20T15:59:59Z',
    urgetime: '2026-11-22T01:00:00Z',
    note: '请尽快归还',
    returned: false,
  },
];

export interface MyBorrowServerOptions {
  loans?: BorrowRecordItem[];
  /** Renewals the server refuses although the list said they would pass (someone reserved meanwhile). */
  refuse?: Record<number, RenewReason>;
  /** Every call fails (20102, HTTP 500). */
  fails?: boolean;
  /** The renewal call fails with this message (10158). */
  renewFails?: string;
  fines?: number;
  /** The cancellation is refused with this message (10158). */
  cancelFails?: string;
  delay?: number;
  /** Lists the loans soonest due first, as the server does, a renewal moving its loan down. */
  sortByDue?: boolean;
}

function renewOutcome(item: BorrowRecordItem, reason: RenewReason | undefined): RenewOutcome {
  if (reason) {
    return {
      borrowid: item.id,
      status: 'refused',
      reason,
      message: reason,
      duetime: item.duetime,
      renewals: item.renewals,
      renewalsleft: item.renewalsleft,
    };
  }
  return {
    borrowid: item.id,
    status: 'renewed',
    reason: null,
    message: '',
    duetime: '2027-01-05T15:59:59Z',
    renewals: item.renewals + 1,
    renewalsleft: item.renewalsleft - 1,
  };
}

/** The circulation calls of the panel, for a logged-in caller only. */
export function myBorrowServer(options: MyBorrowServerOptions = {}): FakeHandler {
  let loans = options.loans ?? LOANS;
  const byDue = (list: BorrowRecordItem[]) =>
    options.sortByDue ? [...list].sort((a, b) => a.duetime.localeCompare(b.duetime)) : list;
  loans = byDue(loans);
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return { ...fail(20102, '', 500), delay: options.delay };
    const reply = (() => {
      switch (request.path.replace(API_BASE, '')) {
        case ApiPath.borrowRecords: {
          const page: BorrowRecordPage = {
            total: loans.length,
            index: 1,
            pagesize: 50,
            list: loans,
            keephistory: false,
          };
          return ok(page);
        }
        case ApiPath.renew: {
          if (options.renewFails) return fail(10158, options.renewFails);
          const ids = (request.body?.borrowids ?? []) as number[];
          const results = loans
            .filter((item) => ids.includes(item.id))
            .map((item) => renewOutcome(item, options.refuse?.[item.id]));
          const refused = results.filter((result) => result.status === 'refused').length;
          const renewed = new Map(results.map((result) => [result.borrowid, result]));
          loans = byDue(
            loans.map((item) => {
              const result = renewed.get(item.id);
              return result?.status === 'renewed' && result.duetime
                ? { ...item, duetime: result.duetime }
                : item;
            }),
          );
          return ok({ results, renewed: results.length - refused, refused });
        }
        case ApiPath.penalSum:
          return ok({ total: options.fines ?? 40, count: options.fines === 0 ? 0 : 1 });
        case ApiPath.reservations:
          return ok(RESERVATIONS);
        case ApiPath.urgeNotices:
          return ok({ total: URGES.length, index: 1, pagesize: 5, list: URGES });
        case ApiPath.preBorrowCancel:
          if (options.cancelFails) return fail(10158, options.cancelFails);
          return ok({ ...RESERVATIONS[0], state: 'cancelled' });
        default:
          return fail(40401, 'not found', 404);
      }
    })();
    return { ...reply, delay: options.delay };
  };
}
