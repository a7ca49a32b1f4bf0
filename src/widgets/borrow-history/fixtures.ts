import { ApiPath, type BorrowRecordItem, type HistorySetting } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/(?:LibraryReaderApi|Api|CalendarApi)\/)/;

const returned = (id: number, title: string, late = false): BorrowRecordItem => ({
  id,
  bookid: 300 + id,
  title,
  author: null,
  barcode: `YT300${id}`,
  borrowtime: '2026-09-01T02:00:00Z',
  duetime: '2026-10-01T15:59:59Z',
  returntime: late ? '2026-10-05T03:00:00Z' : '2026-09-20T03:00:00Z',
  returned: true,
  renewals: 0,
  renewalsleft: 0,
  daysleft: null,
  overdue: late,
  fine: late ? 40 : 0,
  renewblock: null,
});

/** Twelve returned loans: two pages of ten. */
export const HISTORY: BorrowRecordItem[] = Array.from({ length: 12 }, (_, index) =>
  returned(index + 1, `历史图书 ${index + 1}`, index === 0),
);

export const FEED_PATH = '/CalendarApi/Feed/secret-one.ics';

export interface HistoryServerOptions {
  keep?: boolean;
  fails?: boolean;
  /** The setting change is refused with this message. */
  settingFails?: string;
  /** The server's PUBLIC_URL: the feed also comes as an absolute URL there. */
  publicUrl?: string;
}

/** The history calls, with a server-side state: the setting, the kept loans, the feed secret. */
export function historyServer(options: HistoryServerOptions = {}): FakeHandler {
  const state = { keep: options.keep ?? true, list: [...HISTORY], feed: FEED_PATH };
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return fail(20102, '', 500);
    const path = request.path.replace(API_BASE, '');
    const setting = (): HistorySetting => ({
      keephistory: state.keep,
      since: state.keep ? '2026-01-01T00:00:00Z' : null,
    });
    switch (path) {
      case ApiPath.borrowRecords: {
        const index = Number(request.body?.index ?? 1);
        const size = Number(request.body?.pagesize ?? 10);
        const list = state.keep ? state.list : [];
        return ok({
          total: list.length,
          index,
          pagesize: size,
          list: list.slice((index - 1) * size, index * size),
          keephistory: state.keep,
        });
      }
      case ApiPath.historySetting:
        return ok(setting());
      case ApiPath.historySettingUpdate:
        if (options.settingFails) return fail(10158, options.settingFails);
        state.keep = request.body?.keephistory === true;
        return ok(setting());
      case ApiPath.historyDelete: {
        const deleted = state.list.length;
        state.list = [];
        return ok({ deleted });
      }
      case ApiPath.calendarQuery:
        return ok({
          feedpath: state.feed,
          ...(options.publicUrl ? { feedurl: `${options.publicUrl}/api${state.feed}` } : {}),
        });
      case ApiPath.calendarReset:
        state.feed = '/CalendarApi/Feed/secret-two.ics';
        return ok({ feedpath: state.feed });
      default:
        return fail(40401, 'not found', 404);
    }
  };
}
