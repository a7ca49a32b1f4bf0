/**
 * A report's range as the library counts it: whole library days in the organisation's zone,
 * turned into the instants [start of `from`, start of the day after `to`) that the indexes on
 * timestamps serve, and the months of the range for the per-month series.
 */
import { Temporal } from 'temporal-polyfill';
import type { ReportRange } from '../../../../src/core/api/contract';
import { addDays, startOfDay, type TimeZone } from '../../time';

/** Who reads, for which organisation, and when (the app's clock: tests move it). */
export interface ReportScope {
  orgId: number;
  now: number;
  zone: TimeZone;
}

export interface InstantRange {
  from: Date;
  /** Exclusive. */
  to: Date;
}

export function instantsOf(range: ReportRange, zone: TimeZone): InstantRange {
  return { from: startOfDay(range.from, zone), to: startOfDay(addDays(range.to, 1), zone) };
}

/** Every month ('YYYY-MM') the range touches, in order. */
export function monthsOf(range: ReportRange): string[] {
  const months: string[] = [];
  let month = Temporal.PlainYearMonth.from(range.from.slice(0, 7));
  const last = Temporal.PlainYearMonth.from(range.to.slice(0, 7));
  while (Temporal.PlainYearMonth.compare(month, last) <= 0) {
    months.push(month.toString());
    month = month.add({ months: 1 });
  }
  return months;
}

/** Yuan from fen, two decimals and never a float artefact. */
export const yuanOf = (fen: number) => Math.round(fen) / 100;
