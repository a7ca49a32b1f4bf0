/**
 * Tables of circulation: loans (borrow_record) and reservations (preborrow), the reader's
 * privacy choices and calendar feed, the library's urges to return, subtenancy (sublet) records,
 * books the reader bought, and the reader's messages. The lending rules are borrow_type's
 * (organisations.ts), fines are in money.ts.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { book, bookCopy } from './catalogue';
import { createdAt, identity, organizationRef, readerKey, readerRef, time } from './columns';
import { preborrowSite } from './organisations';
import { reader } from './readers';

export const borrowRecord = pgTable(
  'borrow_record',
  {
    id: identity(),
    /**
     * Null once the reader deleted their reading history: a returned loan is kept for the
     * library (copy and dates, its fines) without saying who borrowed it.
     */
    readerId: integer().references(() => reader.id),
    copyId: integer()
      .notNull()
      .references(() => bookCopy.id),
    borrowedAt: time().notNull(),
    dueAt: time().notNull(),
    returnedAt: time(),
    /** Renewals used (borrow_type.max_renewals is the limit). */
    renewals: integer().notNull().default(0),
    /**
     * The last library day whose overdue fine has been charged: the fines job charges the days
     * after it, so running it twice a day, or on two instances, never charges a day twice.
     */
    fineAccruedThrough: date({ mode: 'string' }),
  },
  (t) => [
    index().on(t.readerId),
    // The reader's current loans, by due date (the my-borrow panel, renewals).
    index('borrow_record_current')
      .on(t.readerId, t.dueAt)
      .where(sql`${t.returnedAt} is null`),
    // The reader's reading history, newest return first, in the page's own order (the id
    // breaks ties): a page is read off the index without sorting the whole history
    // (bench/account-scale.ts: sorted, a 2,000-loan history took 40–140 ms for its first page).
    index('borrow_record_history')
      .on(t.readerId, t.returnedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.returnedAt} is not null`),
    // The loan a copy is on: the queue's wait estimate joins its books' copies to their open
    // loans (0.9 ms instead of a hash of every open loan, 830 ms at 5 million loans).
    index('borrow_record_open_copy')
      .on(t.copyId)
      .where(sql`${t.returnedAt} is null`),
    // The jobs: loans on loan by due date (fines, reminders), late returns by return time.
    index('borrow_record_open_due')
      .on(t.dueAt)
      .where(sql`${t.returnedAt} is null`),
    index('borrow_record_late_return')
      .on(t.returnedAt)
      .where(sql`${t.returnedAt} > ${t.dueAt}`),
  ],
);

export const preborrowEndReasons = ['cancelled', 'expired', 'borrowed'] as const;

export const preborrow = pgTable(
  'preborrow',
  {
    id: identity(),
    readerId: integer()
      .notNull()
      .references(() => reader.id),
    bookId: integer()
      .notNull()
      .references(() => book.id),
    copyId: integer().references(() => bookCopy.id),
    siteId: integer()
      .notNull()
      .references(() => preborrowSite.id),
    createdAt: createdAt(),
    expiresAt: time().notNull(),
    arrived: boolean().notNull().default(false),
    /** Set when the reservation ends, whatever the reason (`endReason`). Null: active. */
    cancelledAt: time(),
    endReason: text({ enum: preborrowEndReasons }),
  },
  (t) => [
    index().on(t.readerId),
    index().on(t.bookId, t.createdAt),
    // A copy is held for at most one active reservation: the database decides a race for
    // the last copy, whatever the application does.
    uniqueIndex('preborrow_active_copy')
      .on(t.copyId)
      .where(sql`${t.cancelledAt} is null and ${t.copyId} is not null`),
    // One active reservation per reader and book.
    uniqueIndex('preborrow_active_reader_book')
      .on(t.readerId, t.bookId)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

/**
 * One row per reader who changed a circulation setting (absent: the defaults).
 * Reading history is off by default: the readers are children, and a school keeps no record of
 * what a child reads unless asked to (Aspen and Open Library keep it private or opt-in too).
 */
export const readerCirculation = pgTable('reader_circulation', {
  readerId: readerKey(),
  keepHistory: boolean().notNull().default(false),
  /**
   * When the reader last turned the history on: loans returned before it stay out of their
   * view, so turning it on never reveals what was returned while it was off.
   */
  historySince: timestamp({ withTimezone: true }),
  /** sha256 (hex) of the calendar feed's secret; the secret itself is never stored. */
  calendarTokenHash: varchar({ length: 64 }).unique(),
  /** Bumped by a reset: the secret is derived from it, so the old URL stops at once. */
  calendarVersion: integer().notNull().default(0),
  /**
   * Whether other readers see this reader's name in the reader rankings; otherwise an alias.
   * Off by default, as Aspen and Open Library keep a reader's reading out of public view.
   */
  showNameInRankings: boolean().notNull().default(false),
});

/** The library asked the reader to return an overdue loan. */
export const urgeNotice = pgTable(
  'urge_notice',
  {
    id: identity(),
    organizationId: organizationRef(),
    readerId: readerRef(),
    borrowRecordId: integer()
      .notNull()
      .references(() => borrowRecord.id),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.readerId, t.createdAt)],
);

export const subtenancyCategories = ['lendOut', 'borrowIn'] as const;
export const subtenancyStatuses = ['pending', 'approved', 'rejected', 'returned'] as const;

/** A sublet (转借): a loan passed from one reader to another with the library's approval. */
export const subtenancy = pgTable(
  'subtenancy',
  {
    id: identity(),
    organizationId: organizationRef(),
    readerId: readerRef(),
    category: text({ enum: subtenancyCategories }).notNull(),
    /** The day of the sublet. */
    date: date({ mode: 'string' }).notNull(),
    bookName: text().notNull(),
    status: text({ enum: subtenancyStatuses }).notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.readerId, t.createdAt)],
);

/** A book the reader bought through the library (the bill, if any, by its order number). */
export const purchasedBook = pgTable(
  'purchased_book',
  {
    id: identity(),
    organizationId: organizationRef(),
    readerId: readerRef(),
    bookId: integer().references(() => book.id),
    /** The title as bought (the catalogue may not hold it). */
    title: text().notNull(),
    priceFen: integer().notNull(),
    quantity: integer().notNull().default(1),
    orderNo: varchar({ length: 40 }),
    purchasedAt: createdAt(),
  },
  (t) => [index().on(t.readerId, t.purchasedAt)],
);

export const messageDirections = ['toReader', 'fromReader'] as const;
/**
 * Reminders are stored as a kind and parameters and worded when read, in the reader's
 * language; board messages and the library's replies as the text written.
 */
export const messageKinds = [
  'dueSoon',
  'overdue',
  'reservationArrived',
  'urge',
  'reply',
  'notice',
  'board',
  'activityCancelled',
] as const;
export type MessageKind = (typeof messageKinds)[number];

export const readerMessage = pgTable(
  'reader_message',
  {
    id: identity(),
    organizationId: organizationRef(),
    readerId: readerRef(),
    direction: text({ enum: messageDirections }).notNull(),
    kind: text({ enum: messageKinds }).notNull(),
    /** What a reminder names (title, due date, pick-up deadline). */
    params: jsonb().$type<Record<string, string>>(),
    body: text(),
    replyToId: integer().references((): AnyPgColumn => readerMessage.id, {
      onDelete: 'set null',
    }),
    /**
     * A reminder's identity (`dueSoon:<loan>:<due day>`): the unique index makes each one sent
     * once, however often and on however many instances the reminders job runs.
     */
    dedupeKey: varchar({ length: 100 }),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.readerId, t.createdAt),
    uniqueIndex('reader_message_dedupe').on(t.readerId, t.dedupeKey),
    // The unread count.
    index('reader_message_unread')
      .on(t.readerId)
      .where(sql`${t.readAt} is null and ${t.direction} = 'toReader'`),
  ],
);
