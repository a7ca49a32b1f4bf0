/**
 * RSS subscription routes: the reader's own list (never another reader's or organisation's),
 * the product's validation, the bound, double submits, reading a feed from the local server that
 * this test allows (and only it), the refusals' messages, and the cache. The fetcher's refusal
 * table is rss-fetch.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  RSS_MAX_SUBSCRIPTIONS,
  type RssFeed,
  type RssSubscription,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { rssSubscription } from '../src/db/tables/rss';
import type { FeedReaderSettings } from '../src/rss/reader';
import { demoReaderTokens, openTestServer, send } from './helpers';
import { startFeedServer, zoneLookup, type FeedServer } from './rss-feed-server';

let handle: DatabaseHandle;
let app: FastifyInstance;
let feed: FeedServer;
let reader: string;
let otherReader: string;
let otherOrg: string;
/** Filled before the app is built (openTestServer reads it in its own beforeAll). */
const rss: FeedReaderSettings = {
  timeoutMs: 500,
  // The only name this test's "DNS" knows, pointing into a private network.
  lookup: zoneLookup({ 'intranet.example.test': '10.0.0.1' }),
};

beforeAll(async () => {
  feed = await startFeedServer();
  rss.allowHosts = [`127.0.0.1:${feed.port}`];
});
afterAll(() => feed.close());
openTestServer((server) => ({ handle, app } = server), undefined, { rss });

beforeAll(async () => {
  ({
    ytkjStudent: reader,
    ytkjTeacher: otherReader,
    demo2Student: otherOrg,
  } = await demoReaderTokens(app));
});

function call<T>(path: string, body: unknown, token?: string, lang: 'zh' | 'en' = 'en') {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  return send<T>(app, { method: 'POST', url: `/api${path}`, headers, payload: body as object });
}

const save = (body: unknown, token = reader, lang: 'zh' | 'en' = 'en') =>
  call<RssSubscription>(ApiPath.rssSave, body, token, lang);
const list = (token = reader) => call<RssSubscription[]>(ApiPath.rssList, {}, token);
const items = (id: number, token = reader, lang: 'zh' | 'en' = 'en') =>
  call<RssFeed>(ApiPath.rssItems, { id }, token, lang);

async function clear() {
  await handle.db.delete(rssSubscription);
}

