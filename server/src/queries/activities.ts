/**
 * Library activities (sign-up within the capacity, once; cancel) and reading competitions
 * (standings counted from the loans of the competition's days). Every query names the
 * organisation; a sign-up locks its activity's row, so two readers taking the last place at
 * once cannot both get it.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type {
  CompetitionStandings,
  LibraryActivity,
  ReadingCompetition,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { borrowRecord, department, reader } from '../db/schema';
import { activitySignup, libraryActivity, readingCompetition } from '../db/tables/activities';
import { readerCirculation } from '../db/tables/circulation';
import { addDays, libraryDay, startOfDay, type TimeZone } from '../time';
import { rankedAlias, rankedName } from './reading-stats';
import { isReaderNotStaff } from './reader-kinds';

type ActivityRow = typeof libraryActivity.$inferSelect;

const signedUpCount =
  sql<number>`(select count(*) from ${activitySignup} where ${activitySignup.activityId} = ${libraryActivity.id})`.mapWith(
    Number,
  );
const isMine = (readerId: number) =>
  sql<boolean>`exists (select 1 from ${activitySignup} where ${activitySignup.activityId} = ${libraryActivity.id} and ${activitySignup.readerId} = ${readerId})`;

const toActivity = (row: ActivityRow & { signedup: number; mine: boolean }): LibraryActivity => ({
  id: row.id,
  title: row.title,
  startsat: row.startsAt.toISOString(),
  endsat: row.endsAt.toISOString(),
  place: row.place,
  description: row.description,
  capacity: row.capacity,
  signedup: row.signedup,
  mine: row.mine,
});

async function activityRows(
  db: Database,
  orgId: number,
  readerId: number,
  nowMs: number,
  id?: number,
) {
  const now = new Date(nowMs);
  const rows = await db
    .select({
      ...getTableColumns(libraryActivity),
      signedup: signedUpCount,
      mine: isMine(readerId),
    })
    .from(libraryActivity)
    .where(
      and(
        eq(libraryActivity.organizationId, orgId),
        id === undefined ? undefined : eq(libraryActivity.id, id),
      ),
    )
    // Coming and running ones first (soonest first), then past ones (latest first): past by
    // the app's clock, the one the sign-up rules use, not the database's.
    .orderBy(
      lt(libraryActivity.endsAt, now),
      sql`case when ${gte(libraryActivity.endsAt, now)} then ${libraryActivity.startsAt} end asc`,
      desc(libraryActivity.startsAt),
    )
    .limit(50);
  return rows.map(toActivity);
}

export const activityList = (db: Database, orgId: number, readerId: number, nowMs: number) =>
  activityRows(db, orgId, readerId, nowMs);

export type SignUpOutcome =
  | { ok: LibraryActivity }
  | { refused: 'notFound' | 'full' | 'already' | 'started' | 'notSignedUp' };

/** Signs the reader up, once, while there is room and before the activity starts. */
export async function signUp(
  db: Database,
  orgId: number,
  readerId: number,
  id: number,
  nowMs: number,
): Promise<SignUpOutcome> {
  const refused = await db.transaction(async (tx) => {
    const [activity] = await tx
      .select()
      .from(libraryActivity)
      .where(and(eq(libraryActivity.id, id), eq(libraryActivity.organizationId, orgId)))
      .for('update');
    if (!activity) return 'notFound' as const;
    if (activity.startsAt.getTime() <= nowMs) return 'started' as const;
    const [taken] = await tx
      .select({ n: count() })
      .from(activitySignup)
      .where(eq(activitySignup.activityId, id));
    const inserted = await tx
      .insert(activitySignup)
      // The app's clock, as the rules above: the staff's list shows when the reader signed up
      // on the same clock that decided the activity had not started.
      .values({ activityId: id, readerId, createdAt: new Date(nowMs) })
      .onConflictDoNothing()
      .returning({ readerId: activitySignup.readerId });
    if (inserted.length === 0) return 'already' as const;
    if ((taken?.n ?? 0) >= activity.capacity) {
      // Over the capacity: undo this reader's row (the lock held everyone else off meanwhile).
      await tx
        .delete(activitySignup)
        .where(and(eq(activitySignup.activityId, id), eq(activitySignup.readerId, readerId)));
      return 'full' as const;
    }
    return null;
  });
  if (refused) return { refused };
  const [activity] = await activityRows(db, orgId, readerId, nowMs, id);
  return activity ? { ok: activity } : { refused: 'notFound' };
}

