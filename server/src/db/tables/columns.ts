/**
 * Column builders shared by tables. Drizzle builders are single-use (a table takes ownership
 * of the builder it is given), so each helper returns fresh ones. Those that refer to no table
 * are in base-columns.ts, and `organizationRef` is beside the organisation (organisations.ts):
 * the tables this file refers to use them without importing it.
 */
import { integer, jsonb, smallint, text } from 'drizzle-orm/pg-core';
import type { QuestionAnswer, QuestionStem } from '../../../../src/core/api/contract/questions';
import { reader } from './readers';

export { bytea, createdAt, identity, time } from './base-columns';
export { organizationRef } from './organisations';

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
