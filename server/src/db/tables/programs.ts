/**
 * Reading programs (a teacher's reading set for a class) and reading goals (a student's own).
 * Progress is never stored: it is read from the loans (borrow_record) of the program's books
 * since its start, so a return at the desk shows on the student's task at once.
 */
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { book } from './catalogue';
import { identity, organizationRef, readerRef } from './columns';
import { department } from './organisations';
import { reader } from './readers';

export const readingProgram = pgTable(
  'reading_program',
  {
    id: identity(),
    organizationId: organizationRef(),
    departmentId: integer()
      .notNull()
      .references(() => department.id, { onDelete: 'cascade' }),
    /** The teacher who set it; any teacher managing the class may edit it. */
    teacherId: integer()
      .notNull()
      .references(() => reader.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One title per class: a double-clicked "save" of a new program makes one program.
    unique().on(t.departmentId, t.title),
    index().on(t.organizationId, t.departmentId, t.endDate),
  ],
);

export const readingProgramBook = pgTable(
  'reading_program_book',
  {
    programId: integer()
      .notNull()
      .references(() => readingProgram.id, { onDelete: 'cascade' }),
    bookId: integer()
      .notNull()
      .references(() => book.id, { onDelete: 'cascade' }),
    /** The teacher's order of the books. */
    position: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.bookId] })],
);

export const readingGoal = pgTable(
  'reading_goal',
  {
    id: identity(),
    organizationId: organizationRef(),
    readerId: readerRef(),
    title: text().notNull(),
    /** Books to finish when the goal names none. */
    targetCount: integer(),
    dueDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One title per reader: a double submit makes one goal.
  (t) => [unique().on(t.readerId, t.title)],
);

export const readingGoalBook = pgTable(
  'reading_goal_book',
  {
    goalId: integer()
      .notNull()
      .references(() => readingGoal.id, { onDelete: 'cascade' }),
    bookId: integer()
      .notNull()
      .references(() => book.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.goalId, t.bookId] })],
);
