import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  STAFF_USERTYPE,
  type InventorySystemHost,
  type OpacIcon,
  type OrganizationProfile,
  type Page,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, organization, reader } from '../src/db/schema';
import { bookPeriodLoans } from '../src/db/tables/reading-stats';
import { periodStartDate } from '../src/jobs/reading-stats';
import { DEFAULT_ZONE } from '../src/time';
import { DEFAULT_HOME_MENUS, ICON_PATH } from '../src/queries/home-menu';
import { get, openTestServer, send, session } from './helpers';

const YTKJ = 1;
const DEMO2 = 2;

let app: FastifyInstance;
let handle: DatabaseHandle;
openTestServer((server) => ({ app, handle } = server));

/** Each call from its own address, so the suite's calls never meet the per-address limit. */
let address = 0;
const list = (body: unknown, token?: string, remoteAddress = `10.1.0.${++address % 250}`) =>
  send<Page<OrganizationProfile>>(app, {
    method: 'POST',
    url: `/api${ApiPath.organizationList}`,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress,
  });

async function expectedFigures(orgId: number) {
  const db = handle.db;
  const [titles] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(book)
    .where(eq(book.organizationId, orgId));
  const [readers] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(reader)
    .where(
      and(
        eq(reader.organizationId, orgId),
        notInArray(reader.usertype, Object.values(STAFF_USERTYPE)),
      ),
    );
  const [loans] = await db
    .select({ n: sql<number>`coalesce(sum(${bookPeriodLoans.loans}), 0)`.mapWith(Number) })
    .from(bookPeriodLoans)
    .where(
      and(
        eq(bookPeriodLoans.organizationId, orgId),
        eq(bookPeriodLoans.scope, 'organization'),
        eq(bookPeriodLoans.period, 'year'),
        eq(bookPeriodLoans.periodStart, periodStartDate('year', Date.now(), DEFAULT_ZONE)),
      ),
    );
  return { titles: titles?.n ?? -1, readers: readers?.n ?? -1, loansthisyear: loans?.n ?? -1 };
}

describe('POST /Api/Organization/List', () => {
  it('lists every organisation with its public fields and figures only', async () => {
    const { body } = await list({});
    expect(body.code).toBe(ResultCode.ok);
    expect(body.data.total).toBe(2);
    expect(body.data.list.map((entry) => entry.orgcode)).toEqual(['YTKJ', 'DEMO2']);
    for (const entry of body.data.list) {
      // Nothing beyond the public fields (the time zone says what "this year" means there):
      // no phone, address, allow-list or setting.
      expect(Object.keys(entry).sort()).toEqual(
        [
          'id',
          'loansthisyear',
          'logofileid',
          'name',
          'orgcode',
          'readers',
          'timezone',
          'titles',
        ].sort(),
      );
      expect(entry).toMatchObject(await expectedFigures(entry.id));
      expect(entry.titles).toBeGreaterThan(0);
      expect(entry.readers).toBeGreaterThan(0);
    }
  });

  it('counts no staff among the readers', async () => {
    const before = (await list({ id: DEMO2 })).body.data.list[0]?.readers ?? 0;
    await handle.db.insert(reader).values({
      organizationId: DEMO2,
      readercode: 'STAFF-LIST-1',
      name: '馆员',
      usertype: STAFF_USERTYPE.librarian,
      passwordHash: 'x',
    });
    expect((await list({ id: DEMO2 })).body.data.list[0]?.readers).toBe(before);
  });

  it('finds by part of the name or the code, any case, and treats LIKE signs as text', async () => {
    const byCode = (await list({ qname: 'demo' })).body.data;
    expect(byCode.list.map((entry) => entry.orgcode)).toEqual(['DEMO2']);
    const [ytkjName] = await handle.db
      .select({ name: organization.name })
      .from(organization)
      .where(eq(organization.id, YTKJ));
    const part = (ytkjName?.name ?? '').slice(1, 3);
    const byName = (await list({ qname: part })).body.data.list;
    expect(byName.some((entry) => entry.id === YTKJ)).toBe(true);
    expect((await list({ qname: '%' })).body.data.total).toBe(0);
    expect((await list({ qname: '_' })).body.data.total).toBe(0);
  });

  it('answers one organisation by id, and none for an unknown id', async () => {
    const one = (await list({ id: DEMO2 })).body.data;
    expect(one.list.map((entry) => entry.id)).toEqual([DEMO2]);
    expect(one.total).toBe(1);
    const none = (await list({ id: 99_999 })).body;
    expect(none.code).toBe(ResultCode.ok);
    expect(none.data).toMatchObject({ total: 0, list: [] });
  });

  it('pages the list', async () => {
    const second = (await list({ pageindex: 2, pagesize: 1 })).body.data;
    expect(second).toMatchObject({ total: 2, index: 2, pagesize: 1 });
    expect(second.list.map((entry) => entry.orgcode)).toEqual(['DEMO2']);
    expect((await list({ pageindex: 3, pagesize: 1 })).body.data.list).toEqual([]);
  });

  it('is the same list for a logged-in reader: the added organizationid narrows nothing', async () => {
    const { token } = await session(app, 'DEMO2', '20230001');
    const { body } = await list({ organizationid: DEMO2 }, token);
    expect(body.data.list.map((entry) => entry.orgcode)).toEqual(['YTKJ', 'DEMO2']);
  });

  it('refuses a body out of bounds or of the wrong type, and changes nothing', async () => {
    for (const body of [
      { pagesize: 51 },
      { pagesize: 0 },
      { pageindex: 0 },
      { pageindex: 1001 },
      { qname: 'x'.repeat(65) },
      { qname: 5 },
      { qname: 'a\u0000b' },
      { id: 0 },
      { id: 'one' },
      [],
    ]) {
      const response = await list(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).not.toBe(ResultCode.ok);
      expect(JSON.stringify(response.body)).not.toMatch(/stack|at \w+ \(/);
    }
    expect((await list(null)).body.data.total).toBe(2);
  });

  it('limits one address to 60 lists a minute, apart from other addresses', async () => {
    const from = '203.0.113.9';
    for (let call = 0; call < 60; call++) {
      expect((await list({}, undefined, from)).status).toBe(200);
    }
    const refused = await list({}, undefined, from);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ResultCode.tooManyRequests);
    expect((await list({}, undefined, '203.0.113.10')).status).toBe(200);
  });
});

