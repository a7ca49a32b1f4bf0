/**
 * The reading portrait and the ranking's privacy setting. The product names no call for the
 * portrait; these follow its style (StatisticsApi for statistics, LibraryReaderApi/Reader for
 * the reader's settings). The answers come from rollups the server keeps current every few
 * minutes, so a loan made a moment ago may appear a few minutes later.
 */

/** POST /StatisticsApi/Reader/Query/ReadingPortrait {year?} (logged in) → the reader's own. */
export interface ReadingPortraitRequest {
  /** The calendar year (library time); the current one by default. */
  year?: number;
}

/** Loans of one month of the year (1–12); every month is listed, with 0 for none. */
export interface MonthLoans {
  month: number;
  borrows: number;
}

/**
 * A Chinese Library Classification class: the code's first letter (I literature, K history,
 * …); '' for books without a code.
 */
export interface CategoryLoans {
  category: string;
  borrows: number;
}

export interface AuthorLoans {
  author: string;
  borrows: number;
}

/** Runs of consecutive weeks and months with at least one loan. */
export interface ReadingStreaks {
  /** The longest run of weeks in the year. */
  longestweeks: number;
  /** Weeks running up to this week (or last week, when none yet this week); 0 when broken. */
  currentweeks: number;
  longestmonths: number;
}

export interface ReadingPortrait {
  /**
   * Whether the reader keeps a reading history (the history setting). False: they turned it
   * off, and the portrait carries nothing drawn from their loans (every count 0, every list
   * empty) until they turn it on again.
   */
  history: boolean;
  year: number;
  /** The years the reader has loans in, newest first (to choose another). */
  years: number[];
  /** The year in numbers. */
  borrows: number;
  activemonths: number;
  categorycount: number;
  authorcount: number;
  /** Place among the organisation's readers of the year; null with no loans. */
  rank: number | null;
  readers: number;
  months: MonthLoans[];
  /** Most borrowed first, at most PORTRAIT_CATEGORIES. */
  categories: CategoryLoans[];
  /** Favourite authors, most borrowed first, at most PORTRAIT_AUTHORS. */
  authors: AuthorLoans[];
  streaks: ReadingStreaks;
}

export const PORTRAIT_CATEGORIES = 8;
export const PORTRAIT_AUTHORS = 5;
export const PORTRAIT_FIRST_YEAR = 2000;
export const PORTRAIT_LAST_YEAR = 2100;

/**
 * POST /LibraryReaderApi/Reader/Ranking/Setting/Query → the reader's choice;
 * …/Update {showname} changes it. Off by default.
 */
export interface RankingSetting {
  /**
   * Whether other readers see the reader's name, class and grade: in reader rankings, and in
   * follows, where only such a reader is found by name (else an alias).
   */
  showname: boolean;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const ReadingStatsPath = {
  readingPortrait: '/StatisticsApi/Reader/Query/ReadingPortrait',
  rankingSetting: '/LibraryReaderApi/Reader/Ranking/Setting/Query',
  rankingSettingUpdate: '/LibraryReaderApi/Reader/Ranking/Setting/Update',
} as const;
