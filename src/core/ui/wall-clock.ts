/**
 * A time typed in a `datetime-local` field, read on the library's clock (the organisation's time
 * zone, as every date of the staff pages) whatever the zone of the browser it is typed in: an
 * activity "at 15:00" starts at the library's 15:00, a notice "at 8:00" appears at its 8:00.
 * Every staff form with a date and time reads it here.
 */
import { dateTimeFormat } from './day';

const pad = (n: number) => String(n).padStart(2, '0');

/** The parts of `time` on the clock of `zone`. */
function partsIn(time: number, zone: string) {
  const parts = dateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(time));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
  };
}

/** `iso` as a `datetime-local` value on the clock of `zone` ('' for none or invalid). */
export function toWallClock(iso: string | null, zone: string): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const p = partsIn(time, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A `datetime-local` value read on the clock of `zone`, as an ISO instant; null if invalid. */
export function fromWallClock(value: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment, found by reading the guess back on its clock (twice, so a
  // guess on the other side of a daylight-saving change settles).
  let time = wanted;
  for (let i = 0; i < 2; i += 1) {
    const p = partsIn(time, zone);
    time += wanted - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  }
  return new Date(time).toISOString();
}