describe('GET /NewsApi/OPACIcons/Query', () => {
  it('answers an icon for every entry of the home menu, as path data only', async () => {
    const { body } = await get<OpacIcon[]>(app, `${ApiPath.opacIcons}?orgid=${YTKJ}`);
    expect(body.code).toBe(ResultCode.ok);
    expect(body.data.map((icon) => icon.key)).toEqual(DEFAULT_HOME_MENUS.map((menu) => menu.key));
    for (const icon of body.data) expect(icon.path).toMatch(ICON_PATH);
    expect(ICON_PATH.test('M0 0"/><script>')).toBe(false);
  });

  it('refuses an unknown organisation and a malformed id', async () => {
    expect((await get(app, `${ApiPath.opacIcons}?orgid=99999`)).body.code).toBe(
      ResultCode.unknownOrganization,
    );
    expect((await get(app, `${ApiPath.opacIcons}?orgid=abc`)).status).toBe(400);
  });
});

describe('GET /LibraryApi/Book/Query/InventoryAISystemHost', () => {
  const hostOf = async (orgid: number, token?: string) =>
    (await get<InventorySystemHost>(app, `${ApiPath.inventorySystemHost}?orgid=${orgid}`, token))
      .body;
  const store = (orgId: number, value: string | null) =>
    handle.db.update(organization).set({ inventoryHost: value }).where(eq(organization.id, orgId));

  it('answers none where the library runs no inventory system', async () => {
    const body = await hostOf(DEMO2);
    expect(body).toMatchObject({ code: ResultCode.ok, data: { host: null } });
  });

  it('answers the organisation’s own address, never another’s', async () => {
    await store(YTKJ, ' https://inventory.school.example/ ');
    try {
      expect((await hostOf(YTKJ)).data.host).toBe('https://inventory.school.example');
      expect((await hostOf(DEMO2)).data.host).toBeNull();
      // Logged in, the token's organisation wins over the one named.
      const { token } = await session(app, 'DEMO2', '20230001');
      expect((await hostOf(YTKJ, token)).data.host).toBeNull();
    } finally {
      await store(YTKJ, null);
    }
  });

  it('never hands out a stored address that is not a plain http(s) URL', async () => {
    try {
      for (const value of ['javascript:alert(1)', 'https://user:pw@inv.example', 'not a url']) {
        await store(YTKJ, value);
        expect((await hostOf(YTKJ)).data.host, value).toBeNull();
      }
    } finally {
      await store(YTKJ, null);
    }
  });
});
