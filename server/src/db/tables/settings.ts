/**
 * Tables of the reader's personal settings: the images readers upload (whose the file is, and
 * so who may download it), the emulated SMS gateway's outbox, and the points history.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { identity, organizationRef, readerRef } from './columns';
import { file } from './organisations';

export const readerFileKinds = ['avatar', 'face'] as const;
export type ReaderFileKind = (typeof readerFileKinds)[number];

/**
 * A file a reader uploaded. A file with a row here is personal: FileApi/File/Download serves an
 * avatar to its reader and the readers of the same organisation, a face image to its reader
 * only. A file without one (logos, banners, covers, news images) is public. The reader's
 * current avatar is reader.avatar_file_id; the face image is the reader's one `face` row.
 */
export const readerFile = pgTable(
  'reader_file',
  {
    fileId: text()
      .primaryKey()
      .references(() => file.id, { onDelete: 'cascade' }),
    readerId: readerRef(),
    organizationId: organizationRef(),
    kind: text({ enum: readerFileKinds }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.readerId),
    // One face image per reader: a new one replaces it (the database refuses a second).
    uniqueIndex('reader_file_one_face')
      .on(t.readerId)
      .where(sql`${t.kind} = 'face'`),
  ],
);

/**
 * Text messages the emulated SMS gateway "sent" (server/src/sms/): the demo and the tests read
 * the codes here. A real gateway writes nothing to it.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: identity(),
    organizationId: organizationRef(),
    phone: varchar({ length: 20 }).notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.phone, t.createdAt)],
);

export const pointReasons = ['online', 'borrow', 'returnOnTime', 'review', 'activity'] as const;
export type PointReason = (typeof pointReasons)[number];

/** What earned (or cost) a reader points; reader.score is the running total. */
export const readerPointLog = pgTable(
  'reader_point_log',
  {
    id: identity(),
    readerId: readerRef(),
    organizationId: organizationRef(),
    points: integer().notNull(),
    reason: text({ enum: pointReasons }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.readerId, t.createdAt.desc(), t.id.desc()),
    check('reader_point_log_points', sql`${t.points} <> 0`),
  ],
);
