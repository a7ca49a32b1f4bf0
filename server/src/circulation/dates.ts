/**
 * Library days. Due dates, overdue days and fines count whole days of the library's calendar,
 * not 24-hour spans from the moment of a loan: a book due on the 5th is overdue from the 6th,
 * whatever the hour. The demo libraries are in China (UTC+8, no daylight saving), so the day
 * boundary is fixed at +08:00.
 */
const LIBRARY_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A library day as 'YYYY-MM-DD' (the form PostgreSQL's `date` reads and writes). */
export type LibraryDay = string;

/** The library day `at` falls on. */
export function libraryDay(at: Date | number): LibraryDay {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + LIBRARY_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight UTC of the day's date: arithmetic on days without time zones. */
const dayNumber = (day: LibraryDay) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** `day` moved by `days` (negative: back). */
export function addDays(day: LibraryDay, days: number): LibraryDay {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: LibraryDay, to: LibraryDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** The last millisecond of the library day: a due time that keeps the whole day. */
export function endOfDay(day: LibraryDay): Date {
  return new Date((dayNumber(day) + 1) * DAY_MS - LIBRARY_UTC_OFFSET_MS - 1);
}

/** The later of two days. */
export const laterDay = (a: LibraryDay, b: LibraryDay): LibraryDay => (a > b ? a : b);
/** The earlier of two days. */
export const earlierDay = (a: LibraryDay, b: LibraryDay): LibraryDay => (a < b ? a : b);

/** 'YYYY-MM-DD HH:mm' in library time: a deadline as a reminder words it. */
export function libraryDateTime(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + LIBRARY_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
