/**
 * The reader's home page: reading recommended for the reader, and follow counts (the ranking
 * reads the rollups, reading-stats.ts; its periods are time/periods.ts's). Every query is scoped to one
 * organisation through the copies' organisation: a loan counts where the copy belongs, so
 * another organisation's loans never reach a ranking or a recommendation.
 */
import { and, asc, count, desc, eq, gte, isNull, notInArray, or, sql } from 'drizzle-orm';
import { AssetType } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, bookCopy, borrowRecord, preborrow } from '../db/schema';
import { readerCirculation } from '../db/tables/circulation';
import { readerFollow } from '../db/tables/social';
import { hitColumns, type BookHit } from '../search/hits';
import { GONE_STATUSES } from '../search/facets';

const DAY_MS = 24 * 3_600_000;

/** How far back "popular" looks when recommending. */
const POPULAR_WINDOW_DAYS = 365;
/**
 * A category is the first three characters of a Chinese Library Classification code: the
 * class letter and two digits (I24 Chinese novels, I56 British literature, K20 Chinese
 * history). The class letter alone puts nearly every novel in I; the full code (I247.55)
 * would recommend almost nothing.
 */
const CATEGORY_LENGTH = 3;
const categoryOf = (code: typeof book.categoryCode) =>
  sql<string>`left(${code}, ${CATEGORY_LENGTH})`;

export interface RecommendedHit extends BookHit {
  /** The reader's category the book shares, or null when it is only popular. */
  category: string | null;
}

/**
 * The reader's loans the library may use for them: those on loan now, and returned ones only
 * while the reader keeps a reading history, returned since they turned it on (the rule their
 * history follows). Reading history is off by default for children: a reader who never
 * turned it on gets recommendations from what they have now, never from what they returned.
 */
const rememberedLoan = (readerId: number) =>
  and(
    eq(borrowRecord.readerId, readerId),
    or(
      isNull(borrowRecord.returnedAt),
      sql`exists (select 1 from ${readerCirculation} where ${readerCirculation.readerId} = ${readerId}
        and ${readerCirculation.keepHistory}
        and (${readerCirculation.historySince} is null or ${borrowRecord.returnedAt} >= ${readerCirculation.historySince}))`,
    ),
  );

/**
 * Books for the reader: held by the organisation (a copy that is not lost, weeded, removed or
 * sold), not among the reader's remembered loans, not reserved by them now. Books of the
 * categories of those loans come first (the reader's most read category first), then the
 * others; within each, the organisation's loans of the last year, then the number of ratings.
 * A reader with nothing remembered simply gets the organisation's popular books.
 */
export async function recommendForReader(
  db: Database,
  orgId: number,
  readerId: number,
  nowMs: number,
  limit: number,
): Promise<RecommendedHit[]> {
  const mine = and(rememberedLoan(readerId), eq(bookCopy.organizationId, orgId));
  const myLoans = db
    .select({ bookId: bookCopy.bookId })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .where(mine);
  const myReservations = db
    .select({ bookId: preborrow.bookId })
    .from(preborrow)
    .where(and(eq(preborrow.readerId, readerId), isNull(preborrow.cancelledAt)));
  const interests = db
    .select({
      category: categoryOf(book.categoryCode).as('category'),
      readerLoans: count().as('reader_loans'),
    })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .where(and(mine, sql`${book.categoryCode} is not null`))
    .groupBy(sql`1`)
    .as('interests');
  const since = new Date(nowMs - POPULAR_WINDOW_DAYS * DAY_MS);
  const popularity = db
    .select({ bookId: bookCopy.bookId, orgLoans: count().as('org_loans') })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .where(and(eq(bookCopy.organizationId, orgId), gte(borrowRecord.borrowedAt, since)))
    .groupBy(bookCopy.bookId)
    .as('popularity');
  const held = sql`exists (select 1 from ${bookCopy} where ${bookCopy.bookId} = ${book.id} and ${bookCopy.organizationId} = ${orgId} and ${notInArray(bookCopy.status, GONE_STATUSES)})`;
  return db
    .select({ ...hitColumns, category: interests.category })
    .from(book)
    .leftJoin(interests, eq(interests.category, categoryOf(book.categoryCode)))
    .leftJoin(popularity, eq(popularity.bookId, book.id))
    .where(
      and(
        eq(book.organizationId, orgId),
        eq(book.assetType, AssetType.book),
        held,
        sql`${book.id} not in ${myLoans}`,
        sql`${book.id} not in ${myReservations}`,
      ),
    )
    .orderBy(
      sql`${interests.readerLoans} desc nulls last`,
      sql`${popularity.orgLoans} desc nulls last`,
      desc(book.ratingsCount),
      asc(book.id),
    )
    .limit(limit);
}

/** Whom the reader follows and who follows them, within the organisation. */
export async function followCounts(db: Database, orgId: number, readerId: number) {
  const [row] = await db
    .select({
      follows:
        sql<number>`count(*) filter (where ${readerFollow.followerId} = ${readerId})`.mapWith(
          Number,
        ),
      fans: sql<number>`count(*) filter (where ${readerFollow.followedId} = ${readerId})`.mapWith(
        Number,
      ),
    })
    .from(readerFollow)
    .where(
      and(
        eq(readerFollow.organizationId, orgId),
        sql`(${readerFollow.followerId} = ${readerId} or ${readerFollow.followedId} = ${readerId})`,
      ),
    );
  return { follows: row?.follows ?? 0, fans: row?.fans ?? 0 };
}
