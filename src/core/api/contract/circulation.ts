/**
 * Circulation: the reader's loans, renewals, reservations in the queue, fines owed, the library's
 * urges, sublets, purchases, recommendations, favourites, messages, reading-history privacy and the
 * calendar feed (docs/product-rules.md, "Loans", "Reservations"). Money is integer fen.
 */
import type { Page } from './common';
import type { PreBorrowRecord } from './preborrow';

/**
 * GET /LibraryReaderApi/Reader/Query/RdBorrowType/{id} → a borrow type of the caller's
 * organisation (logged out: `?orgid=`): what a reader of the type may borrow and owes.
 */
export interface BorrowTypeInfo {
  id: number;
  name: string;
  maxloans: number;
  loandays: number;
  maxrenewals: number;
  /** Days a renewal gives, counted from the day of the renewal. */
  renewdays: number;
  /** Fen per overdue day. */
  fineperday: number;
  /** Unpaid fines above this (fen) refuse renewals. */
  finelimit: number;
  maxpreborrows: number;
  preborrowholddays: number;
}

/**
 * Why a renewal is refused (the names Koha's renewal checks use, in camel case):
 * `onReserve` another reader is waiting for the book; `tooManyRenewals` the type's limit is
 * reached; `overdue` the loan is past due; `cardExpired` the reader's card has expired;
 * `finesOverLimit` unpaid fines are above the type's limit; `notFound` no such loan on loan to
 * this reader.
 */
export const RENEW_REASONS = [
  'onReserve',
  'tooManyRenewals',
  'overdue',
  'cardExpired',
  'finesOverLimit',
  'notFound',
] as const;
export type RenewReason = (typeof RENEW_REASONS)[number];

export const BORROW_RECORD_TYPES = ['current', 'overdue', 'history'] as const;
export type BorrowRecordType = (typeof BORROW_RECORD_TYPES)[number];

/** POST /LibraryReaderApi/Reader/Query/BorrowRecord. `index` is 1-based. */
export interface BorrowRecordRequest {
  type: BorrowRecordType;
  index?: number;
  pagesize?: number;
}

/** A loan (a borrow record). Times are ISO; days are library days. */
export interface BorrowRecordItem {
  /** The loan's id (`borrowids` of a renewal). */
  id: number;
  bookid: number;
  title: string;
  author: string | null;
  barcode: string;
  borrowtime: string;
  /** Should-return time. */
  duetime: string;
  /** Real return time; null while on loan. */
  returntime: string | null;
  returned: boolean;
  renewals: number;
  renewalsleft: number;
  /** Days until the due day: 0 due today, negative when overdue (on loan only, else null). */
  daysleft: number | null;
  overdue: boolean;
  /** Overdue fine of this loan so far (paid or not), fen. */
  fine: number;
  /** Why a renewal would be refused now; null when it would succeed (on loan only). */
  renewblock: RenewReason | null;
}

/**
 * A page of loans. `keephistory`: whether the reader keeps a reading history; with it off a
 * history page is empty (nothing is answered, whatever the library holds).
 */
export interface BorrowRecordPage extends Page<BorrowRecordItem> {
  keephistory: boolean;
}

/** POST /LibraryReaderApi/Reader/Renew {borrowids} (one loan, or all of them). */
export interface RenewRequest {
  borrowids: number[];
}
/**
 * Each loan's outcome: `renewed` (the due date moved), `unchanged` (already due as late as a
 * renewal now would make it, e.g. a second click: nothing counted), `refused` with the reason
 * and its message in the caller's language.
 */
export interface RenewOutcome {
  borrowid: number;
  status: 'renewed' | 'unchanged' | 'refused';
  reason: RenewReason | null;
  /** The refusal in the caller's language; empty otherwise. */
  message: string;
  /** The due time after the call (null for `notFound`). */
  duetime: string | null;
  renewals: number;
  renewalsleft: number;
}
export interface RenewResult {
  results: RenewOutcome[];
  renewed: number;
  refused: number;
}

/** POST /LibraryReaderApi/Reader/Query/PenalSum → unpaid fines. */
export interface PenalSum {
  /** fen */
  total: number;
  count: number;
}

/** POST /LibraryReaderApi/Reader/Query/Reservations → active reservations with the queue. */
export interface ReservationItem extends PreBorrowRecord {
  /** Readers waiting for the book (M of "N of M"); 0 once a copy is held. */
  queuelength: number;
  /** Estimated days until a copy comes for a waiting reservation; null otherwise. */
  estimatedwaitdays: number | null;
}

/** Paged lists of the account: `{index?, pagesize?}` → Page<…>. */
export interface AccountPageRequest {
  index?: number;
  pagesize?: number;
}
export const MAX_ACCOUNT_PAGE_SIZE = 50;
export const DEFAULT_ACCOUNT_PAGE_SIZE = 10;

/** POST /LibraryReaderApi/Reader/Query/UrgeReturn → the library's urges to return. */
export interface UrgeNoticeItem {
  id: number;
  borrowid: number;
  title: string;
  barcode: string;
  duetime: string;
  urgetime: string;
  note: string | null;
  /** The loan has been returned since. */
  returned: boolean;
}

export type SubtenancyCategory = 'lendOut' | 'borrowIn';
export type SubtenancyStatus = 'pending' | 'approved' | 'rejected' | 'returned';
/** POST /LibraryReaderApi/Reader/Query/Subtenancy → sublet records. */
export interface SubtenancyItem {
  id: number;
  category: SubtenancyCategory;
  /** The day (YYYY-MM-DD). */
  date: string;
  bookname: string;
  createtime: string;
  updatetime: string;
  status: SubtenancyStatus;
}

