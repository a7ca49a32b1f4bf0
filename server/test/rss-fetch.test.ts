/**
 * The feed fetcher's refusals (server-side request forgery): each address below is refused
 * with its code, and none reaches a listener — an IP literal does not even open a socket, a
 * name is refused after its lookup and before any connection, a redirect's target is checked
 * like the first address. A local feed server is reachable only because the test allows its
 * exact `127.0.0.1:port`.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_FEED_FETCH,
  FeedError,
  fetchFeedText,
  type FeedFetchOptions,
} from '../src/rss/fetch';
import { parseFeed } from '../src/rss/parse';
import {
  startCountingListener,
  startFeedServer,
  zoneLookup,
  type FeedServer,
} from './rss-feed-server';

let feed: FeedServer;
let privateService: Awaited<ReturnType<typeof startCountingListener>>;
const lookups: string[] = [];

/** The "DNS" of these tests (there is none here): names of the public and private kind. */
const zone: Record<string, string> = {
  localhost: '127.0.0.1',
  'intranet.example.test': '10.0.0.1',
  'metadata.example.test': '169.254.169.254',
  'private-service.example.test': '127.0.0.1',
};

const lookup = zoneLookup(zone, lookups);

const options = (extra: Partial<FeedFetchOptions> = {}): FeedFetchOptions => ({
  ...DEFAULT_FEED_FETCH,
  allowHosts: [`127.0.0.1:${feed.port}`],
  lookup,
  timeoutMs: 1500,
  ...extra,
});

beforeAll(async () => {
  feed = await startFeedServer();
  privateService = await startCountingListener();
});
afterAll(async () => {
  await feed.close();
  await privateService.close();
});

async function failure(url: string, extra?: Partial<FeedFetchOptions>) {
  try {
    await fetchFeedText(url, options(extra));
  } catch (error) {
    if (error instanceof FeedError) return error.code;
    throw error;
  }
  return 'fetched';
}

describe('allowed local feeds', () => {
  it('reads RSS and Atom from the allowed local server, as text', async () => {
    const rss = await fetchFeedText(`${feed.url}/rss.xml`, options());
    const parsed = parseFeed(rss.body, rss.url);
    expect(parsed.title).toBe('School library news');
    expect(parsed.items[0]).toEqual({
      title: 'New books this week',
      link: 'https://library.example.edu/new',
      published: '2026-11-02T08:00:00.000Z',
      summary: 'Twelve new books on the shelf.',
    });
    // A javascript: link is dropped; entities decoded.
    expect(parsed.items[1]).toMatchObject({ title: 'Reading week & prizes', link: null });
    const atom = await fetchFeedText(`${feed.url}/atom.xml`, options());
    expect(parseFeed(atom.body, atom.url).items[0]?.title).toBe('读书月开幕');
  });

  it('follows a redirect within the allowed server', async () => {
    const to = encodeURIComponent(`${feed.url}/atom.xml`);
    const answer = await fetchFeedText(`${feed.url}/redirect?to=${to}`, options());
    expect(answer.url).toBe(`${feed.url}/atom.xml`);
  });
});

