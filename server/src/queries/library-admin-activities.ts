/**
 * The staff's side of the library's activities: the rules a save must pass, the list with the
 * sign-up counts, saving, deleting and the list of who signed up. Always inside the staff
 * member's organisation: another organisation's activity is simply not found.
 *
 * A save or a delete locks the activity's row, as a reader's sign-up does (queries/activities.ts),
 * so the number signed up a capacity is checked against, or a delete decides on, cannot change
 * under it; the audit entry and the readers' messages are written in the same transaction.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  ACTIVITY_LIMITS as L,
  type ActivityAdminItem,
  type ActivityAdminListRequest,
  type ActivityField,
  type ActivityProblem,
  type ActivitySaveRequest,
  type ActivitySignUp,
  type ActivityState,
  type Page,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { department, reader } from '../db/schema';
import { activitySignup, libraryActivity } from '../db/tables/activities';
import { libraryDateTime } from '../time';
import { sendReminders } from './circulation-messages';
import { writeAudit } from './library-admin/audit';
import type { DeskScope } from './library-admin/common';

type ActivityRow = typeof libraryActivity.$inferSelect;

export interface ActivityRefused {
  refused: ActivityField | null;
  problem: ActivityProblem;
  /** The bound a tooLong or outOfRange message names. */
  limit?: number;
  /** Readers signed up, for belowSignedUp and startedWithSignUps. */
  signedup?: number;
}

export interface CheckedActivity {
  id?: number;
  requestid?: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  description: string;
  capacity: number;
}

export const isActivityRefusal = (value: object): value is ActivityRefused => 'refused' in value;

/** Times a library means: from 2000 to 2100 (a typo of the year is refused). */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

function instant(text: string): Date | null {
  const time = Date.parse(text);
  return Number.isFinite(time) && time >= EARLIEST && time < LATEST ? new Date(time) : null;
}

/** The values as they will be stored (trimmed), or the first field refused. Pure. */
export function checkActivity(body: ActivitySaveRequest): CheckedActivity | ActivityRefused {
  const title = body.title.trim();
  const place = body.place.trim();
  const description = body.description.trim();
  if (!title) return { refused: 'title', problem: 'empty' };
  if (title.length > L.titleMax) return { refused: 'title', problem: 'tooLong', limit: L.titleMax };
  const startsAt = instant(body.startsat);
  if (!startsAt) return { refused: 'startsat', problem: 'badDate' };
  const endsAt = instant(body.endsat);
  if (!endsAt) return { refused: 'endsat', problem: 'badDate' };
  if (endsAt <= startsAt) return { refused: 'endsat', problem: 'endsBeforeStarts' };
  if (place.length > L.placeMax) return { refused: 'place', problem: 'tooLong', limit: L.placeMax };
  if (description.length > L.descriptionMax) {
    return { refused: 'description', problem: 'tooLong', limit: L.descriptionMax };
  }
  if (!Number.isInteger(body.capacity) || body.capacity < 1 || body.capacity > L.capacityMax) {
    return { refused: 'capacity', problem: 'outOfRange', limit: L.capacityMax };
  }
  return {
    ...(body.id === undefined ? {} : { id: body.id }),
    ...(body.requestid === undefined ? {} : { requestid: body.requestid }),
    title,
    startsAt,
    endsAt,
    place,
    description,
    capacity: body.capacity,
  };
}

export function stateOf(row: Pick<ActivityRow, 'startsAt' | 'endsAt'>, now: number): ActivityState {
  if (row.startsAt.getTime() > now) return 'coming';
  return row.endsAt.getTime() > now ? 'running' : 'past';
}

const signedUpCount =
  sql<number>`(select count(*) from ${activitySignup} where ${activitySignup.activityId} = ${libraryActivity.id})`.mapWith(
    Number,
  );

