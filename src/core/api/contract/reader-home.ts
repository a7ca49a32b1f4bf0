/**
 * The reader's home page (docs/product-rules.md, "Student pages"): the borrowing ranking excerpt,
 * reading recommended for this reader, and the follows and fans counts.
 */
import type { BookSummary } from './books';

/** Yearly, monthly and weekly rankings. */
export const RANKING_PERIODS = ['year', 'month', 'week'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/** How many books a ranking names by default, and at most. */
export const DEFAULT_RANKING_COUNT = 10;
export const MAX_RANKING_COUNT = 20;

/**
 * POST /StatisticsApi/Circulation/Query/Book/RankingList/ForUser. Logged out, the ranking of
 * the organisation named (or the default one) without `mine`; logged in, always the reader's
 * own organisation.
 */
export interface RankingRequest {
  period: RankingPeriod;
  /** 1 to MAX_RANKING_COUNT books (default DEFAULT_RANKING_COUNT). */
  count?: number;
  organizationid?: number;
  /**
   * Whose loans: the organisation's (default), or the logged-in reader's class or grade
   * (`class` and `grade` need a login: a stranger has no class).
   */
  scope?: RankingScope;
  /** Also the most active readers, 1 to MAX_RANKING_COUNT (logged in only; default none). */
  readercount?: number;
}

/** Ranking scopes: the organisation's, the class's, the grade's. */
export const RANKING_SCOPES = ['organization', 'class', 'grade'] as const;
export type RankingScope = (typeof RANKING_SCOPES)[number];

/**
 * One reader of a reader ranking. A reader is named to others only if they chose to be
 * (settings); otherwise `name` is null and `alias` stands in ("读者 ·3F2A": the same reader
 * keeps the same alias, which says nothing about who they are). The caller always sees
 * themselves by name, with `me` true.
 */
export interface RankedReader {
  rank: number;
  name: string | null;
  /** Four hexadecimal characters, stable per reader. */
  alias: string;
  /** The reader's class, when the ranking is wider than one class. */
  classname: string | null;
  borrows: number;
  me: boolean;
}

/** One book of a ranking: the organisation's loans of it that started in the period. */
export interface RankedBook {
  /** 1-based; books with as many loans share a rank (1, 2, 2, 4). */
  rank: number;
  bookid: number;
  title: string;
  author: string | null;
  cover: string | null;
  coverfileid: string | null;
  borrows: number;
}

/** The caller's own borrowing in the period. */
export interface MyRanking {
  /** Loans the reader started in the period. */
  borrows: number;
  /** Place among the organisation's readers who borrowed in the period; null with no loans. */
  rank: number | null;
  /** How many readers of the organisation borrowed in the period. */
  readers: number;
}

/**
 * The caller's class as a whole in the period: its loans, how many of its readers borrowed,
 * and its place among the organisation's classes by loans (ties share a place). A reader
 * ranking names only readers who chose to be named; the class's totals name nobody.
 */
export interface ClassTotal {
  classname: string;
  borrows: number;
  readers: number;
  /** Null when the class has no loans in the period. */
  rank: number | null;
  /** Classes of the organisation with loans in the period. */
  classes: number;
}

export interface RankingForUser {
  period: RankingPeriod;
  /**
   * The period as ISO date-times, [from, to): the library's calendar year, month or week
   * (Monday to Sunday) that holds today, in the organisation's time zone (OrganizationRef.timezone).
   */
  from: string;
  to: string;
  books: RankedBook[];
  /** Null when logged out. */
  mine: MyRanking | null;
  /** The scope answered (`organization` when none was asked). */
  scope?: RankingScope;
  /** The most active readers when `readercount` was asked (logged in); otherwise empty. */
  readers?: RankedReader[];
  /** The caller's class's totals when the `class` scope was asked (null without a class). */
  classtotal?: ClassTotal | null;
}

/** How many books the recommended reading names by default, and at most. */
export const DEFAULT_RECOMMENDED_READING = 8;
export const MAX_RECOMMENDED_READING = 30;

/**
 * GET /LibraryReaderApi/Reader/RecommendedBook?count= (logged in) → books the reader has not
 * borrowed nor reserved: first those popular in the categories the reader borrows from, then
 * the organisation's popular books.
 */
export interface RecommendedBookRequest {
  count?: number;
}

export interface RecommendedBook extends BookSummary {
  /** Why it is recommended: it shares a category the reader reads, or it is popular here. */
  reason: 'category' | 'popular';
  /**
   * For `category`: the shared category, the first three characters of its Chinese Library
   * Classification code (I24 Chinese novels, K20 Chinese history, …); null otherwise.
   */
  category: string | null;
}

/** GET /LibraryReaderApi/Reader/Follow/Count (logged in) → whom the reader follows, and fans. */
export interface FollowCounts {
  /** Readers this reader follows. */
  follows: number;
  /** Readers who follow this reader. */
  fans: number;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const ReaderHomePath = {
  rankingForUser: '/StatisticsApi/Circulation/Query/Book/RankingList/ForUser',
  recommendedForReader: '/LibraryReaderApi/Reader/RecommendedBook',
  followCounts: '/LibraryReaderApi/Reader/Follow/Count',
} as const;
