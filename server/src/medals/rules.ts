import type { Medal, MedalCode } from '../../../src/core/api/contract';

/**
 * Medals for reading milestones, computed from the reader's loans each time they are asked for:
 * nothing to keep in step when a loan is added, renewed or returned, and a new rule applies to
 * every reader's past at once. A heavy reader has a few hundred loans; reading them is one
 * indexed range (borrow_record by reader).
 */

export interface Loan {
  borrowedAt: Date;
  dueAt: Date;
  returnedAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** Weeks start on Monday in China Standard Time (UTC+8), where the readers are. */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;
/** 1970-01-05 was a Monday. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** The number of the week (Monday to Sunday, China time) that holds `date`. */
export const weekOf = (date: Date) =>
  Math.floor((date.getTime() + CST_OFFSET_MS - FIRST_MONDAY_MS) / WEEK_MS);

interface Reached {
  /** How far the reader is, at most the target. */
  progress: number;
  /** When the target was reached; null while it is not. */
  at: Date | null;
}

/** Reached on the n-th loan (loans oldest first). */
function loanCount(loans: readonly Loan[], target: number): Reached {
  return {
    progress: Math.min(loans.length, target),
    at: loans[target - 1]?.borrowedAt ?? null,
  };
}

/**
 * A month's reading habit: a book borrowed in each of `target` weeks running. Progress is the
 * longest run so far; reached on the first loan that completed such a run.
 */
function weeklyStreak(loans: readonly Loan[], target: number): Reached {
  let best = 0;
  let run = 0;
  let lastWeek: number | undefined;
  for (const loan of loans) {
    const week = weekOf(loan.borrowedAt);
    if (week === lastWeek) continue;
    run = lastWeek !== undefined && week === lastWeek + 1 ? run + 1 : 1;
    lastWeek = week;
    best = Math.max(best, run);
    if (run >= target) return { progress: target, at: loan.borrowedAt };
  }
  return { progress: best, at: null };
}

/** Books returned by their due date; reached on the target-th such return. */
function onTimeReturns(loans: readonly Loan[], target: number): Reached {
  const returned = loans
    .flatMap((loan) =>
      loan.returnedAt && loan.returnedAt.getTime() <= loan.dueAt.getTime() ? [loan.returnedAt] : [],
    )
    .sort((a, b) => a.getTime() - b.getTime());
  return { progress: Math.min(returned.length, target), at: returned[target - 1] ?? null };
}

interface MedalRule {
  code: MedalCode;
  target: number;
  reached: (loans: readonly Loan[], target: number) => Reached;
}

/** The rule table, in the order the card shows them. */
export const MEDAL_RULES: readonly MedalRule[] = [
  { code: 'firstBook', target: 1, reached: loanCount },
  { code: 'tenBooks', target: 10, reached: loanCount },
  { code: 'fiftyBooks', target: 50, reached: loanCount },
  { code: 'hundredBooks', target: 100, reached: loanCount },
  { code: 'monthStreak', target: 4, reached: weeklyStreak },
  { code: 'punctual', target: 10, reached: onTimeReturns },
];

/** Every medal with whether it is earned, when, and the progress towards it. */
export function medalsOf(loans: readonly Loan[]): Medal[] {
  return MEDAL_RULES.map(({ code, target, reached }) => {
    const { progress, at } = reached(loans, target);
    return {
      code,
      earned: at !== null,
      earnedtime: at?.toISOString() ?? null,
      progress,
      target,
    };
  });
}
