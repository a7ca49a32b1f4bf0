/**
 * An exam whose time ran out while its student had not submitted counts as submitted with
 * the last answers saved in time. Nothing runs on a timer: whoever next reads the work (the
 * student, the teacher's lists and details, the statistics) settles it first, through the
 * same conditional submit as a click, so the student's single submission row still holds and a
 * late click after the settle finds the work submitted.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assignment, submission } from '../db/tables/assignments';
import { closesAt, openForSaving, submitWork } from './submissions';

/** Which drafts to look at: one assignment's, one student's, or some classes'. */
export type TimeoutScope =
  { assignmentId: number } | { readerId: number } | { departmentIds: number[] };

function scopeOf(orgId: number, scope: TimeoutScope): SQL | undefined {
  const where =
    'assignmentId' in scope
      ? eq(submission.assignmentId, scope.assignmentId)
      : 'readerId' in scope
        ? eq(submission.readerId, scope.readerId)
        : scope.departmentIds.length > 0
          ? inArray(assignment.departmentId, scope.departmentIds)
          : undefined;
  return where && and(eq(submission.organizationId, orgId), where);
}

/** Submits every timed-out exam draft in scope; returns how many it submitted. */
export async function settleTimedOutExams(
  db: Database,
  orgId: number,
  scope: TimeoutScope,
  now: Date,
): Promise<number> {
  const where = scopeOf(orgId, scope);
  if (!where) return 0;
  const drafts = await db
    .select({ work: assignment, row: submission })
    .from(submission)
    .innerJoin(assignment, eq(assignment.id, submission.assignmentId))
    .where(and(where, eq(assignment.kind, 'exam'), eq(submission.status, 'draft')));
  let settled = 0;
  for (const { work, row } of drafts) {
    if (openForSaving(work, row, now)) continue;
    // Submitted at the moment time ran out, so time on task is the exam's, not the reader's.
    const outcome = await submitWork(db, work, row, closesAt(work, row.startedAt));
    if ('row' in outcome && outcome.row.status !== 'draft') settled++;
  }
  return settled;
}
