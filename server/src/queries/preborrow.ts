/**
 * Pre-borrow (reservations): sites, a book's availability, reserving, listing and cancelling.
 *
 * Lifecycle of a `preborrow` row (contract PreBorrowState):
 *   waiting     copyId null: in the queue for the book, until a copy comes free.
 *   notArrived  a copy is held (status 4) and on its way to the pick-up site.
 *   arrived     the copy is at the site (a librarian action: `markArrived`); the reader should
 *               borrow it before `expiresAt`: the end of the library day the borrow type's
 *               hold days after arrival, in the organisation's time zone.
 *   cancelled / expired / borrowed   ended: `cancelledAt` set, `endReason` says why.
 * A row is active while `cancelledAt` is null. An active row whose `expiresAt` has passed has
 * lapsed: it reads as expired at once and is closed lazily by `settleBook` (the next call that
 * touches the book or the reader), which puts its copy back on the shelf and then hands the
 * shelf's copies to the queue, oldest first. Nothing runs on a timer.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  CopyStatus,
  type BookAvailability,
  type PreBorrowRecord,
  type PreBorrowSite,
  type PreBorrowState,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import {
  book,
  bookCopy,
  borrowType,
  libraryLocation,
  preborrow,
  preborrowSite,
  reader,
  type preborrowEndReasons,
} from '../db/schema';
import { countWhere } from '../db/sql';
import { GONE_STATUSES } from '../search/facets';
import { endOfDayAfterSql, type TimeZone } from '../time';
import { DEFAULT_MAX_PREBORROWS, hasOnLoan, preborrowStanding } from './preborrow-standing';

/** Days the library has to bring a reserved copy to the pick-up site; arrival restarts the clock. */
export const PREBORROW_DELIVERY_DAYS = 7;
/** Days a place in the queue lasts; a reader still waiting then has to join again. */
export const PREBORROW_QUEUE_DAYS = 90;
export { DEFAULT_MAX_PREBORROWS } from './preborrow-standing';
/** Same for the hold period after arrival (borrow_type.preborrow_hold_days). */
export const DEFAULT_HOLD_DAYS = 3;
/**
 * A copy reserved by another reader this recently means a reader who found none available
 * lost a race for it (or just missed it): they are told so, not merely "none available".
 */
const JUST_TAKEN_SECONDS = 60;
/** The 'all' list shows this many most recent reservations. */
const MAX_LISTED = 200;

type EndReason = (typeof preborrowEndReasons)[number];

const daysFromNow = (days: SQL | number) => sql`now() + (${days})::int * interval '1 day'`;

const isActive = isNull(preborrow.cancelledAt);
const notLapsed = gt(preborrow.expiresAt, sql`now()`);
/** Active queue entries of a book that have not lapsed. */
const waitingFor = (bookId: number) =>
  and(eq(preborrow.bookId, bookId), isActive, isNull(preborrow.copyId), notLapsed);
const onShelf = (orgId: number, bookId: number) =>
  and(
    eq(bookCopy.organizationId, orgId),
    eq(bookCopy.bookId, bookId),
    eq(bookCopy.status, CopyStatus.inLibrary),
  );

// ---------------------------------------------------------------------------------------
// Reading records
// ---------------------------------------------------------------------------------------

export interface StateFacts {
  cancelledAt: Date | null;
  endReason: EndReason | null;
  /** expiresAt has passed (by the database's clock). */
  lapsed: boolean;
  copyId: number | null;
  arrived: boolean;
}

/** The state a reservation is in; a lapsed active one is already expired. */
export function stateOf(row: StateFacts): PreBorrowState {
  if (row.cancelledAt) return row.endReason ?? 'cancelled';
  if (row.lapsed) return 'expired';
  if (row.copyId === null) return 'waiting';
  return row.arrived ? 'arrived' : 'notArrived';
}

/** 1-based place in the book's queue of an active waiting row (null otherwise). */
const queuePosition = sql<number | null>`case
  when ${preborrow.copyId} is null and ${preborrow.cancelledAt} is null and ${preborrow.expiresAt} > now()
  then (select count(*)::int from preborrow q
        where q.book_id = ${preborrow.bookId} and q.copy_id is null and q.cancelled_at is null
          and q.expires_at > now()
          and (q.created_at, q.id) <= (${preborrow.createdAt}, ${preborrow.id}))
  end`;

