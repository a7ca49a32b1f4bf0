/**
 * The library's calendar periods: the year, the month and the week (Monday to Sunday, as
 * school weeks and ISO 8601 run) holding an instant, in the organisation's zone. Rankings,
 * the reading rollups, portraits' streaks and medals count in them.
 */
import { Temporal } from 'temporal-polyfill';
import { addDays, libraryDay, startOfDay, type LibraryDay } from './days';
import type { TimeZone } from './zone';

export type CalendarPeriod = 'year' | 'month' | 'week';

/** The first day of the period holding `day`. */
export function periodStartDay(period: CalendarPeriod, day: LibraryDay): LibraryDay {
  const date = Temporal.PlainDate.from(day);
  if (period === 'year') return date.with({ month: 1, day: 1 }).toString();
  if (period === 'month') return date.with({ day: 1 }).toString();
  // dayOfWeek: Monday 1 … Sunday 7.
  return date.subtract({ days: date.dayOfWeek - 1 }).toString();
}

/** The first day of the period after the one starting on `start`. */
export function nextPeriodDay(period: CalendarPeriod, start: LibraryDay): LibraryDay {
  const date = Temporal.PlainDate.from(start);
  if (period === 'year') return date.add({ years: 1 }).toString();
  if (period === 'month') return date.add({ months: 1 }).toString();
  return addDays(start, 7);
}

export interface Period {
  /** The first local day. */
  start: LibraryDay;
  /** The period as instants, [from, to). */
  from: Date;
  to: Date;
}

/**
 * The library's calendar year, month or week holding `at`. A ranking of "this month" starts
 * empty on the 1st, as the ranking boards of libraries do; the year and the week are there for
 * a longer or a fresher view.
 */
export function periodAt(period: CalendarPeriod, at: Date | number, zone: TimeZone): Period {
  const start = periodStartDay(period, libraryDay(at, zone));
  return {
    start,
    from: startOfDay(start, zone),
    to: startOfDay(nextPeriodDay(period, start), zone),
  };
}

/** 1970-01-05 was a Monday: weeks are numbered from it. */
const FIRST_MONDAY = Temporal.PlainDate.from('1970-01-05');

/** The number of the library week (Monday to Sunday) holding `at`: consecutive weeks differ by 1. */
export function weekNumber(at: Date | number, zone: TimeZone): number {
  const days = FIRST_MONDAY.until(libraryDay(at, zone), { largestUnit: 'day' }).days;
  return Math.floor(days / 7);
}
