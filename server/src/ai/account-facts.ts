import type { Database } from '../db/client';
import { borrowRecordPage, penalSum, reservationsWithQueue } from '../queries/circulation';
import { libraryDay, type TimeZone } from '../time';
import type { Intent } from './intents';

/** The logged-in reader asking: only their own account is ever read. */
export interface Asker {
  orgId: number;
  readerId: number;
  now: number;
  /** The organisation's: a due date is said as its library day. */
  zone: TimeZone;
}

/** The asker's own loans, fines and reservations, as far as the question asked. */
export interface AccountFacts {
  loans?: { title: string; due: string; daysLeft: number | null; overdue: boolean }[];
  fines?: { totalFen: number; count: number };
  reservations?: { title: string; state: string }[];
}

const OWN: Intent[] = ['myLoans', 'myFines', 'myReservations'];

/** Undefined when the question is not about the asker's account; null when not logged in. */
export async function accountFacts(
  db: Database,
  orgId: number,
  intents: Intent[],
  asker: Asker | null,
): Promise<AccountFacts | null | undefined> {
  if (!intents.some((intent) => OWN.includes(intent))) return undefined;
  // The token's organisation must be the one asked about: never another library's reader.
  if (!asker || asker.orgId !== orgId) return null;
  const scope = { orgId, readerId: asker.readerId };
  const facts: AccountFacts = {};
  if (intents.includes('myLoans')) {
    const page = await borrowRecordPage(
      db,
      scope,
      'current',
      { index: 1, pagesize: 10 },
      asker.now,
      asker.zone,
    );
    facts.loans = (page?.list ?? []).map((loan) => ({
      title: loan.title,
      due: libraryDay(Date.parse(loan.duetime), asker.zone),
      daysLeft: loan.daysleft,
      overdue: loan.overdue,
    }));
  }
  if (intents.includes('myFines')) {
    const sum = await penalSum(db, asker.readerId);
    facts.fines = { totalFen: sum.total, count: sum.count };
  }
  if (intents.includes('myReservations')) {
    const list = (await reservationsWithQueue(db, scope, asker.now, asker.zone)) ?? [];
    facts.reservations = list.map((item) => ({ title: item.title, state: item.state }));
  }
  return facts;
}
