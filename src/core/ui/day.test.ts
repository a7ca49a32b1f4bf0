import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, knownTimeZone } from './day';
import { addDaysTo, libraryDayOf } from './library-day';

/** 23:30 on Saturday 28 March 2026 in Berlin (winter time): Sunday morning in Beijing. */
const SATURDAY_NIGHT_BERLIN = '2026-03-28T22:30:00Z';

describe('days on the library’s calendar', () => {
  it('are read in the organisation’s zone, whatever the browser’s', () => {
    expect(formatDay(SATURDAY_NIGHT_BERLIN, 'en', 'Europe/Berlin')).toBe('Mar 28, 2026');
    expect(formatDay(SATURDAY_NIGHT_BERLIN, 'en', 'Asia/Shanghai')).toBe('Mar 29, 2026');
    expect(formatDay(SATURDAY_NIGHT_BERLIN, 'zh', 'Europe/Berlin')).toBe('2026年3月28日');
    // After the change to summer time the same UTC hour is already the next day in Berlin.
    expect(libraryDayOf(Date.parse('2026-03-29T22:30:00Z'), 'Europe/Berlin')).toBe('2026-03-30');
    expect(libraryDayOf(Date.parse(SATURDAY_NIGHT_BERLIN), 'Europe/Berlin')).toBe('2026-03-28');
  });

  it('give a deadline on the library’s clock', () => {
    expect(formatDateTime('2026-03-29T21:59:59.999Z', 'zh', 'Europe/Berlin')).toBe(
      '2026年3月29日 23:59',
    );
    expect(formatDateTime('2026-03-29T15:59:59.999Z', 'en', 'Asia/Shanghai')).toBe(
      'Mar 29, 2026, 11:59 PM',
    );
  });

  it('show a plain day as itself in any zone', () => {
    for (const zone of ['Pacific/Honolulu', 'Asia/Tokyo', undefined]) {
      expect(formatDay('2026-03-01', 'en', zone)).toBe('Mar 1, 2026');
    }
  });

  it('fall back to the browser’s zone for one it does not know, rather than fail', () => {
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(knownTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(formatDay(SATURDAY_NIGHT_BERLIN, 'en', 'Mars/Olympus_Mons')).toMatch(/2026/);
  });

  it('move by calendar days', () => {
    expect(addDaysTo('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDaysTo('2026-03-01', -90)).toBe('2025-12-01');
  });
});
