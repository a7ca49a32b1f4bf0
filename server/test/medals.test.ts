import { describe, expect, it } from 'vitest';
import { medalsOf as medalsIn, type Loan } from '../src/medals/rules';
import { DEFAULT_ZONE, parseTimeZone, weekNumber, type TimeZone } from '../src/time';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 8, 1, 2); // Monday 1 September 2025, 10:00 in Beijing.

/** A loan borrowed `day` days after START, due in 14 days, returned `returnedDay` (or not). */
const loan = (day: number, returnedDay?: number): Loan => ({
  borrowedAt: new Date(START + day * DAY_MS),
  dueAt: new Date(START + (day + 14) * DAY_MS),
  returnedAt: returnedDay === undefined ? null : new Date(START + returnedDay * DAY_MS),
});

const BERLIN = parseTimeZone('Europe/Berlin') as TimeZone;
/** The medals of an organisation in Asia/Shanghai, the demo libraries' zone. */
const medalsOf = (loans: Loan[]) => medalsIn(loans, DEFAULT_ZONE);
const medal = (loans: Loan[], code: string) => medalsOf(loans).find((m) => m.code === code);

describe('medal rules', () => {
  it('earn nothing without loans, and show the progress towards each', () => {
    expect(
      medalsOf([]).map(({ code, earned, progress, target }) => [code, earned, progress, target]),
    ).toEqual([
      ['firstBook', false, 0, 1],
      ['tenBooks', false, 0, 10],
      ['fiftyBooks', false, 0, 50],
      ['hundredBooks', false, 0, 100],
      ['monthStreak', false, 0, 4],
      ['punctual', false, 0, 10],
    ]);
  });

  it('date the book-count medals by the loan that reached them', () => {
    const loans = Array.from({ length: 50 }, (_, i) => loan(i));
    expect(medal(loans, 'firstBook')?.earnedtime).toBe(loans[0]?.borrowedAt.toISOString());
    expect(medal(loans, 'tenBooks')?.earnedtime).toBe(loans[9]?.borrowedAt.toISOString());
    expect(medal(loans, 'fiftyBooks')?.earnedtime).toBe(loans[49]?.borrowedAt.toISOString());
    expect(medal(loans, 'hundredBooks')).toMatchObject({ earned: false, progress: 50 });
  });

  it('give the streak for a book in each of four weeks running, and not for a gap', () => {
    const streak = [loan(0), loan(8), loan(15), loan(16), loan(22)];
    expect(medal(streak, 'monthStreak')).toMatchObject({
      earned: true,
      earnedtime: streak[4]?.borrowedAt.toISOString(),
    });
    const gap = [loan(0), loan(7), loan(14), loan(28), loan(35)];
    expect(medal(gap, 'monthStreak')).toMatchObject({ earned: false, progress: 3 });
  });

  it('count weeks from Monday in the organisation’s time zone', () => {
    // Sunday 23:30 and Monday 00:30 in Beijing are different weeks, whatever UTC says.
    const sunday = new Date(Date.UTC(2025, 8, 7, 15, 30));
    const monday = new Date(Date.UTC(2025, 8, 7, 16, 30));
    const weekOf = (date: Date) => weekNumber(date, DEFAULT_ZONE);
    expect(weekOf(monday) - weekOf(sunday)).toBe(1);
    expect(weekOf(new Date(START))).toBe(weekOf(sunday));
    // The same instants are one Sunday afternoon in Berlin; its Monday starts at 22:00 UTC in
    // summer time, and at 23:00 UTC in winter (the week after 26 October 2025).
    expect(weekNumber(monday, BERLIN)).toBe(weekNumber(sunday, BERLIN));
    expect(weekNumber(new Date('2025-09-07T22:00:00Z'), BERLIN)).toBe(weekOf(monday));
    expect(
      weekNumber(new Date('2025-11-02T23:00:00Z'), BERLIN) -
        weekNumber(new Date('2025-11-02T22:59:00Z'), BERLIN),
    ).toBe(1);
  });

  it('count a streak in the organisation’s weeks, across the end of summer time', () => {
    // Sunday 26 October 2025, 23:30 in Berlin (winter time since 03:00 that day; still summer
    // time would make it Monday 00:30), then three Mondays. In Berlin: four weeks running.
    // In Beijing the Sunday evening is already Monday morning: three weeks.
    const times = [
      '2025-10-26T22:30:00Z',
      '2025-10-27T09:00:00Z',
      '2025-11-03T09:00:00Z',
      '2025-11-10T09:00:00Z',
    ];
    const loans = times.map((iso) => ({
      borrowedAt: new Date(iso),
      dueAt: new Date(Date.parse(iso) + 14 * DAY_MS),
      returnedAt: null,
    }));
    const streak = (zone: TimeZone) => medalsIn(loans, zone).find((m) => m.code === 'monthStreak');
    expect(streak(BERLIN)).toMatchObject({
      earned: true,
      earnedtime: loans[3]?.borrowedAt.toISOString(),
    });
    expect(streak(DEFAULT_ZONE)).toMatchObject({ earned: false, progress: 3 });
  });

  it('count only returns made by the due date towards punctual', () => {
    const onTime = Array.from({ length: 9 }, (_, i) => loan(i, i + 10));
    const late = loan(20, 40);
    const open = loan(30);
    expect(medal([...onTime, late, open], 'punctual')).toMatchObject({
      earned: false,
      progress: 9,
    });
    const tenth = loan(21, 30);
    expect(medal([...onTime, late, tenth], 'punctual')).toMatchObject({
      earned: true,
      earnedtime: tenth.returnedAt?.toISOString(),
    });
  });
});
