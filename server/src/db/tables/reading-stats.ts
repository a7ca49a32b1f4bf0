/**
 * Rollups of the loans for the reading portrait and the rankings, kept current by the
 * reading-stats job (server/src/jobs/reading-stats.ts). A portrait or a ranking reads these
 * rows and never the loans: at 10 million loans a count per call is seconds, a rollup row is
 * an index lookup (bench/reading-stats-scale.ts).
 *
 * Periods are the library's calendar in its organisation's time zone: `periodStart` is the local
 * date a year, month or week (Monday) starts on, as time/periods.ts's periodAt gives it. A loan
 * counts in the period it started in and for the organisation its copy belongs to, as the
 * ranking always did.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { book } from './catalogue';
import { organizationRef, readerRef } from './columns';

export const statPeriods = ['year', 'month', 'week'] as const;
export type StatPeriod = (typeof statPeriods)[number];
/** Whose books a book ranking counts: the organisation's, a class's, a grade's readers'. */
export const statScopes = ['organization', 'class', 'grade'] as const;
export type StatScope = (typeof statScopes)[number];

const periodColumn = () => text({ enum: statPeriods }).notNull();
const startColumn = () => date({ mode: 'string' }).notNull();

/**
 * A reader's loans of a year, month or week: the portrait's loans per month and streaks, the
 * reader ranking (organisation, class, grade) and the reader's own place. The reader's class
 * and grade are copied in at rollup time, so a class ranking is one index range.
 */
export const readerPeriodLoans = pgTable(
  'reader_period_loans',
  {
    readerId: readerRef(),
    period: periodColumn(),
    periodStart: startColumn(),
    organizationId: organizationRef({ onDelete: 'cascade' }),
    departmentId: integer(),
    grade: text(),
    loans: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.readerId, t.period, t.periodStart] }),
    // Ending in the reader id, the ranking's own order (loans, then reader): its top rows are
    // the index's first rows, however many readers tie at the top (tens of thousands do).
    index('reader_period_loans_org').on(
      t.organizationId,
      t.period,
      t.periodStart,
      t.loans.desc(),
      t.readerId,
    ),
    index('reader_period_loans_class').on(
      t.organizationId,
      t.departmentId,
      t.period,
      t.periodStart,
      t.loans.desc(),
      t.readerId,
    ),
    index('reader_period_loans_grade').on(
      t.organizationId,
      t.grade,
      t.period,
      t.periodStart,
      t.loans.desc(),
      t.readerId,
    ),
  ],
);

/**
 * A book's loans of a period within a scope: `scopeKey` is '' for the organisation, the
 * department id for a class, the grade's name for a grade (the borrowing reader's, at rollup).
 */
export const bookPeriodLoans = pgTable(
  'book_period_loans',
  {
    organizationId: organizationRef({ onDelete: 'cascade' }),
    scope: text({ enum: statScopes }).notNull(),
    scopeKey: text().notNull(),
    period: periodColumn(),
    periodStart: startColumn(),
    bookId: integer()
      .notNull()
      .references(() => book.id, { onDelete: 'cascade' }),
    loans: integer().notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.organizationId, t.scope, t.scopeKey, t.period, t.periodStart, t.bookId],
    }),
    index('book_period_loans_rank').on(
      t.organizationId,
      t.scope,
      t.scopeKey,
      t.period,
      t.periodStart,
      t.loans.desc(),
    ),
  ],
);

/**
 * How many readers of a slice (the organisation, a class, a grade; `scopeKey` as in
 * book_period_loans) borrowed exactly `loans` books in a period: a reader's place is one plus
 * the readers of the rows above their count, a sum over a few dozen rows instead of a count
 * over every reader of the slice (at 100,000 readers that count was the slow part of a
 * ranking). Rebuilt with reader_period_loans by the same job; a reader who deletes their
 * history is taken out of it at once (queries/reading-stats.ts forgetReaderStats).
 */
export const readerLoanHistogram = pgTable(
  'reader_loan_histogram',
  {
    organizationId: organizationRef({ onDelete: 'cascade' }),
    scope: text({ enum: statScopes }).notNull(),
    scopeKey: text().notNull(),
    period: periodColumn(),
    periodStart: startColumn(),
    loans: integer().notNull(),
    readers: integer().notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.organizationId, t.scope, t.scopeKey, t.period, t.periodStart, t.loans],
    }),
  ],
);

/**
 * A reader's loans of a year by Chinese Library Classification class (the code's first
 * letter: I literature, K history, …; '' for a book without a code).
 */
export const readerCategoryLoans = pgTable(
  'reader_category_loans',
  {
    readerId: readerRef(),
    yearStart: startColumn(),
    category: text().notNull(),
    loans: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.readerId, t.yearStart, t.category] })],
);

/** A reader's loans of a year by author (books without an author are left out). */
export const readerAuthorLoans = pgTable(
  'reader_author_loans',
  {
    readerId: readerRef(),
    yearStart: startColumn(),
    author: text().notNull(),
    loans: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.readerId, t.yearStart, t.author] }),
    index('reader_author_loans_top').on(t.readerId, t.yearStart, t.loans.desc()),
  ],
);

/**
 * How far the rollups are built: one row (id 1). Absent, the next run builds everything; then
 * each run rebuilds the periods that hold the time since the last run (and a margin).
 */
export const readingStatsState = pgTable('reading_stats_state', {
  id: integer().primaryKey(),
  builtThrough: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
