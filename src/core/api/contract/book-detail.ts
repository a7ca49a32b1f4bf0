/** Book detail: the record, the external rating service, comments, collect and recommend. */

import type { BookSummary } from './books';

/** POST /LibraryReaderApi/Book/Query/Detail {bookid} → the record (404 code when unknown). */
export interface BookDetail extends BookSummary {
  paralleltitle: string | null;
  subtitle: string | null;
  series: string | null;
  /** ISO date (year only when that is all the catalogue knows: "1980"). */
  publishtime: string | null;
  /** Price in fen. */
  price: number | null;
  notes: string | null;
  intro: string | null;
  authorintro: string | null;
}

/**
 * POST /LibraryReaderApi/Book/Query/Douban {isbns} → what the external book-info service says
 * (its 10-point scale: widgets show `average / 2`). An unreachable or slow service is logged
 * by the server and answered with an empty list (a failing book-info service is only logged).
 */
export interface BookInfoRequest {
  isbns: string[];
}
export interface BookInfo {
  isbn13: string;
  image: string | null;
  average: number;
  raters: number;
}
/** The shown rating is the source value divided by 2. */
export const RATING_SCALE_DIVISOR = 2;

/** POST /CommentUserApi/Comment/List {bookid, index, pagesize} → Page<BookComment>. */
export interface CommentListRequest {
  bookid: number;
  index?: number;
  pagesize?: number;
  organizationid?: number;
}
export interface BookComment {
  id: number;
  bookid: number;
  content: string;
  anonymous: boolean;
  /** Null for an anonymous comment (except to its author). */
  authorname: string | null;
  /** The logged-in reader wrote it: only then may they edit or delete it. */
  mine: boolean;
  /** ISO date-times. */
  createdtime: string;
  updatedtime: string;
}
/** POST /CommentUserApi/Comment/AddUpdate {id?, bookid, content, anonymous?} → the comment. */
export interface CommentSaveRequest {
  id?: number;
  bookid: number;
  content: string;
  anonymous?: boolean;
}
/** Longest comment the server accepts, in characters. */
export const MAX_COMMENT_LENGTH = 2000;
/** POST /CommentUserApi/Comment/Delete {id}. */
export interface CommentDeleteRequest {
  id: number;
}

/** POST /LibraryReaderApi/Reader/Collection/Query {bookid} and …/AddOrRemove {bookid}. */
export interface CollectState {
  bookid: number;
  collected: boolean;
}
/** POST /Api/BookRecommend/Add {bookid, reason?} and /QueryIsMyRecommend {bookid}. */
export interface RecommendState {
  bookid: number;
  recommended: boolean;
  /** Readers of the organisation who recommended this book to the library. */
  count: number;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const BookDetailPath = {
  bookDetail: '/LibraryReaderApi/Book/Query/Detail',
  bookInfo: '/LibraryReaderApi/Book/Query/Douban',
  commentList: '/CommentUserApi/Comment/List',
  commentSave: '/CommentUserApi/Comment/AddUpdate',
  commentDelete: '/CommentUserApi/Comment/Delete',
  collectQuery: '/LibraryReaderApi/Reader/Collection/Query',
  collectToggle: '/LibraryReaderApi/Reader/Collection/AddOrRemove',
  recommendAdd: '/Api/BookRecommend/Add',
  recommendQuery: '/Api/BookRecommend/QueryIsMyRecommend',
} as const;
