/**
 * The movable clock of a server under test. A browser journey cannot wait two weeks for a loan
 * to fall due, so with LIBPORTAL_TEST_CLOCK=1 (never in production: main.ts does not build it
 * there, and startup/production.ts refuses to start with the variable set) the app's clock
 * (`ctx.now`) and the scheduled jobs' read the real time plus an offset, and
 * `POST /api/__test/clock {advanceDays}` (routes/test-clock.ts) moves it forward.
 *
 * What reads this clock: the library's days — loans and due dates, what the desk's Return and
 * the fines job charge, reservations' pickup days set in the app, limits, points. What keeps
 * real time: sessions and tokens (a reader stays logged in across a jump), payments and their
 * bills, and SQL that says `now()` itself (a reservation's expiry, the reader overview's
 * overdue count).
 */
import { isProduction } from '../startup/production';

/** Under the API prefix; outside the contract, since no client of the product calls it. */
export const TEST_CLOCK_PATH = '/__test/clock';

/** Ten years a call: far past any loan, and a mistyped figure cannot overflow a date. */
export const MAX_ADVANCE_DAYS = 3650;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TestClock {
  /** Real time plus the offset, ms: handed to buildApp as its `now` and to the scheduler. */
  now: () => number;
  /** Moves the clock forward by whole days; answers the new offset in days. */
  advanceDays: (days: number) => number;
  /** Days the clock is ahead of real time. */
  offsetDays: () => number;
}

/**
 * Forward only: the jobs lock a period once (jobs/scheduler.ts), and a clock moved back would
 * find the periods it already ran.
 */
export function movableClock(realNow: () => number = Date.now): TestClock {
  let offsetDays = 0;
  return {
    now: () => realNow() + offsetDays * DAY_MS,
    advanceDays(days) {
      if (!Number.isInteger(days) || days < 0 || days > MAX_ADVANCE_DAYS) {
        throw new RangeError(`the test clock moves forward by 0..${MAX_ADVANCE_DAYS} whole days`);
      }
      offsetDays += days;
      return offsetDays;
    },
    offsetDays: () => offsetDays,
  };
}

/** The movable clock when LIBPORTAL_TEST_CLOCK=1 outside production; otherwise none. */
export function testClockFromEnv(env: NodeJS.ProcessEnv): TestClock | undefined {
  return env.LIBPORTAL_TEST_CLOCK === '1' && !isProduction(env) ? movableClock() : undefined;
}
