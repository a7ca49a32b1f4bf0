/**
 * The library's day as the server's periods take it ('YYYY-MM-DD' in the organisation's zone),
 * and calendar arithmetic on such days. Apart from day.ts so that the widgets that only show
 * dates do not download it.
 */
import { dateTimeFormat, knownTimeZone } from './day';

/** The library's day of an instant as 'YYYY-MM-DD'. */
export function libraryDayOf(at: number | Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: knownTimeZone(timeZone),
  }).format(at);
}

/** A 'YYYY-MM-DD' day moved by `days`: calendar arithmetic, no zone involved. */
export function addDaysTo(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
