/**
 * Teaching (teachers manage departments). A row says a teacher manages a class or
 * group; every teaching query joins through it so a teacher sees only their own classes.
 */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { organizationRef } from './columns';
import { department } from './organisations';
import { reader } from './readers';

export const teacherDepartment = pgTable(
  'teacher_department',
  {
    organizationId: organizationRef(),
    teacherId: integer()
      .notNull()
      .references(() => reader.id, { onDelete: 'cascade' }),
    departmentId: integer()
      .notNull()
      .references(() => department.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teacherId, t.departmentId] }),
    // "Which teachers manage this class" (a student's teachers; notifications).
    index().on(t.departmentId),
  ],
);