const toItem = (row: ActivityRow, signedup: number, now: number): ActivityAdminItem => ({
  id: row.id,
  title: row.title,
  startsat: row.startsAt.toISOString(),
  endsat: row.endsAt.toISOString(),
  place: row.place,
  description: row.description,
  capacity: row.capacity,
  signedup,
  state: stateOf(row, now),
});

/** What the audit keeps of an activity: enough to say what changed, not the description. */
const audited = (row: ActivityRow, signedup: number) => ({
  title: row.title,
  startsat: row.startsAt.toISOString(),
  endsat: row.endsAt.toISOString(),
  place: row.place,
  capacity: row.capacity,
  signedup,
});

const ofOrg = (scope: DeskScope, id: number) =>
  and(eq(libraryActivity.id, id), eq(libraryActivity.organizationId, scope.orgId));

/** A page of the organisation's activities: coming and running first (soonest), then past. */
export async function listActivities(
  db: Database,
  scope: DeskScope,
  request: ActivityAdminListRequest,
): Promise<Page<ActivityAdminItem>> {
  const index = request.pageindex ?? 1;
  const pagesize = request.pagesize ?? 20;
  const now = new Date(scope.now);
  const where = eq(libraryActivity.organizationId, scope.orgId);
  const [totals] = await db
    .select({ n: count().mapWith(Number) })
    .from(libraryActivity)
    .where(where);
  const rows = await db
    .select({ activity: libraryActivity, signedup: signedUpCount })
    .from(libraryActivity)
    .where(where)
    // The app's clock, not the database's: a test moves it, and so does the demo's clock.
    .orderBy(
      sql`${libraryActivity.endsAt} <= ${now}`,
      sql`case when ${libraryActivity.endsAt} > ${now} then ${libraryActivity.startsAt} end asc`,
      desc(libraryActivity.startsAt),
      desc(libraryActivity.id),
    )
    .limit(pagesize)
    .offset((index - 1) * pagesize);
  return {
    total: totals?.n ?? 0,
    index,
    pagesize,
    list: rows.map((row) => toItem(row.activity, row.signedup, scope.now)),
  };
}

/** The activity of this organisation with its count, or undefined. */
export async function getActivity(
  db: Database,
  scope: DeskScope,
  id: number,
): Promise<ActivityAdminItem | undefined> {
  const [row] = await db
    .select({ activity: libraryActivity, signedup: signedUpCount })
    .from(libraryActivity)
    .where(ofOrg(scope, id));
  return row && toItem(row.activity, row.signedup, scope.now);
}

async function signedUpOf(tx: Database, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count().mapWith(Number) })
    .from(activitySignup)
    .where(eq(activitySignup.activityId, id));
  return row?.n ?? 0;
}

export type SaveOutcome = { ok: ActivityAdminItem } | ActivityRefused | undefined;

/**
 * Creates or changes an activity (values checked). A new one with a `requestid` already used
 * answers the activity that one created and writes nothing. A capacity below the readers
 * already signed up is refused with their number. Undefined when `id` is not an activity of
 * this organisation.
 */
