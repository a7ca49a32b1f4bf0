import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ApiPath } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { searchWordStat } from '../src/db/schema';
import { recordSearchWord } from '../src/search/hot-words';
import { endOfDay, libraryDay, OrganizationZones, type TimeZone } from '../src/time';
import { MemorySharedState, type SharedState } from '../src/instance-state';
import { openTestServer, session, testApp } from './helpers';
import { call, sharedHomes, testClock, type TestClock } from './limits-fixtures';
import { BERLIN, SHANGHAI, setOrganizationZone } from './time-fixtures';

let handle: DatabaseHandle;
openTestServer((server) => ({ handle } = server));

const YTKJ = 1;
const DEMO2 = 2;

async function countOf(orgId: number, word: string) {
  const [row] = await handle.db
    .select({ n: searchWordStat.count })
    .from(searchWordStat)
    .where(and(eq(searchWordStat.organizationId, orgId), eq(searchWordStat.word, word)));
  return row?.n ?? 0;
}

/** The route records without waiting: poll until the count is `expected` (or give up). */
async function settled(orgId: number, word: string, expected: number) {
  for (let i = 0; i < 50 && (await countOf(orgId, word)) !== expected; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return countOf(orgId, word);
}

function store(clock: TestClock, shared: SharedState = new MemorySharedState(clock.now)) {
  return { db: handle.db, shared, now: clock.now, timeZones: new OrganizationZones(handle.db) };
}

/** Moves the clock to one minute before the end of its library day in `zone`. */
function toLastMinute(clock: TestClock, zone: TimeZone) {
  const end = endOfDay(libraryDay(clock.now(), zone), zone).getTime() + 1;
  clock.advance(end - 60_000 - clock.now());
}

describe('a hot word counts searchers per day, not searches', () => {
  it('200 searches from one address add 1; 5 searchers add 5', async () => {
    const words = store(testClock());
    const before = await countOf(YTKJ, '百年孤独');
    await Promise.all(
      Array.from({ length: 200 }, () =>
        recordSearchWord(words, YTKJ, '百年孤独', 'address:10.0.0.1'),
      ),
    );
    expect(await countOf(YTKJ, '百年孤独')).toBe(before + 1);
    for (const reader of [1, 2, 4, 5, 6]) {
      await recordSearchWord(words, YTKJ, '百年孤独', `reader:${reader}`);
      await recordSearchWord(words, YTKJ, ' 百年孤獨 ', `reader:${reader}`);
    }
    expect(await countOf(YTKJ, '百年孤独')).toBe(before + 6);
  });

  it('counts a searcher again the next day (the library’s day, in its time zone)', async () => {
    const clock = testClock();
    const words = store(clock);
    const shanghai = SHANGHAI;
    // 23:59 in Beijing is 15:59 UTC: one minute later is the next library day.
    toLastMinute(clock, shanghai);
    expect(new Date(clock.now()).getUTCHours()).toBe(15);
    const before = await countOf(YTKJ, '围城');
    await recordSearchWord(words, YTKJ, '围城', 'address:10.0.0.2');
    const today = libraryDay(clock.now(), shanghai);
    clock.advance(30_000);
    await recordSearchWord(words, YTKJ, '围城', 'address:10.0.0.2');
    expect(await countOf(YTKJ, '围城')).toBe(before + 1);
    clock.advance(60_000);
    expect(libraryDay(clock.now(), shanghai)).not.toBe(today);
    await recordSearchWord(words, YTKJ, '围城', 'address:10.0.0.2');
    expect(await countOf(YTKJ, '围城')).toBe(before + 2);
  });

  it('a Berlin library’s day ends at midnight in Berlin, not in Beijing', async () => {
    const berlin = BERLIN;
    onTestFinished(await setOrganizationZone(handle.db, DEMO2, BERLIN));
    const clock = testClock();
    const words = store(clock);
    toLastMinute(clock, berlin);
    const before = await countOf(DEMO2, '城堡');
    await recordSearchWord(words, DEMO2, '城堡', 'address:10.0.0.5');
    // Eight hours earlier is the same day in Berlin but the day before in Beijing (23:59 in
    // Berlin is already the next morning there): the same searcher adds nothing. A minute
    // after Berlin's midnight, they count again.
    clock.advance(-8 * 3_600_000);
    await recordSearchWord(words, DEMO2, '城堡', 'address:10.0.0.5');
    expect(await countOf(DEMO2, '城堡')).toBe(before + 1);
    clock.advance(8 * 3_600_000 + 2 * 60_000);
    await recordSearchWord(words, DEMO2, '城堡', 'address:10.0.0.5');
    expect(await countOf(DEMO2, '城堡')).toBe(before + 2);
  });

  it('keeps organisations apart: one searcher counts in each', async () => {
    const words = store(testClock());
    const [ytkj, demo2] = [await countOf(YTKJ, '活着'), await countOf(DEMO2, '活着')];
    await recordSearchWord(words, YTKJ, '活着', 'address:10.0.0.3');
    await recordSearchWord(words, DEMO2, '活着', 'address:10.0.0.3');
    await recordSearchWord(words, DEMO2, '活着', 'address:10.0.0.3');
    expect([await countOf(YTKJ, '活着'), await countOf(DEMO2, '活着')]).toEqual([
      ytkj + 1,
      demo2 + 1,
    ]);
  });
});

describe('the search route', () => {
  it('counts the address when anonymous and the reader when logged in', async () => {
    const clock = testClock();
    const app = await testApp(handle, { now: clock.now });
    onTestFinished(() => app.close());
    const reader = await session(app, 'YTKJ', '20230002');
    const before = await countOf(YTKJ, '三体');
    const search = (address: string, token?: string) =>
      call(app, ApiPath.bookSearch, { keyword: '三体' }, { address, token });
    for (let i = 0; i < 20; i++) await search('10.1.0.1');
    // A reader is one searcher from any address; another address is another searcher.
    await search('10.1.0.2', reader.token);
    await search('10.1.0.3', reader.token);
    await search('10.1.0.4');
    expect(await settled(YTKJ, '三体', before + 3)).toBe(before + 3);
    // An IPv6 client is counted by its /64.
    await search('2001:db8:5:6::1');
    await search('2001:db8:5:6::2');
    expect(await settled(YTKJ, '三体', before + 4)).toBe(before + 4);
    expect(await countOf(YTKJ, '三体')).toBe(before + 4);
  });
});

describe.each(sharedHomes)('two instances sharing one state ($name)', (home) => {
  it('count a searcher once between them', async () => {
    const clock = testClock(home.offsetMs());
    const shared = await home.open(clock);
    onTestFinished(() => shared.close());
    const before = await countOf(DEMO2, '平凡的世界');
    const [a, b] = [store(clock, shared), store(clock, shared)];
    await Promise.all([
      recordSearchWord(a, DEMO2, '平凡的世界', 'reader:3'),
      recordSearchWord(b, DEMO2, '平凡的世界', 'reader:3'),
      recordSearchWord(b, DEMO2, '平凡的世界', 'reader:3'),
    ]);
    expect(await countOf(DEMO2, '平凡的世界')).toBe(before + 1);
  });
});
