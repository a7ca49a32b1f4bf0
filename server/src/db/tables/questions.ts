/**
 * The question bank: questions teachers write (or import, or that are generated for a
 * self-test), asked in homework, exams and self-tests. The key never leaves the server for a
 * reader; marking is server/src/marking.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { SelfTestMarkedAnswer } from '../../../../src/core/api/contract/questions';
import { book } from './catalogue';
import { identity, organizationRef, questionContent, readerRef, time } from './columns';
import { reader } from './readers';

const content = questionContent();

export const question = pgTable(
  'question',
  {
    id: identity(),
    organizationId: organizationRef(),
    /** The teacher who wrote it; null for generated self-test questions. */
    authorId: integer().references(() => reader.id, { onDelete: 'set null' }),
    type: content.type.notNull(),
    title: content.title.notNull(),
    stems: content.stems.notNull(),
    key: content.key.notNull(),
    explanation: content.explanation.notNull().default(''),
    bookId: integer().references(() => book.id),
    difficulty: smallint().notNull().default(2),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    points: smallint().notNull().default(5),
    /** Other teachers of the organisation may use it. */
    shared: boolean().notNull().default(true),
    createdAt: time().notNull().defaultNow(),
    updatedAt: time().notNull().defaultNow(),
    /** Deleted from the bank but kept: homework already set still marks against it. */
    deletedAt: time(),
  },
  (t) => [
    index().on(t.organizationId, t.bookId),
    index().on(t.authorId),
    check('question_type_known', sql`${t.type} between 1 and 5`),
    check('question_difficulty_known', sql`${t.difficulty} between 1 and 3`),
  ],
);

/** My Collect: the questions of the shared bank a teacher bookmarked. */
export const questionCollect = pgTable(
  'question_collect',
  {
    organizationId: organizationRef(),
    teacherId: integer()
      .notNull()
      .references(() => reader.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => question.id),
    createdAt: time().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teacherId, t.questionId] })],
);

/**
 * A self-test a student generated from a book they read: its questions (rows of `question`
 * with no author, never listed in the bank) in order, and once submitted the marked answers.
 */
export const selfTest = pgTable(
  'self_test',
  {
    id: identity(),
    organizationId: organizationRef(),
    readerId: readerRef(),
    bookId: integer()
      .notNull()
      .references(() => book.id),
    /** 'library' (made from the catalogue) or 'ai' (the configured provider). */
    source: text().notNull(),
    questionIds: integer().array().notNull(),
    createdAt: time().notNull().defaultNow(),
    submittedAt: time(),
    score: smallint(),
    total: smallint().notNull(),
    answers: jsonb().$type<SelfTestMarkedAnswer[]>(),
  },
  (t) => [index().on(t.readerId, t.createdAt)],
);
