import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiPath, type LibrarySettings } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { ORGANIZATION_CHANGES_CHANNEL } from '../src/http/organization-changes';
import { PORTAL_RENDERER } from '../src/http/portal-render';
import { PORTAL_SSR_DIR, PRERENDERED_DIR } from '../src/http/static';
import { MemorySharedState, RedisSharedState, type SharedState } from '../src/instance-state';
import { seededReader } from './circulation-fixtures';
import { openTestDatabase, post, testApp } from './helpers';
import { YTKJ } from './preborrow-fixtures';

/**
 * A settings change shows at once on every instance (http/organization-changes.ts): two apps
 * on one database, as two servers behind a load balancer, sharing one MemorySharedState — and
 * two connections to one Redis when TEST_REDIS_URL is set. Each keeps what would otherwise
 * hide a change for a minute: the portal page rendered for a visit (with the footer in it)
 * and the allowed origins.
 */
const redisUrl = process.env.TEST_REDIS_URL;

/** A portal build whose renderer puts the organisation's footer links and hours in the page. */
async function portalBuild(): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), 'libportal-settings-dist-'));
  const portal = join(distDir, 'portal');
  await mkdir(join(portal, PRERENDERED_DIR), { recursive: true });
  await mkdir(join(portal, 'assets'), { recursive: true });
  await writeFile(join(portal, 'assets', 'index-AbC123.js'), 'export {};\n');
  await mkdir(join(distDir, PORTAL_SSR_DIR), { recursive: true });
  await writeFile(
    join(portal, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>shell</title><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(portal, PRERENDERED_DIR, 'home.html'), '<p>the build-time page</p>');
  await writeFile(
    join(distDir, PORTAL_SSR_DIR, PORTAL_RENDERER),
    `export const PRERENDERED_ROUTES = ['/home'];
export async function prerenderRoute(path, visit) {
  const answer = await (await visit.fetch('/api${ApiPath.footerLinks}', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"organizationid":1}',
  })).json();
  const titles = answer.data.list.filter((link) => link.isshow).map((link) => link.title);
  const infos = await (await visit.fetch('/api${ApiPath.libraryInfos}', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"organizationid":1}',
  })).json();
  const hours = (infos.data.find((info) => info.key === 'openinghours') || { content: '' }).content;
  return { html: '<footer>' + titles.join('|') + '</footer><p class="hours">' + hours + '</p>', headTags: '', styleTags: '',
    title: 'Home', earlyRequests: '', visit: { orgCode: 'YTKJ', queryState: {} } };
}
`,
  );
  return distDir;
}

interface Pair {
  shared: [SharedState, SharedState];
  ready: () => Promise<void>;
}

const memoryPair = async (): Promise<Pair> => {
  const shared = new MemorySharedState();
  return { shared: [shared, shared], ready: async () => {} };
};

const redisPair = async (): Promise<Pair> => {
  const a = await RedisSharedState.connect(redisUrl ?? '');
  const b = await RedisSharedState.connect(redisUrl ?? '');
  return {
    shared: [a, b],
    ready: () =>
      vi.waitFor(async () => {
        const [, subscribers] = (await a.client.pubsub(
          'NUMSUB',
          `libportal:${ORGANIZATION_CHANGES_CHANNEL}`,
        )) as [string, number];
        expect(Number(subscribers)).toBeGreaterThanOrEqual(2);
      }),
  };
};

let handle: DatabaseHandle;
let distDir: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  distDir = await portalBuild();
});

afterAll(async () => {
  await handle?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

describe.each([
  ['one MemorySharedState', memoryPair] as const,
  ...(redisUrl ? [['one Redis', redisPair] as const] : []),
])('two instances sharing %s', (_, makePair) => {
  let pair: Pair;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    pair = await makePair();
    a = await testApp(handle, { sharedState: pair.shared[0], distDir });
    b = await testApp(handle, { sharedState: pair.shared[1], distDir });
    admin = (await seededReader(handle.db, 'A0001', YTKJ)).token;
    await pair.ready();
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await Promise.all([...new Set(pair?.shared ?? [])].map((shared) => shared.close()));
  });

  const save = async (body: object) => {
    const answer = await post<LibrarySettings>(a, ApiPath.settingsUpdate, body, admin);
    expect(answer.body.code, answer.body.msg).toBe(0);
  };
  const homeOn = async (app: FastifyInstance) =>
    (await app.inject({ url: '/home', headers: { accept: 'text/html' } })).body;

  it("a footer saved through A is in B's next rendered page, which B kept a minute before", async () => {
    const title = `Link ${Date.now()}`;
    await save({
      section: 'footerLinks',
      value: [{ title: 'Before', url: 'https://a.example', isshow: true }],
    });
    await vi.waitFor(async () => expect(await homeOn(b)).toContain('<footer>Before</footer>'));
    await save({
      section: 'footerLinks',
      value: [{ title, url: 'https://b.example', isshow: true }],
    });
    await vi.waitFor(async () => expect(await homeOn(b)).toContain(`<footer>${title}</footer>`));
    // And A, the saving instance, renders anew at once.
    expect(await homeOn(a)).toContain(`<footer>${title}</footer>`);
  });

  it("opening hours saved through A are in B's next rendered page (the /about page's data)", async () => {
    const hours = (text: string) => ({
      section: 'hours',
      value: { openinghours: text, address: '' },
    });
    await save(hours('Mon-Fri 8-17'));
    await vi.waitFor(async () =>
      expect(await homeOn(b)).toContain('<p class="hours">Mon-Fri 8-17</p>'),
    );
    const later = `Mon-Sat 9-${Date.now() % 100}`;
    await save(hours(later));
    await vi.waitFor(async () =>
      expect(await homeOn(b)).toContain(`<p class="hours">${later}</p>`),
    );
    expect(await homeOn(a)).toContain(`<p class="hours">${later}</p>`);
  });

  it('an origin allowed through A is allowed by B, which had read the list before', async () => {
    const origin = `https://school${Date.now()}.example`;
    const cors = async () =>
      (
        await b.inject({
          url: `/api${ApiPath.orgConfig}?orgid=${YTKJ}`,
          headers: { origin },
        })
      ).headers['access-control-allow-origin'];
    expect(await cors()).toBeUndefined();
    await save({ section: 'origins', value: [origin] });
    await vi.waitFor(async () => expect(await cors()).toBe(origin));
  });
});