/** Cancels the reader's sign-up (before the activity starts). */
export async function cancelSignUp(
  db: Database,
  orgId: number,
  readerId: number,
  id: number,
  nowMs: number,
): Promise<SignUpOutcome> {
  const [activity] = await activityRows(db, orgId, readerId, nowMs, id);
  if (!activity) return { refused: 'notFound' };
  if (!activity.mine) return { refused: 'notSignedUp' };
  if (Date.parse(activity.startsat) <= nowMs) return { refused: 'started' };
  await db
    .delete(activitySignup)
    .where(and(eq(activitySignup.activityId, id), eq(activitySignup.readerId, readerId)));
  const [after] = await activityRows(db, orgId, readerId, nowMs, id);
  return after ? { ok: after } : { refused: 'notFound' };
}

type CompetitionRow = typeof readingCompetition.$inferSelect;

const toCompetition = (row: CompetitionRow, today: string): ReadingCompetition => ({
  id: row.id,
  title: row.title,
  startdate: row.startDate,
  enddate: row.endDate,
  rules: row.rules,
  state: today < row.startDate ? 'upcoming' : today > row.endDate ? 'ended' : 'running',
});

export async function competitionList(db: Database, orgId: number, nowMs: number, zone: TimeZone) {
  const rows = await db
    .select()
    .from(readingCompetition)
    .where(eq(readingCompetition.organizationId, orgId))
    .orderBy(desc(readingCompetition.endDate), desc(readingCompetition.id))
    .limit(50);
  const today = libraryDay(nowMs, zone);
  return rows.map((row) => toCompetition(row, today));
}

/**
 * The competition's standings: loans of its days by readers of the organisation, from the
 * first instant of its first library day to the last of its last, in the library's zone.
 */
export async function competitionStandings(
  db: Database,
  orgId: number,
  viewerId: number,
  id: number,
  limit: number,
  nowMs: number,
  zone: TimeZone,
): Promise<CompetitionStandings | undefined> {
  const [row] = await db
    .select()
    .from(readingCompetition)
    .where(and(eq(readingCompetition.id, id), eq(readingCompetition.organizationId, orgId)));
  if (!row) return undefined;
  const ranked = db
    .select({
      readerId: sql<number>`${borrowRecord.readerId}`.as('ranked_reader_id'),
      borrows: sql<number>`count(*)::int`.as('borrows'),
      rank: sql<number>`rank() over (order by count(*) desc)::int`.as('rank'),
    })
    .from(borrowRecord)
    .innerJoin(reader, eq(reader.id, borrowRecord.readerId))
    .where(
      and(
        eq(reader.organizationId, orgId),
        // A competition ranks readers; the staff's own loans are not in the running.
        isReaderNotStaff(),
        gte(borrowRecord.borrowedAt, startOfDay(row.startDate, zone)),
        lt(borrowRecord.borrowedAt, startOfDay(addDays(row.endDate, 1), zone)),
      ),
    )
    .groupBy(borrowRecord.readerId)
    .as('ranked');
  const standings = await db
    .select({
      rank: ranked.rank,
      name: rankedName(viewerId),
      alias: rankedAlias,
      classname: department.name,
      borrows: ranked.borrows,
      me: sql<boolean>`${reader.id} = ${viewerId}`,
    })
    .from(ranked)
    .innerJoin(reader, eq(reader.id, ranked.readerId))
    .leftJoin(readerCirculation, eq(readerCirculation.readerId, reader.id))
    .leftJoin(department, eq(department.id, reader.departmentId))
    .orderBy(asc(ranked.rank), asc(reader.id))
    .limit(limit);
  const [mine] = await db
    .select({ rank: ranked.rank, borrows: ranked.borrows })
    .from(ranked)
    .where(eq(ranked.readerId, viewerId));
  return {
    competition: toCompetition(row, libraryDay(nowMs, zone)),
    standings,
    mine: mine ?? null,
  };
}
