/**
 * Pre-borrow: pick-up sites, availability and the queue, reservations (docs/product-rules.md,
 * "Reservations").
 */

/** POST /LibraryApi/PreBorrowSite/List {organizationid?} → where reserved books are picked up. */
export interface PreBorrowSite {
  id: number;
  name: string;
}

/**
 * POST /LibraryReaderApi/Book/Query/Availability {bookid} → copies, the queue and where the
 * book can be found; `mine` is the logged-in reader's active reservation of it.
 */
export interface BookAvailability {
  bookid: number;
  copies: number;
  available: number;
  /** Readers waiting for a copy (reservations without one). */
  queue: number;
  bylocation: { locationid: number | null; location: string; copies: number; available: number }[];
  mine: PreBorrowRecord | null;
  /** The logged-in reader's standing (null when no reader asks). */
  standing: PreBorrowStanding | null;
}

/** What a reader may reserve before choosing a site: the cap, and a loan of this very book. */
export interface PreBorrowStanding {
  /** Active reservations (waiting, not arrived, arrived). */
  reservations: number;
  /** The borrow type's cap on active reservations. */
  max: number;
  /** The reader has a copy of this book on loan: reserving it is refused. */
  onloan: boolean;
}

/**
 * POST /LibraryReaderApi/Reader/PreBorrow {bookid, siteid, queue?}: reserve an available copy,
 * or with `queue: true` join the queue when none is available. Refusals (no copy left, limit
 * reached, already reserved) are code 10158 with a message.
 */
export interface PreBorrowRequest {
  bookid: number;
  siteid: number;
  queue?: boolean;
}
export type PreBorrowState =
  'waiting' | 'notArrived' | 'arrived' | 'cancelled' | 'expired' | 'borrowed';
export interface PreBorrowRecord {
  id: number;
  bookid: number;
  title: string;
  author: string | null;
  state: PreBorrowState;
  siteid: number;
  site: string;
  /** The reserved copy's barcode; null while waiting in the queue. */
  barcode: string | null;
  /** 1-based place in the queue while `waiting`, else null. */
  queueposition: number | null;
  /** ISO date-times. */
  createdtime: string;
  /** Borrow before this (arrived), or the reservation lapses. */
  expiretime: string;
}
/** POST /LibraryReaderApi/Reader/PreBorrow/List {state?: 'active' | 'all'} → PreBorrowRecord[]. */
export interface PreBorrowListRequest {
  state?: 'active' | 'all';
}
/** POST /LibraryReaderApi/Reader/PreBorrow/Cancel {id} → the cancelled record. */
export interface PreBorrowCancelRequest {
  id: number;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const PreBorrowPath = {
  preBorrowSites: '/LibraryApi/PreBorrowSite/List',
  bookAvailability: '/LibraryReaderApi/Book/Query/Availability',
  preBorrow: '/LibraryReaderApi/Reader/PreBorrow',
  preBorrowList: '/LibraryReaderApi/Reader/PreBorrow/List',
  preBorrowCancel: '/LibraryReaderApi/Reader/PreBorrow/Cancel',
} as const;
