/**
 * Renewals. Each loan is renewed or refused with one reason code (the names of Koha's renewal
 * checks). The rules, in the order they are checked:
 *   cardExpired     the reader's card has expired;
 *   finesOverLimit  the reader's unpaid fines are above the borrow type's limit;
 *   overdue         the loan is past its due time;
 *   tooManyRenewals the loan has had the borrow type's renewals;
 *   onReserve       another reader is waiting in the book's queue.
 * The reader's own state comes first because it blocks every loan and says what to fix once
 * for all of them; then the loan's, in Koha's order (its reserve check is last too).
 *
 * A renewal gives `renewDays` from the day of the renewal, to the end of that library day (in
 * the organisation's time zone), and never past the card's expiry. A renewal that would not move the due date (a second click, a
 * second tab, renewing again the same day) changes nothing and counts nothing: it is answered
 * `unchanged` with the current due date. That is the idempotency rule, and it needs no key: the
 * second of two identical requests finds the due date the first one set. It is checked after
 * the refusals a second click cannot cause (card, fines, overdue) and before those it can: the
 * click that used the last renewal is followed by `unchanged`, not by `tooManyRenewals`.
 */
import { and, eq, gt, inArray, isNull, ne, sql, sum } from 'drizzle-orm';
import type { RenewOutcome, RenewReason } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { bookCopy, borrowRecord, fine, preborrow, reader } from '../db/schema';
import { addDays, endOfDay, libraryDay, type TimeZone } from '../time';
import { readerPolicy, type CirculationPolicy } from './policy';

export interface RenewalFacts {
  dueAt: Date;
  renewals: number;
  /** Another reader waits in the book's queue. */
  reservedByOther: boolean;
  cardExpiresAt: Date | null;
  unpaidFinesFen: number;
  now: number;
  /** The organisation's: the library days the due dates end on. */
  zone: TimeZone;
}

export type RenewalDecision =
  | { kind: 'renew'; dueAt: Date }
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: Exclude<RenewReason, 'notFound'> };

/** The due time a renewal at `now` gives: `renewDays` on, never past the card's expiry. */
export function renewedDueAt(
  policy: CirculationPolicy,
  now: number,
  cardExpiresAt: Date | null,
  zone: TimeZone,
): Date {
  return dueAtAfter(policy.renewDays, now, cardExpiresAt, zone);
}

/**
 * The end of the library day `days` after `now`'s, never past the card's expiry: the due time
 * of a loan made (loanDays) or renewed (renewDays) at `now`.
 */
export function dueAtAfter(
  days: number,
  now: number,
  cardExpiresAt: Date | null,
  zone: TimeZone,
): Date {
  const due = endOfDay(addDays(libraryDay(now, zone), days), zone);
  return cardExpiresAt && cardExpiresAt < due
    ? endOfDay(libraryDay(cardExpiresAt, zone), zone)
    : due;
}

/** Decides one loan's renewal (pure: the rules above). */
export function decideRenewal(policy: CirculationPolicy, facts: RenewalFacts): RenewalDecision {
  const refuse = (reason: Exclude<RenewReason, 'notFound'>) =>
    ({ kind: 'refused', reason }) as const;
  if (facts.cardExpiresAt && facts.cardExpiresAt.getTime() <= facts.now) {
    return refuse('cardExpired');
  }
  if (facts.unpaidFinesFen > policy.fineLimitFen) return refuse('finesOverLimit');
  if (facts.dueAt.getTime() < facts.now) return refuse('overdue');
  const dueAt = renewedDueAt(policy, facts.now, facts.cardExpiresAt, facts.zone);
  if (dueAt.getTime() <= facts.dueAt.getTime()) return { kind: 'unchanged' };
  if (facts.renewals >= policy.maxRenewals) return refuse('tooManyRenewals');
  if (facts.reservedByOther) return refuse('onReserve');
  return { kind: 'renew', dueAt };
}

/** Unpaid fines of the reader, fen. */
export async function unpaidFines(db: Database, readerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(fine.amountFen).mapWith(Number) })
    .from(fine)
    .where(and(eq(fine.readerId, readerId), isNull(fine.paidAt)));
  return row?.total ?? 0;
}

