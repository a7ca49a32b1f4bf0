/**
 * People and records: follows and fans, a reader's own reading reviews (book comments), and
 * volunteer service.
 *
 * The product names no call for following or for volunteer records: the calls below are named in
 * the style of the others, beside the follow count (`/LibraryReaderApi/Reader/Follow/Count`).
 * Every one is scoped to the caller's organisation: nobody follows, finds or sees a reader of
 * another organisation.
 */
import type { BookComment } from './book-detail';
import type { Page } from './common';

/**
 * Another reader as the caller sees them: only what the reader chose to share, never contact
 * details. A reader who chose to show their name to other readers (the rankings' setting) is
 * shown by name, class and grade; any other by `alias` alone.
 */
export interface ReaderBrief {
  readerid: number;
  /** Their nickname, or their name when they have none; null when they keep it private. */
  name: string | null;
  /** A stable alias to show when `name` is null (not the one the rankings show). */
  alias: string;
  /** Class or department name; null when not recorded or not shared. */
  department: string | null;
  /** Null when not recorded or not shared. */
  grade: string | null;
  /** The caller follows them. */
  following: boolean;
  /** They follow the caller. */
  followsme: boolean;
}

/** Longest search text; fewer than MIN_FOLLOW_SEARCH characters find nobody. */
export const MAX_FOLLOW_SEARCH = 32;
export const MIN_FOLLOW_SEARCH = 2;
/** How many readers a search names at most. */
export const MAX_FOLLOW_SEARCH_RESULTS = 10;

/**
 * POST /LibraryReaderApi/Reader/Follow/Search {keyword} → readers of the caller's organisation
 * whose reader code is exactly the keyword, or who show their name and whose name or nickname
 * contains it (never the caller), at most MAX_FOLLOW_SEARCH_RESULTS.
 */
export interface FollowSearchRequest {
  keyword: string;
}

export const FOLLOW_LISTS = ['following', 'fans'] as const;
export type FollowListKind = (typeof FOLLOW_LISTS)[number];

/** POST /LibraryReaderApi/Reader/Follow/List {kind, index, pagesize} → Page<FollowEntry>. */
export interface FollowListRequest {
  kind: FollowListKind;
  index?: number;
  pagesize?: number;
}
export const MAX_FOLLOW_PAGE_SIZE = 50;

export interface FollowEntry extends ReaderBrief {
  /** When the follow began (ISO). */
  since: string;
}

/** POST …/Follow/Add {readerid} and …/Follow/Remove {readerid} → the reader as now seen. */
export interface FollowChangeRequest {
  readerid: number;
}

/** GET …/Follow/Setting → what the caller shares; POST …/Follow/Setting/Update to change it. */
export interface FollowSetting {
  /** "Let followers see my reading" (off by default). */
  sharereading: boolean;
}

/**
 * POST …/Follow/Reading {readerid} → what a reader the caller follows is reading, if they share
 * it: their current loans and recent ones (only those their own reading history keeps).
 */
export interface FollowReading {
  reader: ReaderBrief;
  /** False: they do not share their reading; `books` is then empty. */
  shared: boolean;
  books: FollowReadingBook[];
}
export interface FollowReadingBook {
  bookid: number;
  title: string;
  author: string | null;
  /** ISO date-time the loan began. */
  borrowtime: string;
  /** Still on loan. */
  reading: boolean;
}
export const MAX_FOLLOW_READING = 10;

/** A review is a book comment, shown with its book in the reader's own list. */
export interface MyReview extends BookComment {
  title: string;
  author: string | null;
}

/**
 * POST /CommentUserApi/Comment/List/Mine {bookid?, index, pagesize} → the caller's own comments
 * (reviews), newest first; `bookid` keeps those of one book (to edit a review of it).
 */
export interface MyReviewsRequest {
  bookid?: number;
  index?: number;
  pagesize?: number;
}
export type MyReviewPage = Page<MyReview>;

/** Kinds of volunteer service (the widget translates them). */
export const VOLUNTEER_SERVICE_TYPES = [
  'shelving',
  'circulation',
  'reading',
  'event',
  'tidying',
  'other',
] as const;
export type VolunteerServiceType = (typeof VOLUNTEER_SERVICE_TYPES)[number];

export interface VolunteerRecord {
  id: number;
  /** YYYY-MM-DD. */
  servicedate: string;
  type: VolunteerServiceType;
  /** Hours, to the quarter hour or finer (1.5). */
  hours: number;
  note: string;
  /** YYYY-MM-DD. */
  workdate: string;
  place: string;
}

/**
 * A school term (volunteer service is shown by date or by term): the first term runs from September
 * to January, the second from February to July; August, the summer holiday, counts towards the term
 * that follows it. `id` is "2025-2026-1" (school year, term number).
 */
export interface VolunteerTerm {
  id: string;
  /** The school year's first calendar year (2025 for 2025-2026). */
  year: number;
  term: 1 | 2;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  records: number;
  hours: number;
}

/** Term ids as the server accepts them. */
export const VOLUNTEER_TERM_PATTERN = '^\\d{4}-\\d{4}-[12]$';

/**
 * POST /LibraryReaderApi/Reader/Volunteer/List {term?, from?, to?, index, pagesize} → the
 * caller's records, newest service date first: of one term, or between two dates, or all.
 */
export interface VolunteerListRequest {
  term?: string;
  from?: string;
  to?: string;
  index?: number;
  pagesize?: number;
}
export const MAX_VOLUNTEER_PAGE_SIZE = 100;

export interface VolunteerPage extends Page<VolunteerRecord> {
  /** Hours of every record the filter selects (not only this page). */
  totalhours: number;
  /** Every term the reader served in, newest first, with its records and hours. */
  terms: VolunteerTerm[];
}

/**
 * POST /LibraryApi/Volunteer/Add (teachers) {readercode, servicedate, type, hours, note?,
 * workdate?, place?} → the record, for a reader of the teacher's organisation.
 */
export interface VolunteerAddRequest {
  readercode: string;
  servicedate: string;
  type: VolunteerServiceType;
  hours: number;
  note?: string;
  workdate?: string;
  place?: string;
}
export const MAX_VOLUNTEER_HOURS = 12;
export const MAX_VOLUNTEER_TEXT = 200;

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const PeoplePath = {
  followSearch: '/LibraryReaderApi/Reader/Follow/Search',
  followList: '/LibraryReaderApi/Reader/Follow/List',
  followAdd: '/LibraryReaderApi/Reader/Follow/Add',
  followRemove: '/LibraryReaderApi/Reader/Follow/Remove',
  followReading: '/LibraryReaderApi/Reader/Follow/Reading',
  followSetting: '/LibraryReaderApi/Reader/Follow/Setting',
  followSettingUpdate: '/LibraryReaderApi/Reader/Follow/Setting/Update',
  myReviews: '/CommentUserApi/Comment/List/Mine',
  volunteerList: '/LibraryReaderApi/Reader/Volunteer/List',
  volunteerAdd: '/LibraryApi/Volunteer/Add',
} as const;
