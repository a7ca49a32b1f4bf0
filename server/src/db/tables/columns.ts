/**
 * Column builders shared by tables. Drizzle builders are single-use (a table takes ownership
 * of the builder it is given), so each helper returns fresh ones.
 */
import { integer, jsonb, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { QuestionAnswer, QuestionStem } from '../../../../src/core/api/contract/questions';
import { organization, reader } from '../schema';

/** A moment in time, always with its time zone. */
export const time = () => timestamp({ withTimezone: true });

/** A row's own id, numbered by the database (an identity column). */
export const identity = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** The organisation a row belongs to: every query of the row is scoped by it. */
export const organizationRef = () =>
  integer()
    .notNull()
    .references(() => organization.id);

/** The reader a row belongs to; the row goes with the reader. */
export const readerRef = () =>
  integer()
    .notNull()
    .references(() => reader.id, { onDelete: 'cascade' });

/** One row per reader (the reader is the key); it goes with the reader. */
export const readerKey = () =>
  integer()
    .primaryKey()
    .references(() => reader.id, { onDelete: 'cascade' });

/**
 * What a question asks and how it is marked: the bank's `question` row holds it, and an
 * assignment's `assignment_question` row holds a copy taken when the homework was set (so a
 * later edit in the bank does not change work already set). Nullable here; the bank makes
 * them required.
 */
export const questionContent = () => ({
  type: smallint(),
  title: text(),
  stems: jsonb().$type<QuestionStem[]>(),
  key: jsonb().$type<QuestionAnswer>(),
  explanation: text(),
});
