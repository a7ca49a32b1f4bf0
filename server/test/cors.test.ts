import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { organization } from '../src/db/schema';
import { AllowedOrigins } from '../src/http/allowed-origins';
import { session, testApp, openTestDatabase } from './helpers';

const SCHOOL = 'https://school.example.edu.cn';
const DEMO2_SITE = 'https://www.demo2.example';
const EVIL = 'https://evil.example';

let handle: DatabaseHandle;
let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  // DEMO2 also lists its own site; YTKJ keeps the demo's loopback list.
  await handle.db
    .update(organization)
    .set({ allowedOrigins: ['http://localhost:*', DEMO2_SITE] })
    .where(eq(organization.orgcode, 'DEMO2'));
  distDir = await mkdtemp(join(tmpdir(), 'libportal-cors-'));
  await mkdir(join(distDir, 'embed', 'chunks'), { recursive: true });
  await writeFile(join(distDir, 'embed', 'libportal.js'), 'export {}');
  app = await testApp(handle, { distDir, allowedOrigins: [SCHOOL] });
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

const getFrom = (origin: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { origin, ...headers } });

const preflightFrom = (origin: string, url = `/api${ApiPath.login}`) =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

function expectAllowed(response: LightMyRequestResponse, origin: string) {
  expect(response.headers['access-control-allow-origin']).toBe(origin);
  expect(response.headers['access-control-allow-credentials']).toBe('true');
  expect(response.headers.vary).toContain('Origin');
}

function expectNoCors(response: LightMyRequestResponse) {
  const cors = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
  expect(cors).toEqual([]);
}

const orgByCode = (code: string) => `/api${ApiPath.orgByCode}?orgcode=${code}`;

describe('the demo allow-list: loopback origins of any port, plus ALLOWED_ORIGINS', () => {
  it('echoes loopback origins on any port, with credentials', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:9', 'http://[::1]:3000']) {
      expectAllowed(await getFrom(origin, `/api${ApiPath.health}`), origin);
    }
  });

  it('echoes the deployment-wide origins for every organisation', async () => {
    expectAllowed(await getFrom(SCHOOL, orgByCode('YTKJ')), SCHOOL);
    expectAllowed(await getFrom(SCHOOL, orgByCode('DEMO2')), SCHOOL);
  });

  it('answers the preflight with the allowed methods and headers', async () => {
    const response = await preflightFrom('http://localhost:8081');
    expect(response.statusCode).toBe(204);
    expectAllowed(response, 'http://localhost:8081');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'content-type', 'accept-language']) {
      expect(allowed).toContain(header);
    }
  });

  it('gives an origin outside the list no CORS header at all: API, embed script, preflight', async () => {
    expectNoCors(await getFrom(EVIL, `/api${ApiPath.health}`));
    expectNoCors(await getFrom(EVIL, orgByCode('YTKJ')));
    const embed = await getFrom(EVIL, '/embed/libportal.js');
    expect(embed.statusCode).toBe(200);
    expectNoCors(embed);
    const preflight = await preflightFrom(EVIL);
    expect(preflight.statusCode).not.toBe(204);
    expectNoCors(preflight);
  });

  it('is not fooled by look-alike origins', async () => {
    for (const origin of [
      'null',
      'https://localhost:5173', // https is not in the list
      'http://localhost.evil.example:80',
      'http://evil.example#@localhost:80',
      'http://user@localhost:80',
      'http://localhost:80/path',
      `${SCHOOL}.evil.example`,
      `${SCHOOL}:8443`,
    ]) {
      expectNoCors(await getFrom(origin, `/api${ApiPath.health}`));
    }
  });
});

describe("each organisation's own list", () => {
  it('answers a request naming an organisation for that organisation only', async () => {
    expectAllowed(await getFrom(DEMO2_SITE, orgByCode('DEMO2')), DEMO2_SITE);
    expectAllowed(
      await getFrom(DEMO2_SITE, `/api${ApiPath.orgBriefNoAuth}?organizationid=2`),
      DEMO2_SITE,
    );
    expectNoCors(await getFrom(DEMO2_SITE, orgByCode('YTKJ')));
    expectNoCors(await getFrom(DEMO2_SITE, `/api${ApiPath.orgRefined}?orgid=1`));
    // Only the second organisation lists localhost and not 127.0.0.1.
    expectNoCors(await getFrom('http://127.0.0.1:8080', orgByCode('DEMO2')));
  });

  it("goes by the token's organisation, whatever the query says", async () => {
    const ytkj = await session(app, 'YTKJ', '20230001');
    const demo2 = await session(app, 'DEMO2', '20230001');
    const brief = `/api${ApiPath.orgBrief}?orgid=2`;
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expectNoCors(await getFrom(DEMO2_SITE, brief, bearer(ytkj.token)));
    expectAllowed(await getFrom(DEMO2_SITE, brief, bearer(demo2.token)), DEMO2_SITE);
    // Something that is not a JWT names nothing: the query string decides.
    expectAllowed(await getFrom(DEMO2_SITE, brief, bearer('not-a-jwt')), DEMO2_SITE);
  });

  it('uses every organisation together when the request names none, or an unknown one', async () => {
    // A preflight carries no token; the embed script and a login POST name no organisation.
    expectAllowed(await preflightFrom(DEMO2_SITE), DEMO2_SITE);
    expectAllowed(await getFrom(DEMO2_SITE, '/embed/libportal.js'), DEMO2_SITE);
    expectAllowed(await getFrom(DEMO2_SITE, orgByCode('NOPE')), DEMO2_SITE);
    expectNoCors(await getFrom(EVIL, orgByCode('NOPE')));
  });
});

describe('a stored * or a stored non-origin', () => {
  it('is skipped, reported, and allows nobody', async () => {
    const db = await openTestDatabase();
    try {
      await db.db
        .update(organization)
        .set({ allowedOrigins: ['*', 'https://ok.example', 'javascript:alert(1)'] })
        .where(eq(organization.orgcode, 'YTKJ'));
      const skipped: string[] = [];
      const origins = new AllowedOrigins(db.db, [], (orgcode, entry) =>
        skipped.push(`${orgcode} ${entry}`),
      );
      const ytkj = await origins.of({ code: 'ytkj' });
      expect(ytkj?.allows(EVIL)).toBe(false);
      expect(ytkj?.allows('https://ok.example')).toBe(true);
      expect((await origins.union()).allows(EVIL)).toBe(false);
      expect(await origins.of({ id: 99 })).toBeUndefined();
      expect(skipped).toEqual(['YTKJ *', 'YTKJ javascript:alert(1)']);
    } finally {
      await db.close();
    }
    // It opens a database of its own, which takes a hook's time, not a test's.
  }, 180_000);
});
