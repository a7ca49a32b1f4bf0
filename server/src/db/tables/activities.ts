/**
 * Library activities with their sign-ups, and reading competitions (/student-activity,
 * /competition). A competition stores only its days: the standings are counted from the loans.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { identity, organizationRef, readerRef } from './columns';

export const libraryActivity = pgTable(
  'library_activity',
  {
    id: identity(),
    organizationId: organizationRef(),
    title: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    place: text().notNull().default(''),
    description: text().notNull().default(''),
    capacity: integer().notNull(),
    /**
     * The `requestid` of the staff form's Save that created the activity (migration 0034): the
     * unique (organisation, key) makes a double submit or a retried Save one activity.
     */
    saveKey: uuid(),
  },
  (t) => [
    index().on(t.organizationId, t.startsAt),
    unique('library_activity_org_save_key').on(t.organizationId, t.saveKey),
    check('library_activity_capacity', sql`${t.capacity} > 0`),
  ],
);

/** One row per reader and activity: the primary key makes a second sign-up impossible. */
export const activitySignup = pgTable(
  'activity_signup',
  {
    activityId: integer()
      .notNull()
      .references(() => libraryActivity.id, { onDelete: 'cascade' }),
    readerId: readerRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.readerId] }), index().on(t.readerId)],
);

export const readingCompetition = pgTable(
  'reading_competition',
  {
    id: identity(),
    organizationId: organizationRef(),
    title: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    rules: text().notNull().default(''),
  },
  (t) => [
    index().on(t.organizationId, t.startDate),
    check('reading_competition_days', sql`${t.startDate} <= ${t.endDate}`),
  ],
);
