import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type CalendarFeed } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { openTestDatabase, send, testApp } from './helpers';
import { circulationCall as call, seededReader, type SeededReader } from './circulation-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
let liMing: SeededReader;
let onTime: SeededReader;

beforeAll(async () => {
  handle = await openTestDatabase();
  // One fixed moment: the address limit counts in windows aligned on the minute.
  const started = Date.now();
  app = await testApp(handle, { now: () => started });
  liMing = await seededReader(handle.db, '20230001');
  onTime = await seededReader(handle.db, '20230005');
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const feedPath = async (who: SeededReader, path: string = ApiPath.calendarQuery) =>
  (await call<CalendarFeed>(app, path, {}, who.token)).body.data.feedpath;

let address = 0;
/** The feed, as a calendar app fetches it: no token, no cookie; each test from its own address. */
const fetchFeed = (path: string, lang = 'zh', remoteAddress = `10.0.0.${++address % 250}`) =>
  app.inject({
    method: 'GET',
    url: `/api${path}`,
    headers: { 'accept-language': lang },
    remoteAddress,
  });

describe('the private calendar feed', () => {
  it('answers due days and pick-up deadlines at a secret URL, titles and dates only', async () => {
    const path = await feedPath(liMing);
    expect(path).toMatch(/^\/CalendarApi\/Feed\/[A-Za-z0-9_-]{43}\.ics$/);
    // Asking again gives the same URL (it is derived, not stored).
    expect(await feedPath(liMing)).toBe(path);
    const answer = await fetchFeed(path);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/calendar');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    const ics = answer.body;
    expect(ics).toContain('BEGIN:VCALENDAR');
    for (const title of ['三体', '活着', '骆驼祥子', '昆虫记', '小王子']) {
      expect(ics).toContain(`SUMMARY:应还：${title}`);
    }
    expect(ics).toContain('SUMMARY:预约取书截止：红星照耀中国');
    expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
    // Nothing about the reader: no name, card number, barcode.
    for (const secret of ['李明', '20230001', 'YT0']) expect(ics).not.toContain(secret);
    expect((await fetchFeed(path, 'en')).body).toContain('SUMMARY:Due: 三体');
  });

  it('stops the old URL at once on a reset', async () => {
    const old = await feedPath(onTime);
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const fresh = await feedPath(onTime, ApiPath.calendarReset);
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await feedPath(onTime)).toBe(fresh);
  });

  it("gives each reader their own feed, and another reader's secret shows only theirs", async () => {
    const mine = (await fetchFeed(await feedPath(liMing))).body;
    const theirs = (await fetchFeed(await feedPath(onTime))).body;
    expect(theirs).toContain('简·爱');
    expect(theirs).not.toContain('骆驼祥子');
    expect(mine).not.toContain('简·爱');
  });

  it('answers garbage, a near miss and an unknown secret alike: 404', async () => {
    const real = await feedPath(liMing);
    const secret = real.slice(ApiPath.calendarFeed.length + 1, -4);
    const flipped = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const file of [
      'x.ics',
      `${secret}.ical`,
      `${flipped}.ics`,
      `${'A'.repeat(43)}.ics`,
      '%00.ics',
      `${'é'.repeat(43)}.ics`,
      'a'.repeat(101),
    ]) {
      const answer = await fetchFeed(`${ApiPath.calendarFeed}/${file}`);
      expect([400, 404], file).toContain(answer.statusCode);
      expect(answer.body).not.toContain('VCALENDAR');
    }
  });

  it('limits how often one address asks', async () => {
    const path = await feedPath(liMing);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await fetchFeed(path, 'zh', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('asks for a login to get or reset the URL', async () => {
    for (const path of [ApiPath.calendarQuery, ApiPath.calendarReset]) {
      const answer = await send(app, { method: 'POST', url: `/api${path}`, payload: {} });
      expect(answer.status).toBe(401);
    }
  });
});
