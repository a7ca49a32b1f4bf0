/**
 * Library days. Due dates, overdue days and fines count whole days of the library's calendar,
 * not 24-hour spans from the moment of a loan: a book due on the 5th is overdue from the 6th,
 * whatever the hour. A day is the organisation's (zone.ts), and not always 24 hours long: in
 * Europe/Berlin the last Sunday of March has 23 and the last of October 25, so a day's end is
 * found from the calendar, never by adding milliseconds.
 */
import { Temporal } from 'temporal-polyfill';
import type { TimeZone } from './zone';

/** A library day as 'YYYY-MM-DD' (the form PostgreSQL's `date` reads and writes). */
export type LibraryDay = string;

const zoned = (at: Date | number, zone: TimeZone) =>
  Temporal.Instant.fromEpochMilliseconds(
    typeof at === 'number' ? at : at.getTime(),
  ).toZonedDateTimeISO(zone);

/** The library day `at` falls on. */
export function libraryDay(at: Date | number, zone: TimeZone): LibraryDay {
  return zoned(at, zone).toPlainDate().toString();
}

/** `day` moved by `days` (negative: back). Calendar arithmetic: no zone involved. */
export function addDays(day: LibraryDay, days: number): LibraryDay {
  return Temporal.PlainDate.from(day).add({ days }).toString();
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: LibraryDay, to: LibraryDay): number {
  return Temporal.PlainDate.from(from).until(to, { largestUnit: 'day' }).days;
}

/** The later of two days. */
export const laterDay = (a: LibraryDay, b: LibraryDay): LibraryDay => (a > b ? a : b);
/** The earlier of two days. */
export const earlierDay = (a: LibraryDay, b: LibraryDay): LibraryDay => (a < b ? a : b);

/** The first instant of the library day (midnight, or the first hour after a DST gap). */
export function startOfDay(day: LibraryDay, zone: TimeZone): Date {
  return new Date(Temporal.PlainDate.from(day).toZonedDateTime(zone).epochMilliseconds);
}

/** The last millisecond of the library day: a due time that keeps the whole day. */
export function endOfDay(day: LibraryDay, zone: TimeZone): Date {
  return new Date(startOfDay(addDays(day, 1), zone).getTime() - 1);
}

/** The instant of a wall-clock time on a library day (in a DST gap: the hour after it). */
export function instantAt(
  day: LibraryDay,
  time: { hour: number; minute?: number },
  zone: TimeZone,
): Date {
  const local = Temporal.PlainDate.from(day).toPlainDateTime(time);
  return new Date(local.toZonedDateTime(zone).epochMilliseconds);
}

/** 'YYYY-MM-DD HH:mm' in library time: a deadline as a reminder words it. */
export function libraryDateTime(at: Date | number, zone: TimeZone): string {
  const local = zoned(at, zone).toPlainDateTime();
  return `${local.toPlainDate().toString()} ${local.toPlainTime().toString().slice(0, 5)}`;
}

/** 'YYYYMMDDHHmmss' in library time: an order number's stamp reads as the day the reader paid. */
export function libraryStamp(at: Date | number, zone: TimeZone): string {
  const local = zoned(at, zone).toPlainDateTime();
  return `${local.toPlainDate().toString()}${local.toPlainTime().toString().slice(0, 8)}`.replace(
    /\D/g,
    '',
  );
}

/** The library's calendar year `at` falls in. */
export const libraryYear = (at: Date | number, zone: TimeZone): number => zoned(at, zone).year;
