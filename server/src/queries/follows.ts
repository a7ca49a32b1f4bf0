/**
 * Follows and fans. Every query names the caller's organisation: a reader of another
 * organisation is never found, followed, listed or shown, and answers exactly like a reader
 * that does not exist.
 *
 * Another reader is shown only as they chose: their name (nickname, else name), class and
 * grade when they chose to show their name to other readers (the rankings' setting,
 * reader_circulation.show_name_in_rankings, off by default: the readers are children); else
 * an alias and nothing else. Such a reader is found by their whole reader code only, which a
 * classmate gives to be followed, never by a name that would confirm who hides behind it.
 */
import {
  and,
  count,
  desc,
  eq,
  ilike,
  isNull,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import {
  MAX_FOLLOW_READING,
  MAX_FOLLOW_SEARCH_RESULTS,
  type FollowEntry,
  type FollowListKind,
  type FollowReadingBook,
  type Page,
  type ReaderBrief,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, bookCopy, borrowRecord, department, reader } from '../db/schema';
import { readerCirculation } from '../db/tables/circulation';
import { readerSocial } from '../db/tables/follows';
import { readerFollow } from '../db/tables/social';
import { isReaderNotStaff } from './reader-kinds';

/** Who is asking: a reader of an organisation. */
export interface Caller {
  orgId: number;
  readerId: number;
}

/** `%`, `_` and `\` typed by a reader are letters, not LIKE wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The reader chose to show their name to other readers (needs readerCirculation joined). */
const named = sql<boolean>`coalesce(${readerCirculation.showNameInRankings}, false)`;

/** `value` when the reader chose to show their name, else null. */
const ifNamed = <T>(value: SQL | AnyColumn) => sql<T | null>`case when ${named} then ${value} end`;

/**
 * The alias of a reader not named: four characters of a hash of their random uuid, stable, and
 * not the rankings' alias (reading-stats.ts), so that finding a reader by code does not tell
 * which line of a ranking (its class, its loans) is theirs.
 */
const followAlias = sql<string>`upper(left(md5('follow:' || ${reader.uuid}::text), 4))`;

/** The columns a ReaderBrief is made of, as seen by `caller` (see the top of this file). */
const briefColumns = (caller: Caller) => ({
  readerid: reader.id,
  name: ifNamed<string>(sql`coalesce(nullif(btrim(${reader.nickname}), ''), ${reader.name})`),
  alias: followAlias,
  department: ifNamed<string>(department.name),
  grade: ifNamed<string>(reader.grade),
  following: sql<boolean>`exists (select 1 from ${readerFollow} f where f.follower_id = ${caller.readerId} and f.followed_id = ${reader.id})`,
  followsme: sql<boolean>`exists (select 1 from ${readerFollow} f where f.follower_id = ${reader.id} and f.followed_id = ${caller.readerId})`,
});

const selectBriefs = (db: Database, caller: Caller) =>
  db
    .select(briefColumns(caller))
    .from(reader)
    .leftJoin(department, eq(department.id, reader.departmentId))
    .leftJoin(readerCirculation, eq(readerCirculation.readerId, reader.id));

/**
 * Readers of the caller's organisation whose reader code is exactly `keyword` (a code is
 * looked up, not guessed at by its digits), or who chose to show their name and whose name or
 * nickname contains it; never the caller. Names first where they start with the keyword.
 */
export async function searchReaders(
  db: Database,
  caller: Caller,
  keyword: string,
): Promise<ReaderBrief[]> {
  const pattern = `%${likeEscaped(keyword)}%`;
  return selectBriefs(db, caller)
    .where(
      and(
        eq(reader.organizationId, caller.orgId),
        ne(reader.id, caller.readerId),
        isReaderNotStaff(),
        or(
          eq(reader.readercode, keyword),
          and(named, or(ilike(reader.name, pattern), ilike(reader.nickname, pattern))),
        ),
      ),
    )
    .orderBy(sql`${reader.name} not like ${`${likeEscaped(keyword)}%`}`, reader.name, reader.id)
    .limit(MAX_FOLLOW_SEARCH_RESULTS);
}

/** A reader of the caller's organisation as the caller sees them, or undefined. */
export async function findReaderBrief(
  db: Database,
  caller: Caller,
  readerId: number,
): Promise<ReaderBrief | undefined> {
  const [row] = await selectBriefs(db, caller).where(
    and(eq(reader.id, readerId), eq(reader.organizationId, caller.orgId)),
  );
  return row;
}

export type FollowOutcome = { reader: ReaderBrief } | { refused: 'notFound' } | { refused: 'self' };

/**
 * The caller follows `readerId`. Following twice is one row (the primary key), answered like
 * the first time, so a double click or a retried request changes nothing.
 */
export async function follow(
  db: Database,
  caller: Caller,
  readerId: number,
): Promise<FollowOutcome> {
  if (readerId === caller.readerId) return { refused: 'self' };
  const target = await findReaderBrief(db, caller, readerId);
  if (!target) return { refused: 'notFound' };
  await db
    .insert(readerFollow)
    .values({ organizationId: caller.orgId, followerId: caller.readerId, followedId: readerId })
    .onConflictDoNothing();
  return { reader: { ...target, following: true } };
}

/** The caller stops following `readerId` (not following: nothing to do, same answer). */
export async function unfollow(
  db: Database,
  caller: Caller,
  readerId: number,
): Promise<FollowOutcome> {
  const target = await findReaderBrief(db, caller, readerId);
  if (!target) return { refused: 'notFound' };
  await db
    .delete(readerFollow)
    .where(
      and(
        eq(readerFollow.organizationId, caller.orgId),
        eq(readerFollow.followerId, caller.readerId),
        eq(readerFollow.followedId, readerId),
      ),
    );
  return { reader: { ...target, following: false } };
}

/** Whom the caller follows, or who follows them (fans), most recent first. */
export async function followPage(
  db: Database,
  caller: Caller,
  kind: FollowListKind,
  index: number,
  pagesize: number,
): Promise<Page<FollowEntry>> {
  // "following": the rows where the caller follows; the other reader is the followed one.
  const mineColumn = kind === 'following' ? readerFollow.followerId : readerFollow.followedId;
  const otherColumn = kind === 'following' ? readerFollow.followedId : readerFollow.followerId;
  const where = and(eq(readerFollow.organizationId, caller.orgId), eq(mineColumn, caller.readerId));
  const [totals] = await db
    .select({ n: count().mapWith(Number) })
    .from(readerFollow)
    .where(where);
  const rows = await db
    .select({ ...briefColumns(caller), since: readerFollow.createdAt })
    .from(readerFollow)
    .innerJoin(reader, and(eq(reader.id, otherColumn), eq(reader.organizationId, caller.orgId)))
    .leftJoin(department, eq(department.id, reader.departmentId))
    .leftJoin(readerCirculation, eq(readerCirculation.readerId, reader.id))
    .where(where)
    .orderBy(desc(readerFollow.createdAt), desc(otherColumn))
    .limit(pagesize)
    .offset((index - 1) * pagesize);
  return {
    total: totals?.n ?? 0,
    index,
    pagesize,
    list: rows.map(({ since, ...brief }) => ({ ...brief, since: since.toISOString() })),
  };
}

/** Whether the reader lets followers see their reading (off unless they turned it on). */
export async function sharesReading(db: Database, readerId: number): Promise<boolean> {
  const [row] = await db
    .select({ share: readerSocial.shareReading })
    .from(readerSocial)
    .where(eq(readerSocial.readerId, readerId));
  return row?.share ?? false;
}

export async function setShareReading(db: Database, readerId: number, share: boolean) {
  await db
    .insert(readerSocial)
    .values({ readerId, shareReading: share })
    .onConflictDoUpdate({
      target: readerSocial.readerId,
      set: { shareReading: share, updatedAt: sql`now()` },
    });
}

/**
 * What a reader who shares their reading is reading: loans on now, and returned ones their own
 * reading history keeps (kept on, returned since they turned it on). Sharing never reveals
 * more than the reader themselves keeps.
 */
export async function recentReading(
  db: Database,
  orgId: number,
  readerId: number,
): Promise<FollowReadingBook[]> {
  const rows = await db
    .select({
      bookid: book.id,
      title: book.title,
      author: book.author,
      borrowedAt: borrowRecord.borrowedAt,
      returnedAt: borrowRecord.returnedAt,
    })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .leftJoin(readerCirculation, eq(readerCirculation.readerId, borrowRecord.readerId))
    .where(
      and(
        eq(borrowRecord.readerId, readerId),
        eq(bookCopy.organizationId, orgId),
        or(
          isNull(borrowRecord.returnedAt),
          and(
            eq(readerCirculation.keepHistory, true),
            or(
              isNull(readerCirculation.historySince),
              sql`${borrowRecord.returnedAt} >= ${readerCirculation.historySince}`,
            ),
          ),
        ),
      ),
    )
    .orderBy(desc(borrowRecord.borrowedAt), desc(borrowRecord.id))
    .limit(MAX_FOLLOW_READING);
  return rows.map((row) => ({
    bookid: row.bookid,
    title: row.title,
    author: row.author,
    borrowtime: row.borrowedAt.toISOString(),
    reading: row.returnedAt === null,
  }));
}