export async function saveActivity(
  db: Database,
  scope: DeskScope,
  activity: CheckedActivity,
): Promise<SaveOutcome> {
  const values = {
    title: activity.title,
    startsAt: activity.startsAt,
    endsAt: activity.endsAt,
    place: activity.place,
    description: activity.description,
    capacity: activity.capacity,
  };
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    if (activity.id === undefined) {
      const [created] = await tx
        .insert(libraryActivity)
        .values({ organizationId: scope.orgId, saveKey: activity.requestid ?? null, ...values })
        .onConflictDoNothing({ target: [libraryActivity.organizationId, libraryActivity.saveKey] })
        .returning();
      if (!created) {
        // The unique (organisation, save key) held: the first Save's activity, as it is now.
        const [first] = await tx
          .select({ activity: libraryActivity, signedup: signedUpCount })
          .from(libraryActivity)
          .where(
            and(
              eq(libraryActivity.organizationId, scope.orgId),
              eq(libraryActivity.saveKey, activity.requestid!),
            ),
          );
        return first && { ok: toItem(first.activity, first.signedup, scope.now) };
      }
      await writeAudit(tx, scope, 'activitySave', `#${created.id}`, {
        id: created.id,
        before: null,
        after: audited(created, 0),
      });
      return { ok: toItem(created, 0, scope.now) };
    }
    const [before] = await tx
      .select()
      .from(libraryActivity)
      .where(ofOrg(scope, activity.id))
      .for('update');
    if (!before) return undefined;
    const signedup = await signedUpOf(tx, before.id);
    if (activity.capacity < signedup) {
      return { refused: 'capacity', problem: 'belowSignedUp', signedup };
    }
    const [after] = await tx
      .update(libraryActivity)
      .set(values)
      .where(ofOrg(scope, activity.id))
      .returning();
    if (!after) return undefined;
    await writeAudit(tx, scope, 'activitySave', `#${after.id}`, {
      id: after.id,
      before: audited(before, signedup),
      after: audited(after, signedup),
    });
    return { ok: toItem(after, signedup, scope.now) };
  });
}

export type DeleteOutcome = { ok: { id: number; notified: number } } | ActivityRefused | undefined;

/**
 * Deletes an activity and its sign-ups, refused once it has started with readers signed up
 * (they came, or were expected: the list is the record of it). Each reader signed up to one
 * not yet started gets the "activity cancelled" message.
 */
export async function deleteActivity(
  db: Database,
  scope: DeskScope,
  id: number,
): Promise<DeleteOutcome> {
  return db.transaction(async (tx): Promise<DeleteOutcome> => {
    const [row] = await tx.select().from(libraryActivity).where(ofOrg(scope, id)).for('update');
    if (!row) return undefined;
    const readers = await tx
      .select({ readerId: activitySignup.readerId })
      .from(activitySignup)
      .where(eq(activitySignup.activityId, id));
    if (readers.length > 0 && row.startsAt.getTime() <= scope.now) {
      return { refused: null, problem: 'startedWithSignUps', signedup: readers.length };
    }
    // The sign-ups go with it (on delete cascade).
    await tx.delete(libraryActivity).where(ofOrg(scope, id));
    const params = { title: row.title, startsat: libraryDateTime(row.startsAt, scope.zone) };
    const at = new Date(scope.now);
    const notified = await sendReminders(
      tx,
      readers.map(({ readerId }) => ({
        orgId: scope.orgId,
        readerId,
        kind: 'activityCancelled' as const,
        params,
        dedupeKey: `activityCancelled:${id}`,
        at,
      })),
    );
    await writeAudit(tx, scope, 'activityDelete', `#${id}`, {
      id,
      before: audited(row, readers.length),
      after: null,
      notified,
    });
    return { ok: { id, notified } };
  });
}

/** The readers signed up to the organisation's activity, in sign-up order; undefined if none. */
export async function activitySignUps(
  db: Database,
  scope: DeskScope,
  id: number,
): Promise<{ activity: ActivityAdminItem; list: ActivitySignUp[] } | undefined> {
  const activity = await getActivity(db, scope, id);
  if (!activity) return undefined;
  const rows = await db
    .select({
      name: reader.name,
      readercode: reader.readercode,
      classname: department.name,
      signedupat: activitySignup.createdAt,
    })
    .from(activitySignup)
    .innerJoin(reader, eq(reader.id, activitySignup.readerId))
    .leftJoin(department, eq(department.id, reader.departmentId))
    .where(and(eq(activitySignup.activityId, id), eq(reader.organizationId, scope.orgId)))
    .orderBy(asc(activitySignup.createdAt), asc(reader.readercode));
  return {
    activity,
    list: rows.map((row) => ({
      name: row.name ?? '',
      readercode: row.readercode,
      classname: row.classname ?? '',
      signedupat: row.signedupat.toISOString(),
    })),
  };
}
