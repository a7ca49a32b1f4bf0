/**
 * Tables of the librarian's workspace (LibraryAdminApi): the audit log of what staff did.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_ACTIONS } from '../../../../src/core/api/contract';
import { identity, organizationRef } from './columns';
import { reader } from './readers';

/**
 * One row per change a member of staff made (who, when, what): an admin reads it, and the
 * desk's undo finds the member's last action in it, with the state before it in `detail`.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: identity(),
    organizationId: organizationRef(),
    staffReaderId: integer()
      .notNull()
      .references(() => reader.id),
    action: text({ enum: STAFF_ACTIONS }).notNull(),
    /** What it was done to, as the desk scanned it: a copy's barcode, a reader's code. */
    target: text().notNull(),
    /** The state before and after (ids, dates, statuses): what undo puts back. */
    detail: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // The admin's list (newest first) and today's desk figures.
    index('staff_audit_org_time').on(t.organizationId, t.createdAt),
    // Undo: the member's last action (ids follow the order the actions committed in, a clock
    // need not); and whether anything happened to a copy since.
    index('staff_audit_staff').on(t.staffReaderId, t.id),
    index('staff_audit_org_target').on(t.organizationId, t.target, t.id),
  ],
);
