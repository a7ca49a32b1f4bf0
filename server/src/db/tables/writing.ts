/**
 * Writing (compositions and reading notes): a student's pieces, drafts to marked. The
 * class a piece belongs to is the student's department, joined when a teacher lists them, so a
 * student who changes class takes their work to the new teacher.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  MAX_WRITING_BODY,
  MAX_WRITING_SCORE,
  WRITING_KINDS,
  WRITING_STATUSES,
} from '../../../../src/core/api/contract/writing';
import { book } from './catalogue';
import { identity, organizationRef, readerRef } from './columns';
import { reader } from './readers';

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const writing = pgTable(
  'writing',
  {
    id: identity(),
    organizationId: organizationRef(),
    readerId: readerRef(),
    /** The editor's random id for a new piece: a retried first save finds the same row. */
    draftKey: uuid(),
    kind: text({ enum: WRITING_KINDS }).notNull(),
    title: text().notNull().default(''),
    body: text().notNull().default(''),
    bookId: integer().references(() => book.id, { onDelete: 'set null' }),
    bookTitle: text().notNull().default(''),
    excerpt: text().notNull().default(''),
    status: text({ enum: WRITING_STATUSES }).notNull().default('draft'),
    score: smallint(),
    comment: text().notNull().default(''),
    markedBy: integer().references(() => reader.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp({ withTimezone: true }),
    markedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The student's own list, newest first.
    index().on(t.readerId, t.kind, t.updatedAt),
    // A teacher's list: the organisation's submissions by status.
    index().on(t.organizationId, t.status, t.submittedAt),
    unique().on(t.readerId, t.draftKey),
    check('writing_kind', sql`${t.kind} in (${listOf(WRITING_KINDS)})`),
    check('writing_status', sql`${t.status} in (${listOf(WRITING_STATUSES)})`),
    check(
      'writing_score',
      sql`${t.score} is null or (${t.score} >= 0 and ${t.score} <= ${sql.raw(String(MAX_WRITING_SCORE))})`,
    ),
    check('writing_body', sql`length(${t.body}) <= ${sql.raw(String(MAX_WRITING_BODY))}`),
  ],
);
