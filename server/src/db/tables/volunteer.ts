/**
 * Volunteer service (a record is "service date, type, hours, note, work date,
 * place"): the library records the hours a reader served; the reader reads their own.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  MAX_VOLUNTEER_HOURS,
  VOLUNTEER_SERVICE_TYPES,
} from '../../../../src/core/api/contract/people';
import { identity, organizationRef, readerRef } from './columns';
import { reader } from './readers';

/** A day holds at most this many minutes of service (a check, so a typo cannot add a week). */
export const MAX_SERVICE_MINUTES = MAX_VOLUNTEER_HOURS * 60;

export const volunteerRecord = pgTable(
  'volunteer_record',
  {
    id: identity(),
    organizationId: organizationRef(),
    readerId: readerRef(),
    /** The day the reader served: records are listed, and counted into terms, by it. */
    serviceDate: date({ mode: 'string' }).notNull(),
    type: text({ enum: VOLUNTEER_SERVICE_TYPES }).notNull(),
    /** Minutes, so half hours add up exactly; shown as hours. */
    minutes: integer().notNull(),
    note: text().notNull().default(''),
    /** The day the library booked the work (often the service day, sometimes later). */
    workDate: date({ mode: 'string' }).notNull(),
    place: text().notNull().default(''),
    /** The teacher or librarian who recorded it (null: imported or seeded). */
    recordedBy: integer().references(() => reader.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.readerId, t.serviceDate),
    check(
      'volunteer_record_minutes',
      sql`${t.minutes} > 0 and ${t.minutes} <= ${sql.raw(String(MAX_SERVICE_MINUTES))}`,
    ),
  ],
);