/** Books (of `bookIds`) another reader than `readerId` is waiting for in the queue. */
export async function booksWaitedFor(
  db: Database,
  readerId: number,
  bookIds: number[],
  now: number,
): Promise<Set<number>> {
  if (bookIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ bookId: preborrow.bookId })
    .from(preborrow)
    .where(
      and(
        inArray(preborrow.bookId, bookIds),
        ne(preborrow.readerId, readerId),
        isNull(preborrow.cancelledAt),
        isNull(preborrow.copyId),
        gt(preborrow.expiresAt, new Date(now)),
      ),
    );
  return new Set(rows.map((row) => row.bookId));
}

export interface RenewInput {
  orgId: number;
  readerId: number;
  borrowIds: number[];
  now: number;
  zone: TimeZone;
}

export type RenewLoanOutcome = Omit<RenewOutcome, 'message'>;

/**
 * Renews the reader's loans among `borrowIds` (each once, in the order given). One
 * transaction with the reader's row locked first: two renewals of one reader (a double click,
 * two tabs, two instances) run one after the other, and the second sees the first's due dates.
 * A loan that is not this reader's, or not on loan, is `notFound` (another reader's loan
 * answers exactly like a missing one). Undefined when the reader is not of `orgId`.
 */
export async function renewLoans(
  db: Database,
  input: RenewInput,
): Promise<RenewLoanOutcome[] | undefined> {
  const ids = [...new Set(input.borrowIds)];
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ id: reader.id })
      .from(reader)
      .where(and(eq(reader.id, input.readerId), eq(reader.organizationId, input.orgId)))
      .for('update');
    if (!me) return undefined;
    const account = await readerPolicy(tx, input.orgId, input.readerId);
    if (!account) return undefined;
    const { policy, expireAt } = account;
    const loans = await tx
      .select({
        id: borrowRecord.id,
        dueAt: borrowRecord.dueAt,
        renewals: borrowRecord.renewals,
        bookId: bookCopy.bookId,
      })
      .from(borrowRecord)
      .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
      .where(
        and(
          inArray(borrowRecord.id, ids),
          eq(borrowRecord.readerId, input.readerId),
          isNull(borrowRecord.returnedAt),
        ),
      )
      .for('update', { of: borrowRecord });
    const byId = new Map(loans.map((loan) => [loan.id, loan]));
    const unpaid = await unpaidFines(tx, input.readerId);
    const waited = await booksWaitedFor(
      tx,
      input.readerId,
      loans.map((loan) => loan.bookId),
      input.now,
    );
    const outcomes: RenewLoanOutcome[] = [];
    for (const id of ids) {
      const loan = byId.get(id);
      if (!loan) {
        outcomes.push({
          borrowid: id,
          status: 'refused',
          reason: 'notFound',
          duetime: null,
          renewals: 0,
          renewalsleft: 0,
        });
        continue;
      }
      const decision = decideRenewal(policy, {
        dueAt: loan.dueAt,
        renewals: loan.renewals,
        reservedByOther: waited.has(loan.bookId),
        cardExpiresAt: expireAt,
        unpaidFinesFen: unpaid,
        now: input.now,
        zone: input.zone,
      });
      let { dueAt, renewals } = loan;
      if (decision.kind === 'renew') {
        dueAt = decision.dueAt;
        renewals += 1;
        await tx
          .update(borrowRecord)
          .set({ dueAt, renewals: sql`${borrowRecord.renewals} + 1` })
          .where(eq(borrowRecord.id, id));
      }
      outcomes.push({
        borrowid: id,
        status:
          decision.kind === 'renew'
            ? 'renewed'
            : decision.kind === 'unchanged'
              ? 'unchanged'
              : 'refused',
        reason: decision.kind === 'refused' ? decision.reason : null,
        duetime: dueAt.toISOString(),
        renewals,
        renewalsleft: Math.max(0, policy.maxRenewals - renewals),
      });
    }
    return outcomes;
  });
}
