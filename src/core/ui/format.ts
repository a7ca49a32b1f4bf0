// Dates and times are day.ts's (the library's time zone); re-exported where widgets look.
export { formatDateTime } from './day';

/** A rate of 0–1 as a whole percentage. */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}
