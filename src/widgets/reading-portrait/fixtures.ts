import { ApiPath, type Medal, type ReadingPortrait } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** 李明's 2031: a reader of novels and history, borrowing most months. */
export const PORTRAIT: ReadingPortrait = {
  history: true,
  year: 2031,
  years: [2031, 2030],
  borrows: 23,
  activemonths: 5,
  categorycount: 3,
  authorcount: 4,
  rank: 5,
  readers: 120,
  months: [3, 4, 0, 6, 5, 5, 0, 0, 0, 0, 0, 0].map((borrows, index) => ({
    month: index + 1,
    borrows,
  })),
  categories: [
    { category: 'I', borrows: 15 },
    { category: 'K', borrows: 6 },
    { category: '', borrows: 2 },
  ],
  authors: [
    { author: '刘慈欣', borrows: 5 },
    { author: '余华', borrows: 4 },
    { author: '老舍', borrows: 3 },
    { author: '鲁迅', borrows: 2 },
  ],
  streaks: { longestweeks: 6, currentweeks: 2, longestmonths: 3 },
};

const EMPTY_YEAR: ReadingPortrait = {
  ...PORTRAIT,
  year: 2030,
  borrows: 0,
  activemonths: 0,
  categorycount: 0,
  authorcount: 0,
  rank: null,
  months: PORTRAIT.months.map((month) => ({ ...month, borrows: 0 })),
  categories: [],
  authors: [],
  streaks: { longestweeks: 0, currentweeks: 0, longestmonths: 0 },
};

export const MEDALS: Medal[] = [
  { code: 'firstBook', earned: true, progress: 1, target: 1, earnedtime: '2031-01-03T02:00:00Z' },
  { code: 'tenBooks', earned: true, progress: 10, target: 10, earnedtime: '2031-04-02T02:00:00Z' },
];

export interface PortraitServerOptions {
  fails?: boolean;
  showname?: boolean;
  /** The reader turned their reading history off: the server sends no portrait of it. */
  historyOff?: boolean;
}

/** What the server answers a reader who keeps no reading history. */
export const WITHOUT_HISTORY: ReadingPortrait = {
  ...PORTRAIT,
  history: false,
  years: [],
  borrows: 0,
  activemonths: 0,
  categorycount: 0,
  authorcount: 0,
  rank: null,
  readers: 0,
  months: PORTRAIT.months.map(({ month }) => ({ month, borrows: 0 })),
  categories: [],
  authors: [],
  streaks: { longestweeks: 0, currentweeks: 0, longestmonths: 0 },
};

/** The portrait, the medals and the ranking setting (which remembers a change). */
export function portraitServer(options: PortraitServerOptions = {}): FakeHandler {
  let showname = options.showname ?? false;
  return (request) => {
    if (request.path.endsWith(ApiPath.readingPortrait)) {
      if (options.fails) return fail(20102, '', 500);
      if (options.historyOff) return ok(WITHOUT_HISTORY);
      return ok(request.body?.year === 2030 ? EMPTY_YEAR : PORTRAIT);
    }
    if (request.path.endsWith(ApiPath.rankingSetting)) return ok({ showname });
    if (request.path.endsWith(ApiPath.rankingSettingUpdate)) {
      showname = Boolean(request.body?.showname);
      return ok({ showname });
    }
    if (request.path.endsWith(ApiPath.studentMedals)) return ok(MEDALS);
    return fail(40401, 'not found', 404);
  };
}