/** POST /LibraryReaderApi/Reader/Query/Purchased → books the reader bought. */
export interface PurchasedItem {
  id: number;
  bookid: number | null;
  title: string;
  /** fen, each */
  price: number;
  quantity: number;
  orderno: string | null;
  purchasetime: string;
}

/** POST /Api/BookRecommend/List → the reader's recommendations to the library. */
export interface RecommendationItem {
  id: number;
  bookid: number;
  title: string;
  author: string | null;
  reason: string | null;
  createtime: string;
  /** Readers of the organisation who recommended the book. */
  count: number;
}

/** POST /LibraryReaderApi/Reader/Collection/List → the reader's favourites. */
export interface CollectionItem {
  bookid: number;
  title: string;
  author: string | null;
  collecttime: string;
  /** Copies on the shelf now. */
  available: number;
}

/** What `lp-account-list` shows, by its `list` attribute. */
export const ACCOUNT_LISTS = [
  'urge',
  'subtenancy',
  'purchased',
  'recommendations',
  'collection',
] as const;
export type AccountList = (typeof ACCOUNT_LISTS)[number];
export interface AccountListItems {
  urge: UrgeNoticeItem;
  subtenancy: SubtenancyItem;
  purchased: PurchasedItem;
  recommendations: RecommendationItem;
  collection: CollectionItem;
}

/** POST …/History/Setting/Query → the reader's choice; …/Update {keephistory} changes it. */
export interface HistorySetting {
  keephistory: boolean;
  /** Since when the history is kept (ISO); null when off. */
  since: string | null;
}
export interface HistorySettingUpdate {
  keephistory: boolean;
}
/**
 * POST …/History/Delete → how many returned loans left the reader's view. The library keeps
 * each loan's copy and dates (and its fines) without the reader.
 */
export interface HistoryDeleteResult {
  deleted: number;
}

/**
 * POST …/Calendar/Query (and …/Reset) → the reader's private calendar feed: `feedpath`,
 * relative to the API base, is `GET /CalendarApi/Feed/<secret>.ics` (no login; the secret is
 * the credential). A reset makes a new secret; the old URL stops at once.
 */
export interface CalendarFeed {
  feedpath: string;
  /**
   * The same feed as an absolute URL at the address readers use, when the server knows it
   * (its PUBLIC_URL): what a calendar app on another device subscribes to.
   */
  feedurl?: string;
}

export type ReaderMessageDirection = 'toReader' | 'fromReader';
export type ReaderMessageKind =
  | 'dueSoon'
  | 'overdue'
  | 'reservationArrived'
  | 'urge'
  | 'reply'
  | 'notice'
  | 'board'
  /** The library deleted an activity the reader had signed up for. */
  | 'activityCancelled';
/** A message to the reader (reminders, urges, the library's replies) or from them (the board). */
export interface ReaderMessageItem {
  id: number;
  direction: ReaderMessageDirection;
  kind: ReaderMessageKind;
  /** The text in the caller's language (reminders are worded when read). */
  text: string;
  createtime: string;
  read: boolean;
  /** The board message a library reply answers. */
  replyto: number | null;
}
/** POST /LibraryReaderApi/Reader/Message/List {index?, pagesize?, box?} */
export interface MessageListRequest extends AccountPageRequest {
  box?: 'all' | 'inbox' | 'sent';
}
export interface MessagePage extends Page<ReaderMessageItem> {
  unread: number;
}
/** POST …/Message/Unread → {unread}. */
export interface UnreadCount {
  unread: number;
}
/** POST …/Message/Read {ids} (or {all: true}) → the unread count after. */
export interface MessageReadRequest {
  ids?: number[];
  all?: boolean;
}
/** POST …/Message/Add {content} → the board message written. */
export interface MessageAddRequest {
  content: string;
}
/** Longest board message, in characters. */
export const MAX_MESSAGE_LENGTH = 500;

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const CirculationPath = {
  borrowType: '/LibraryReaderApi/Reader/Query/RdBorrowType',
  borrowRecords: '/LibraryReaderApi/Reader/Query/BorrowRecord',
  renew: '/LibraryReaderApi/Reader/Renew',
  penalSum: '/LibraryReaderApi/Reader/Query/PenalSum',
  reservations: '/LibraryReaderApi/Reader/Query/Reservations',
  urgeNotices: '/LibraryReaderApi/Reader/Query/UrgeReturn',
  subtenancy: '/LibraryReaderApi/Reader/Query/Subtenancy',
  purchased: '/LibraryReaderApi/Reader/Query/Purchased',
  recommendations: '/Api/BookRecommend/List',
  collectionList: '/LibraryReaderApi/Reader/Collection/List',
  historySetting: '/LibraryReaderApi/Reader/History/Setting/Query',
  historySettingUpdate: '/LibraryReaderApi/Reader/History/Setting/Update',
  historyDelete: '/LibraryReaderApi/Reader/History/Delete',
  calendarQuery: '/LibraryReaderApi/Reader/Calendar/Query',
  calendarReset: '/LibraryReaderApi/Reader/Calendar/Reset',
  calendarFeed: '/CalendarApi/Feed',
  messageList: '/LibraryReaderApi/Reader/Message/List',
  messageUnread: '/LibraryReaderApi/Reader/Message/Unread',
  messageRead: '/LibraryReaderApi/Reader/Message/Read',
  messageAdd: '/LibraryReaderApi/Reader/Message/Add',
} as const;

/** The path of each account list's call. */
export const ACCOUNT_LIST_PATHS = {
  urge: CirculationPath.urgeNotices,
  subtenancy: CirculationPath.subtenancy,
  purchased: CirculationPath.purchased,
  recommendations: CirculationPath.recommendations,
  collection: CirculationPath.collectionList,
} as const satisfies Record<AccountList, string>;
