import type { Medal, MedalCode } from '../../../src/core/api/contract';
import { weekNumber, type TimeZone } from '../time';

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
function weeklyStreak(loans: readonly Loan[], target: number, zone: TimeZone): Reached {
  let best = 0;
  let run = 0;
  let lastWeek: number | undefined;
  for (const loan of loans) {
    const week = weekNumber(loan.borrowedAt, zone);
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
  /** `zone`: the organisation's, whose library weeks (Monday to Sunday) a streak counts. */
  reached: (loans: readonly Loan[], target: number, zone: TimeZone) => Reached;
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
export function medalsOf(loans: readonly Loan[], zone: TimeZone): Medal[] {
  return MEDAL_RULES.map(({ code, target, reached }) => {
    const { progress, at } = reached(loans, target, zone);
    return {
      code,
      earned: at !== null,
      earnedtime: at?.toISOString() ?? null,
      progress,
      target,
    };
  });
}
