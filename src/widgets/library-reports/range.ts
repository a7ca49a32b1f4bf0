import { REPORT_MAX_DAYS } from '../../core';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a local date. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The default range: the first of the month eleven months ago to today (a year of months). */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const from = new Date(now.getFullYear(), now.getMonth() - 11, 1);
  return { from: dayOf(from), to: dayOf(now) };
}

/**
 * Whether the server will take the range (the same rule: real days in order, at most
 * REPORT_MAX_DAYS both counted), so a wrong range is said at once instead of as a 400.
 */
export function isValidRange(from: string, to: string): boolean {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  if (!pattern.test(from) || !pattern.test(to) || from > to) return false;
  const days = Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS,
  );
  return Number.isFinite(days) && days + 1 <= REPORT_MAX_DAYS;
}