describe('subscriptions', () => {
  it('adds, lists, edits and removes the reader’s own', async () => {
    await clear();
    const added = await save({ url: `${feed.url}/rss.xml`, name: ' Library news ' });
    expect(added.body.code).toBe(ResultCode.ok);
    expect(added.body.data).toMatchObject({ url: `${feed.url}/rss.xml`, name: 'Library news' });
    const id = added.body.data.id;
    expect((await list()).body.data.map((s) => s.id)).toEqual([id]);
    const edited = await save({ id, url: `${feed.url}/atom.xml`, name: 'Events' });
    expect(edited.body.data).toMatchObject({ id, url: `${feed.url}/atom.xml`, name: 'Events' });
    expect((await call(ApiPath.rssDelete, { id }, reader)).body.code).toBe(ResultCode.ok);
    expect((await list()).body.data).toEqual([]);
  });

  it('validates the address and the name', async () => {
    const cases: [unknown, number, string][] = [
      [{ url: `${feed.url}/rss.xml`, name: '   ' }, 400, 'Please enter a name'],
      [{ url: 'not a url', name: 'x' }, 400, 'Please enter a valid address'],
      [{ url: 'file:///etc/passwd', name: 'x' }, 400, 'Please enter a valid address'],
      [{ url: 'ftp://example.org/feed', name: 'x' }, 400, 'Please enter a valid address'],
      [{ url: 'javascript:alert(1)', name: 'x' }, 400, 'Please enter a valid address'],
      [{ url: '', name: 'x' }, 400, 'Please enter a valid address'],
      [{ name: 'x' }, 400, ''],
      [{ url: `${feed.url}/rss.xml` }, 400, ''],
      [{ url: 'x'.repeat(2001), name: 'x' }, 400, ''],
      [{ url: `${feed.url}/rss.xml`, name: 'x'.repeat(101) }, 400, ''],
      [{ url: 42, name: 'x' }, 400, ''],
    ];
    for (const [body, status, msg] of cases) {
      const answer = await save(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.msg).toContain(msg);
    }
  });

  it('refuses an address private on its face when saving, in both languages', async () => {
    const faces = [
      'http://169.254.169.254/',
      'http://10.0.0.1/',
      'http://localhost:5432/',
      'http://LOCALHOST.:5432/',
      'http://[::1]/',
      // 127.0.0.1 written as one number: the URL parser makes it the literal.
      'http://2130706433/',
    ];
    for (const url of faces) {
      const en = await save({ url, name: 'x' });
      expect(en.body).toMatchObject({ code: ResultCode.businessError });
      expect(en.body.msg).toBe('Addresses on a private or local network cannot be subscribed to');
      expect((await save({ url, name: 'x' }, reader, 'zh')).body.msg).toBe(
        '不能订阅内部网络或本机地址',
      );
    }
  });

  it('a double submit keeps one row; the same address under another name is a duplicate', async () => {
    await clear();
    const body = { url: `${feed.url}/rss.xml`, name: 'News' };
    const [a, b] = await Promise.all([save(body), save(body)]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect((await list()).body.data).toHaveLength(1);
    expect((await save({ ...body, name: 'Other' })).body.msg).toBe(
      'You already subscribe to this address',
    );
  });

  it(`keeps at most ${RSS_MAX_SUBSCRIPTIONS} per reader`, async () => {
    await clear();
    const { readerId, orgId } = await ownerOf();
    await handle.db.insert(rssSubscription).values(
      Array.from({ length: RSS_MAX_SUBSCRIPTIONS }, (_, i) => ({
        organizationId: orgId,
        readerId,
        url: `https://feeds.example.org/${i}`,
        name: `Feed ${i}`,
      })),
    );
    const refused = await save({ url: `${feed.url}/rss.xml`, name: 'One more' });
    expect(refused.body.msg).toBe(`You can keep at most ${RSS_MAX_SUBSCRIPTIONS} subscriptions`);
    await clear();
  });

  it('another reader, another organisation and a stranger see and change nothing', async () => {
    await clear();
    const mine = (await save({ url: `${feed.url}/rss.xml`, name: 'Mine' })).body.data;
    for (const token of [otherReader, otherOrg]) {
      expect((await list(token)).body.data).toEqual([]);
      expect((await save({ id: mine.id, url: `${feed.url}/x`, name: 'Taken' }, token)).status).toBe(
        404,
      );
      expect((await call(ApiPath.rssDelete, { id: mine.id }, token)).status).toBe(404);
      expect((await items(mine.id, token)).status).toBe(404);
    }
    for (const path of [ApiPath.rssList, ApiPath.rssSave, ApiPath.rssDelete, ApiPath.rssItems]) {
      expect((await call(path, { id: mine.id, url: feed.url, name: 'x' })).status).toBe(401);
    }
    expect((await list()).body.data).toEqual([mine]);
  });
});

async function ownerOf() {
  const rows = await handle.db.select().from(rssSubscription);
  if (rows[0]) return { readerId: rows[0].readerId, orgId: rows[0].organizationId };
  const added = await save({ url: `${feed.url}/owner.xml`, name: 'Owner' });
  const [row] = await handle.db.select().from(rssSubscription);
  if (!row) throw new Error(JSON.stringify(added.body));
  return { readerId: row.readerId, orgId: row.organizationId };
}

describe('reading a feed', () => {
  it('answers the items as text, and serves the next read from the cache', async () => {
    await clear();
    const { id } = (await save({ url: `${feed.url}/rss.xml?cache`, name: 'News' })).body.data;
    const before = feed.requests('/rss.xml');
    const first = await items(id);
    expect(first.body.code).toBe(ResultCode.ok);
    expect(first.body.data).toMatchObject({ id, title: 'School library news' });
    expect(first.body.data.items[0]).toMatchObject({
      title: 'New books this week',
      summary: 'Twelve new books on the shelf.',
    });
    expect(JSON.stringify(first.body.data)).not.toMatch(/<|javascript:/);
    await items(id);
    expect(feed.requests('/rss.xml')).toBe(before + 1);
  });

  it('reads Atom', async () => {
    const { id } = (await save({ url: `${feed.url}/atom.xml`, name: 'Events' })).body.data;
    expect((await items(id, reader, 'zh')).body.data.items[0]?.title).toBe('读书月开幕');
  });

  it.each([
    ['/malformed.xml', 'Failed to get content: this address is not an RSS or Atom feed'],
    ['/slow', 'Failed to get content: the feed took too long to answer'],
    ['/big-declared', 'Failed to get content: the feed is too large'],
    ['/error', 'Failed to get content: the feed answered with an error'],
    [
      `/redirect?to=${encodeURIComponent('http://169.254.169.254/')}`,
      'Addresses on a private or local network cannot be subscribed to',
    ],
  ])('%s → its message', async (path, msg) => {
    const { id } = (await save({ url: `${feed.url}${path}`, name: path })).body.data;
    const answer = await items(id);
    expect(answer.body).toMatchObject({ code: ResultCode.businessError, msg });
  });

  it('a subscription whose name resolves privately is refused when read', async () => {
    // Saved (a name is not resolved when saving), refused by the fetch after the lookup.
    const { id } = (await save({ url: 'http://intranet.example.test/', name: 'intranet' })).body
      .data;
    expect((await items(id)).body.msg).toBe(
      'Addresses on a private or local network cannot be subscribed to',
    );
  });
});