function selectRecords(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: preborrow.id,
      bookId: preborrow.bookId,
      title: book.title,
      author: book.author,
      siteId: preborrow.siteId,
      site: preborrowSite.name,
      copyId: preborrow.copyId,
      barcode: bookCopy.barcode,
      arrived: preborrow.arrived,
      cancelledAt: preborrow.cancelledAt,
      endReason: preborrow.endReason,
      createdAt: preborrow.createdAt,
      expiresAt: preborrow.expiresAt,
      lapsed: sql<boolean>`${preborrow.expiresAt} <= now()`,
      queuePosition,
    })
    .from(preborrow)
    .innerJoin(book, eq(book.id, preborrow.bookId))
    .innerJoin(preborrowSite, eq(preborrowSite.id, preborrow.siteId))
    .leftJoin(bookCopy, eq(bookCopy.id, preborrow.copyId))
    .where(where)
    .orderBy(desc(preborrow.createdAt), desc(preborrow.id));
}

type RecordRow = Awaited<ReturnType<typeof selectRecords>>[number];

function toRecord(row: RecordRow): PreBorrowRecord {
  const state = stateOf(row);
  return {
    id: row.id,
    bookid: row.bookId,
    title: row.title,
    author: row.author,
    state,
    siteid: row.siteId,
    site: row.site,
    barcode: row.barcode,
    queueposition: state === 'waiting' ? row.queuePosition : null,
    createdtime: row.createdAt.toISOString(),
    expiretime: row.expiresAt.toISOString(),
  };
}

async function findRecord(db: Database, id: number): Promise<PreBorrowRecord> {
  const [row] = await selectRecords(db, eq(preborrow.id, id));
  if (!row) throw new Error(`preborrow ${id} vanished inside its own transaction`);
  return toRecord(row);
}

// ---------------------------------------------------------------------------------------
// Settling: lazy expiry and the queue
// ---------------------------------------------------------------------------------------

/**
 * Marks a shelf copy as reserved and returns it, or undefined when there is none. With
 * `wait` false, copies another transaction is claiming are skipped (no blocking); with `wait`
 * true the claim waits for such a transaction and takes the copy only if it rolled back.
 */
async function claimCopy(tx: Database, orgId: number, bookId: number, wait: boolean) {
  const candidate = tx
    .select({ id: bookCopy.id })
    .from(bookCopy)
    .where(onShelf(orgId, bookId))
    .orderBy(asc(bookCopy.id))
    .limit(1)
    .for('update', wait ? {} : { skipLocked: true });
  const [copy] = await tx
    .update(bookCopy)
    .set({ status: CopyStatus.preBorrowed })
    .where(and(inArray(bookCopy.id, candidate), eq(bookCopy.status, CopyStatus.inLibrary)))
    .returning({ id: bookCopy.id });
  return copy;
}

/** Gives shelf copies of the book to its queue, oldest reservation first. */
export async function serveQueue(tx: Database, orgId: number, bookId: number) {
  // Cheap check first: most calls find nothing on the shelf and lock no queue row.
  const [spare] = await tx
    .select({ id: bookCopy.id })
    .from(bookCopy)
    .where(onShelf(orgId, bookId))
    .limit(1);
  if (!spare) return;
  // One queue server per book at a time: two settling at once would each lock a different
  // waiting reservation (skip locked) and the second could give the copy to place 2 before
  // the first claims it for place 1. The others wait here, then find the copy taken.
  await tx.select({ id: book.id }).from(book).where(eq(book.id, bookId)).for('update');
  for (;;) {
    const [head] = await tx
      .select({ id: preborrow.id })
      .from(preborrow)
      .where(waitingFor(bookId))
      .orderBy(asc(preborrow.createdAt), asc(preborrow.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!head) return;
    const copy = await claimCopy(tx, orgId, bookId, false);
    if (!copy) return;
    await tx
      .update(preborrow)
      .set({ copyId: copy.id, arrived: false, expiresAt: daysFromNow(PREBORROW_DELIVERY_DAYS) })
      .where(eq(preborrow.id, head.id));
  }
}

/** Puts copies back on the shelf (only those still marked reserved). */
export async function shelveCopies(tx: Database, copyIds: number[]) {
  if (copyIds.length === 0) return;
  await tx
    .update(bookCopy)
    .set({ status: CopyStatus.inLibrary })
    .where(and(inArray(bookCopy.id, copyIds), eq(bookCopy.status, CopyStatus.preBorrowed)));
}

/**
 * Brings one book's reservations up to date: lapsed ones are closed as expired (ended at
 * their expiry time) and their copies shelved, then shelf copies go to the queue. Rows other
 * transactions hold are skipped; they read as expired anyway and are closed next time.
 */
export async function settleBook(tx: Database, orgId: number, bookId: number) {
  const lapsed = tx
    .select({ id: preborrow.id })
    .from(preborrow)
    .where(and(eq(preborrow.bookId, bookId), isActive, lte(preborrow.expiresAt, sql`now()`)))
    .for('update', { skipLocked: true });
  const closed = await tx
    .update(preborrow)
    .set({ cancelledAt: sql`${preborrow.expiresAt}`, endReason: 'expired' })
    .where(and(inArray(preborrow.id, lapsed), isActive))
    .returning({ copyId: preborrow.copyId });
  await shelveCopies(
    tx,
    closed.flatMap((row) => (row.copyId === null ? [] : [row.copyId])),
  );
  await serveQueue(tx, orgId, bookId);
}

/** Settles every book the reader has an active reservation of (plus `alsoBookId`). */
async function settleReader(tx: Database, orgId: number, readerId: number, alsoBookId?: number) {
  const rows = await tx
    .selectDistinct({ bookId: preborrow.bookId })
    .from(preborrow)
    .where(and(eq(preborrow.readerId, readerId), isActive));
  const bookIds = new Set(rows.map((row) => row.bookId));
  if (alsoBookId !== undefined) bookIds.add(alsoBookId);
  // Always in id order, so two transactions settling the same books lock them alike.
  for (const bookId of [...bookIds].sort((a, b) => a - b)) await settleBook(tx, orgId, bookId);
}

// ---------------------------------------------------------------------------------------
// Public reads
// ---------------------------------------------------------------------------------------

export function listSites(db: Database, orgId: number): Promise<PreBorrowSite[]> {
  return db
    .select({ id: preborrowSite.id, name: preborrowSite.name })
    .from(preborrowSite)
    .where(eq(preborrowSite.organizationId, orgId))
    .orderBy(asc(preborrowSite.id));
}

async function bookInOrg(db: Database, orgId: number, bookId: number) {
  const [row] = await db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.id, bookId), eq(book.organizationId, orgId)));
  return row !== undefined;
}

