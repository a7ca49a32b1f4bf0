import { describe, expect, it } from 'vitest';
import { fromWallClock, publishedAtOf, toWallClock } from './publish';

describe('publish dates on the library clock', () => {
  it('reads a typed time in the library zone, whatever the browser zone', () => {
    expect(fromWallClock('2026-12-01T08:00', 'Asia/Shanghai')).toBe('2026-12-01T00:00:00.000Z');
    expect(fromWallClock('2026-07-01T08:00', 'Europe/Berlin')).toBe('2026-07-01T06:00:00.000Z');
    expect(toWallClock('2026-12-01T00:00:00.000Z', 'Asia/Shanghai')).toBe('2026-12-01T08:00');
  });

  it('refuses what is not a date and time', () => {
    expect(fromWallClock('', 'Asia/Shanghai')).toBeNull();
    expect(fromWallClock('2026-12-01', 'Asia/Shanghai')).toBeNull();
    expect(publishedAtOf('at', '', 'Asia/Shanghai', null)).toBe('missing');
  });

  it('keeps a published item its date; a draft has none', () => {
    const saved = { status: 'published' as const, publishedat: '2026-01-01T00:00:00.000Z' };
    expect(publishedAtOf('now', '', 'UTC', saved)).toBe(saved.publishedat);
    expect(publishedAtOf('now', '', 'UTC', null, Date.UTC(2026, 1, 2))).toBe(
      '2026-02-02T00:00:00.000Z',
    );
    expect(publishedAtOf('draft', '2026-12-01T08:00', 'UTC', saved)).toBeNull();
  });
});
