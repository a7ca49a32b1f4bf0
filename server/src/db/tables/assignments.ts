/**
 * Homework and exams a teacher sets for a class (with a copy of each question as set), and
 * each student's work on one. A student has one `submission` row per assignment (unique), created by the first save: saving,
 * submitting, marking and returning all change that row, so a double or concurrent submit can
 * only ever make one submission.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { MarkedAnswer, QuestionAnswer } from '../../../../src/core/api/contract';
import { book } from './catalogue';
import { identity, organizationRef, questionContent, readerRef, time } from './columns';
import { department } from './organisations';
import { question } from './questions';
import { reader } from './readers';

export const assignment = pgTable(
  'assignment',
  {
    id: identity(),
    organizationId: organizationRef(),
    teacherId: integer()
      .notNull()
      .references(() => reader.id),
    departmentId: integer()
      .notNull()
      .references(() => department.id),
    /** 'homework' or 'exam'. */
    kind: text().notNull(),
    title: text().notNull(),
    bookId: integer().references(() => book.id),
    opensAt: time().notNull(),
    dueAt: time().notNull(),
    durationMinutes: smallint(),
    createdAt: time().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.organizationId, t.departmentId, t.dueAt),
    check('assignment_kind_known', sql`${t.kind} in ('homework', 'exam')`),
  ],
);

export const assignmentQuestion = pgTable(
  'assignment_question',
  {
    assignmentId: integer()
      .notNull()
      .references(() => assignment.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => question.id),
    position: smallint().notNull(),
    /** Points in this assignment (a bank question's own points by default). */
    points: smallint().notNull(),
    /**
     * The question as it was when the assignment was set: students see it and marking uses
     * it, whatever the bank does later. Null only for rows older than the snapshot (the
     * migration copies them; reads fall back to the bank row all the same).
     */
    ...questionContent(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.questionId] })],
);

export const submission = pgTable(
  'submission',
  {
    id: identity(),
    organizationId: organizationRef(),
    assignmentId: integer()
      .notNull()
      .references(() => assignment.id, { onDelete: 'cascade' }),
    readerId: readerRef(),
    /** 'draft', 'submitted', 'returned' or 'marked' (contract SubmissionStatus). */
    status: text().notNull().default('draft'),
    /** Answers by question id; `seq` is the client's number of the save that wrote them. */
    answers: jsonb().$type<Record<string, QuestionAnswer>>().notNull().default({}),
    seq: integer().notNull().default(0),
    /** Marks by question id, set at submission and by the teacher. */
    marks: jsonb().$type<Record<string, MarkedAnswer>>().notNull().default({}),
    score: integer(),
    /** Answers still to be marked by the teacher. */
    pending: smallint().notNull().default(0),
    /** Submissions still allowed: 1 until submitted, 1 again after a return. */
    submitsLeft: smallint().notNull().default(1),
    /** The exam's clock, and the first save (time on task). */
    startedAt: time().notNull().defaultNow(),
    firstSavedAt: time(),
    savedAt: time(),
    submittedAt: time(),
  },
  (t) => [
    unique().on(t.assignmentId, t.readerId),
    index().on(t.readerId),
    check(
      'submission_status_known',
      sql`${t.status} in ('draft', 'submitted', 'returned', 'marked')`,
    ),
  ],
);