/**
 * Copies, shelf copies, the queue and where the copies are kept; `mine` is the reader's
 * active reservation of the book. Undefined when the organisation has no such book.
 * `noLocation` names copies without a recorded collection location.
 */
export async function bookAvailability(
  db: Database,
  orgId: number,
  bookId: number,
  readerId: number | null,
  noLocation: string,
): Promise<BookAvailability | undefined> {
  if (!(await bookInOrg(db, orgId, bookId))) return undefined;
  return db.transaction(async (tx) => {
    await settleBook(tx, orgId, bookId);
    const held = notInArray(bookCopy.status, GONE_STATUSES);
    const locations = await tx
      .select({
        locationid: bookCopy.locationId,
        location: libraryLocation.name,
        copies: countWhere(held),
        available: countWhere(eq(bookCopy.status, CopyStatus.inLibrary)),
      })
      .from(bookCopy)
      .leftJoin(libraryLocation, eq(libraryLocation.id, bookCopy.locationId))
      .where(and(eq(bookCopy.organizationId, orgId), eq(bookCopy.bookId, bookId)))
      .groupBy(bookCopy.locationId, libraryLocation.name)
      .orderBy(asc(bookCopy.locationId));
    const bylocation = locations
      .filter((row) => row.copies > 0)
      .map((row) => ({ ...row, location: row.location ?? noLocation }));
    const [queue] = await tx
      .select({ n: count().mapWith(Number) })
      .from(preborrow)
      .where(waitingFor(bookId));
    const [mine] =
      readerId === null
        ? []
        : await selectRecords(
            tx,
            and(eq(preborrow.readerId, readerId), eq(preborrow.bookId, bookId), isActive),
          );
    const standing =
      readerId === null ? undefined : await preborrowStanding(tx, orgId, readerId, bookId);
    return {
      bookid: bookId,
      copies: bylocation.reduce((sum, row) => sum + row.copies, 0),
      available: bylocation.reduce((sum, row) => sum + row.available, 0),
      queue: queue?.n ?? 0,
      bylocation,
      mine: mine ? toRecord(mine) : null,
      standing: standing ?? null,
    };
  });
}

// ---------------------------------------------------------------------------------------
// Reserving
// ---------------------------------------------------------------------------------------

export interface ReserveInput {
  readerId: number;
  orgId: number;
  bookId: number;
  /** Missing or 0 when the reader chose none. */
  siteId: number | null | undefined;
  /** Join the queue when no copy is on the shelf. */
  queue: boolean;
}