describe('refused without a request', () => {
  // [what, url, code, proof]: 'no socket' — no socket was even asked to connect; 'no
  // connection' — the private listener (or the feed server, when not allowed) saw nothing.
  const literal = (port: () => number) => () => `http://127.0.0.1:${port()}/`;
  type Proof = 'no socket' | 'no connection';
  const table: [string, () => string, string, Proof, Partial<FeedFetchOptions>?][] = [
    [
      'cloud metadata',
      () => 'http://169.254.169.254/latest/meta-data/',
      'addressRefused',
      'no socket',
    ],
    ['private network', () => 'http://10.0.0.1/', 'addressRefused', 'no socket'],
    ['carrier-grade NAT', () => 'http://100.64.0.1/', 'addressRefused', 'no socket'],
    ['unspecified', () => 'http://0.0.0.0/', 'addressRefused', 'no socket'],
    ['IPv6 loopback', () => 'http://[::1]/', 'addressRefused', 'no socket'],
    [
      'IPv4-mapped IPv6 loopback',
      () => 'http://[::ffff:127.0.0.1]/',
      'addressRefused',
      'no socket',
    ],
    ['loopback, not allowed', literal(() => privateService.port), 'addressRefused', 'no socket'],
    [
      'the feed server without the allow-list',
      () => `${feed.url}/rss.xml`,
      'addressRefused',
      'no socket',
      { allowHosts: [] },
    ],
    [
      'localhost (a database port)',
      () => 'http://localhost:5432/',
      'addressRefused',
      'no connection',
    ],
    [
      'localhost, the private listener',
      () => `http://localhost:${privateService.port}/`,
      'addressRefused',
      'no connection',
    ],
    [
      'a name resolving to 10.0.0.1',
      () => 'http://intranet.example.test/',
      'addressRefused',
      'no connection',
    ],
    [
      'a name resolving to 169.254.169.254',
      () => 'http://metadata.example.test/',
      'addressRefused',
      'no connection',
    ],
    [
      'a name resolving to loopback',
      () => `http://private-service.example.test:${privateService.port}/`,
      'addressRefused',
      'no connection',
    ],
    ['file:', () => 'file:///etc/passwd', 'urlRefused', 'no socket'],
    ['ftp:', () => 'ftp://ftp.example.test/feed.xml', 'urlRefused', 'no socket'],
    [
      'credentials in the URL',
      () => `http://user:pw@127.0.0.1:${feed.port}/rss.xml`,
      'urlRefused',
      'no socket',
    ],
  ];

  it.each(table)('%s', async (_what, url, code, proof, extra) => {
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    const before = { feed: feed.connections(), service: privateService.connections() };
    expect(await failure(url(), extra)).toBe(code);
    if (proof === 'no socket') expect(connect).not.toHaveBeenCalled();
    connect.mockRestore();
    expect(feed.connections()).toBe(before.feed);
    expect(privateService.connections()).toBe(before.service);
  });

  it('a name is refused after its lookup (the check sees the resolved address)', async () => {
    lookups.length = 0;
    expect(await failure('http://intranet.example.test/')).toBe('addressRefused');
    expect(lookups).toEqual(['intranet.example.test']);
  });

  it('a name resolving to the allowed address is still refused (only the literal pair is allowed)', async () => {
    zone['feed-alias.example.test'] = '127.0.0.1';
    const before = feed.connections();
    expect(await failure(`http://feed-alias.example.test:${feed.port}/rss.xml`)).toBe(
      'addressRefused',
    );
    expect(feed.connections()).toBe(before);
  });

  it.each([
    ['the private listener', () => `http://127.0.0.1:${privateService.port}/`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private name', () => `http://private-service.example.test:${privateService.port}/`],
  ])('a redirect from the allowed server to %s', async (_what, target) => {
    const before = privateService.connections();
    const url = `${feed.url}/redirect?to=${encodeURIComponent(target())}`;
    expect(await failure(url)).toBe('addressRefused');
    expect(privateService.connections()).toBe(before);
    expect(feed.requests('/redirect')).toBeGreaterThan(0);
  });
});

describe('limits and bad content', () => {
  it.each([
    ['a body past the size limit, streamed', '/big', 'tooLarge'],
    ['a declared length past the limit', '/big-declared', 'tooLarge'],
    ['a server that never answers', '/slow', 'timeout'],
    ['a redirect loop', '/loop', 'tooManyRedirects'],
    ['an HTTP error', '/error', 'badStatus'],
  ])('%s', async (_what, path, code) => {
    const started = Date.now();
    expect(await failure(`${feed.url}${path}`, { maxBytes: 256 * 1024, timeoutMs: 400 })).toBe(
      code,
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it.each([
    ['malformed XML', '/malformed.xml'],
    ['an HTML page', '/page.html'],
  ])('%s is not a feed', async (_what, path) => {
    const answer = await fetchFeedText(`${feed.url}${path}`, options());
    expect(() => parseFeed(answer.body, answer.url)).toThrow(
      expect.objectContaining({ code: 'notAFeed' }),
    );
  });

  it('an unknown name is unreachable', async () => {
    expect(await failure('http://nowhere.example.test/')).toBe('unreachable');
  });
});