/** Why a reservation was refused; the route turns each into a message (code 10158). */
export type ReserveRefusal =
  | { refused: 'noReader' }
  | { refused: 'siteRequired' }
  | { refused: 'bookNotFound' }
  | { refused: 'notReservable' }
  | { refused: 'duplicate' }
  | { refused: 'onLoan' }
  | { refused: 'limit'; max: number }
  | { refused: 'noCopy' }
  | { refused: 'lastCopyTaken' };

export type ReserveOutcome = { record: PreBorrowRecord } | ReserveRefusal;

async function siteInOrg(db: Database, orgId: number, siteId: number) {
  const [row] = await db
    .select({ id: preborrowSite.id })
    .from(preborrowSite)
    .where(and(eq(preborrowSite.id, siteId), eq(preborrowSite.organizationId, orgId)));
  return row !== undefined;
}

/** The PostgreSQL unique violation behind an error (drivers and drizzle wrap it), if any. */
function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return String(candidate.constraint ?? '');
    current = candidate.cause;
  }
  return undefined;
}

/** Another reader reserved a copy of the book moments ago. */
async function justTaken(tx: Database, bookId: number, readerId: number) {
  const [row] = await tx
    .select({ n: count().mapWith(Number) })
    .from(preborrow)
    .where(
      and(
        eq(preborrow.bookId, bookId),
        ne(preborrow.readerId, readerId),
        isNotNull(preborrow.copyId),
        gt(preborrow.createdAt, sql`now() - ${JUST_TAKEN_SECONDS}::int * interval '1 second'`),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * Reserves a shelf copy of the book for the reader, or with `queue` puts them in the queue
 * when none is on the shelf. Rules, in order: the site and the book belong to the reader's
 * organisation; the book has copies that can ever be lent (not lost, weeded, removed, sold);
 * no active reservation of the same book; no copy of it on loan to the reader; fewer active reservations (waiting, not arrived and
 * arrived all count; ended and lapsed ones do not) than the borrow type's max_preborrows.
 *
 * One transaction: the reader's row is locked first, so one reader's reservations never race
 * each other past the limit; the copy is claimed by a conditional UPDATE (status 3 → 4) on a
 * row locked with SKIP LOCKED, then (when the shelf looked non-empty) by a waiting claim that
 * only succeeds if the competing transaction rolled back. The partial unique indexes are the
 * last word: a violation rolls everything back and becomes the same refusal as a lost race.
 */
export async function reserve(db: Database, input: ReserveInput): Promise<ReserveOutcome> {
  const { readerId, orgId, bookId } = input;
  if (!input.siteId || !(await siteInOrg(db, orgId, input.siteId))) {
    return { refused: 'siteRequired' };
  }
  const siteId = input.siteId;
  if (!(await bookInOrg(db, orgId, bookId))) return { refused: 'bookNotFound' };
  try {
    return await db.transaction(async (tx): Promise<ReserveOutcome> => {
      const [me] = await tx
        .select({ maxPreborrows: borrowType.maxPreborrows })
        .from(reader)
        .leftJoin(borrowType, eq(borrowType.id, reader.borrowTypeId))
        .where(and(eq(reader.id, readerId), eq(reader.organizationId, orgId)))
        .for('update', { of: reader });
      if (!me) return { refused: 'noReader' };
      await settleReader(tx, orgId, readerId, bookId);

      const [mineNow] = await tx
        .select({
          active: count().mapWith(Number),
          sameBook: countWhere(eq(preborrow.bookId, bookId)),
        })
        .from(preborrow)
        .where(and(eq(preborrow.readerId, readerId), isActive));
      if ((mineNow?.sameBook ?? 0) > 0) return { refused: 'duplicate' };
      if (await hasOnLoan(tx, orgId, readerId, bookId)) return { refused: 'onLoan' };
      const max = me.maxPreborrows ?? DEFAULT_MAX_PREBORROWS;
      if ((mineNow?.active ?? 0) >= max) return { refused: 'limit', max };

      const [copies] = await tx
        .select({
          held: countWhere(notInArray(bookCopy.status, GONE_STATUSES)),
          onShelf: countWhere(eq(bookCopy.status, CopyStatus.inLibrary)),
        })
        .from(bookCopy)
        .where(and(eq(bookCopy.organizationId, orgId), eq(bookCopy.bookId, bookId)));
      if (!copies?.held) return { refused: 'notReservable' };
      let copy: { id: number } | undefined;
      if (copies.onShelf > 0) {
        copy =
          (await claimCopy(tx, orgId, bookId, false)) ?? (await claimCopy(tx, orgId, bookId, true));
      }
      if (!copy && !input.queue) {
        const lostRace = copies.onShelf > 0 || (await justTaken(tx, bookId, readerId));
        return { refused: lostRace ? 'lastCopyTaken' : 'noCopy' };
      }
      const [created] = await tx
        .insert(preborrow)
        .values({
          readerId,
          bookId,
          siteId,
          copyId: copy?.id ?? null,
          expiresAt: daysFromNow(copy ? PREBORROW_DELIVERY_DAYS : PREBORROW_QUEUE_DAYS),
        })
        .returning({ id: preborrow.id });
      if (!created) throw new Error('preborrow insert returned nothing');
      return { record: await findRecord(tx, created.id) };
    });
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'preborrow_active_reader_book') return { refused: 'duplicate' };
    if (constraint !== undefined) return { refused: 'lastCopyTaken' };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------
// The reader's reservations
// ---------------------------------------------------------------------------------------

/** The reader's reservations, newest first: active ones, or with `all` the ended ones too. */
export function listReservations(
  db: Database,
  orgId: number,
  readerId: number,
  all: boolean,
): Promise<PreBorrowRecord[]> {
  return db.transaction(async (tx) => {
    await settleReader(tx, orgId, readerId);
    const rows = await selectRecords(
      tx,
      and(eq(preborrow.readerId, readerId), all ? undefined : isActive),
    ).limit(MAX_LISTED);
    return rows.map(toRecord);
  });
}

export type CancelOutcome =
  { record: PreBorrowRecord } | { refused: 'notFound' } | { refused: 'ended'; reason: EndReason };

/**
 * Cancels the reader's own active reservation; its copy goes back on the shelf, and from there
 * to the head of the book's queue when someone is waiting (their reservation becomes not
 * arrived). Someone else's reservation answers exactly like a missing one.
 */
export function cancelReservation(
  db: Database,
  orgId: number,
  readerId: number,
  id: number,
): Promise<CancelOutcome> {
  return db.transaction(async (tx): Promise<CancelOutcome> => {
    const [row] = await tx
      .select({
        readerId: preborrow.readerId,
        bookId: preborrow.bookId,
        copyId: preborrow.copyId,
        cancelledAt: preborrow.cancelledAt,
        endReason: preborrow.endReason,
        lapsed: sql<boolean>`${preborrow.expiresAt} <= now()`,
      })
      .from(preborrow)
      .where(eq(preborrow.id, id))
      .for('update');
    if (!row || row.readerId !== readerId) return { refused: 'notFound' };
    if (row.cancelledAt) return { refused: 'ended', reason: row.endReason ?? 'cancelled' };
    if (row.lapsed) {
      // Too late to cancel: close it as expired now (committed, as any read would).
      await settleBook(tx, orgId, row.bookId);
      return { refused: 'ended', reason: 'expired' };
    }
    await tx
      .update(preborrow)
      .set({ cancelledAt: sql`now()`, endReason: 'cancelled' })
      .where(eq(preborrow.id, id));
    if (row.copyId !== null) await shelveCopies(tx, [row.copyId]);
    await serveQueue(tx, orgId, row.bookId);
    return { record: await findRecord(tx, id) };
  });
}

/**
 * A reservation whose copy waits on the pickup shelf at `at`: arrived, with its copy, neither
 * cancelled nor lapsed. What the desk lists as holds ready and the reminders announce.
 */
export const readyForPickUp = (at: Date | SQL) =>
  and(
    isNull(preborrow.cancelledAt),
    eq(preborrow.arrived, true),
    isNotNull(preborrow.copyId),
    gt(preborrow.expiresAt, at),
  );

/**
 * Librarian action (no reader API): the reserved copy is at the pick-up site. It is held until
 * the end of the library day the reader's borrow type's hold days from today (in `zone`, the
 * organisation's), as a library's hold shelf works: a copy that came in at 17:00 is not taken
 * off the shelf at 17:00 three days later but at closing. Returns false when the reservation
 * is not an active one holding a copy that has not arrived yet.
 */
export async function markArrived(db: Database, id: number, zone: TimeZone): Promise<boolean> {
  const holdDays = sql`coalesce((select ${borrowType.preborrowHoldDays} from ${reader}
    join ${borrowType} on ${borrowType.id} = ${reader.borrowTypeId}
    where ${reader.id} = ${preborrow.readerId}), ${DEFAULT_HOLD_DAYS})`;
  const updated = await db
    .update(preborrow)
    .set({ arrived: true, expiresAt: endOfDayAfterSql(holdDays, zone) })
    .where(
      and(
        eq(preborrow.id, id),
        isActive,
        isNotNull(preborrow.copyId),
        eq(preborrow.arrived, false),
      ),
    )
    .returning({ id: preborrow.id });
  return updated.length > 0;
}
