import { and, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  MAX_SHELF_PAGE_SIZE,
  ResultCode,
  type Bookshelf,
  type CollectionOverview,
  type ColumnStatistics,
  type Page,
  type ShelfAsset,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { bookCopy, libraryLocation } from '../src/db/schema';
import { GONE_STATUSES } from '../src/search/facets';
import { byteOrder, columnRanges } from '../src/seed/shelves';
import { openTestServer, post, session } from './helpers';

const YTKJ = 1;
const DEMO2 = 2;

let app: FastifyInstance;
let handle: DatabaseHandle;
openTestServer((server) => ({ app, handle } = server));

const shelvesOf = async (organizationid: number, token?: string) =>
  (await post<Bookshelf[]>(app, ApiPath.bookshelves, { organizationid }, token)).body.data;
const assets = (body: object, token?: string) =>
  post<Page<ShelfAsset>>(app, ApiPath.shelfAssets, body, token);
const statistics = (body: object, token?: string) =>
  post<ColumnStatistics[]>(app, ApiPath.shelfColumnStatistics, body, token);
const overview = (body: object, token?: string) =>
  post<CollectionOverview>(app, ApiPath.libraryLocations, body, token);

let ytkjShelves: Bookshelf[];
let demo2Shelves: Bookshelf[];
beforeAll(async () => {
  ytkjShelves = await shelvesOf(YTKJ);
  demo2Shelves = await shelvesOf(DEMO2);
});

/** Every copy the organisation still holds that has a call number and a location. */
async function heldCopies(orgId: number) {
  return handle.db
    .select({ barcode: bookCopy.barcode, locationId: bookCopy.locationId })
    .from(bookCopy)
    .where(and(eq(bookCopy.organizationId, orgId), notInArray(bookCopy.status, GONE_STATUSES)));
}

describe('the seed', () => {
  it('cuts call numbers into ranges of about the capacity, never splitting one call number', () => {
    const numbers = ['B2', 'A1', 'A1', 'A1', 'C3', 'C3', 'D4'];
    expect(columnRanges(numbers, 2)).toEqual([
      { first: 'A1', last: 'A1' },
      { first: 'B2', last: 'C3' },
      { first: 'D4', last: 'D4' },
    ]);
    expect(columnRanges([], 2)).toEqual([]);
  });

  it('shelves every held copy of both organisations exactly once', async () => {
    for (const [orgId, shelves] of [
      [YTKJ, ytkjShelves],
      [DEMO2, demo2Shelves],
    ] as const) {
      expect(shelves.length).toBeGreaterThan(0);
      let shelved = 0;
      for (const shelf of shelves) {
        const stats = (await statistics({ shelfid: shelf.shelfid, organizationid: orgId })).body;
        shelved += stats.data.reduce((sum, column) => sum + column.copies, 0);
      }
      expect(shelved).toBe((await heldCopies(orgId)).length);
    }
  });

  it('orders columns by their ranges, without overlap, within each location', () => {
    for (const shelves of [ytkjShelves, demo2Shelves]) {
      const byLocation = new Map<number, string[][]>();
      for (const shelf of shelves) {
        const ranges = byLocation.get(shelf.locationid) ?? [];
        for (const column of shelf.columns) {
          ranges.push([column.firstcallnumber, column.lastcallnumber]);
        }
        byLocation.set(shelf.locationid, ranges);
      }
      for (const ranges of byLocation.values()) {
        for (let i = 1; i < ranges.length; i++) {
          expect(byteOrder(ranges[i - 1]![1]!, ranges[i]![0]!)).toBeLessThan(0);
        }
      }
    }
  });
});

describe('Bookshelf/List', () => {
  it('lists the shelves with their columns and locations, of the organisation named', async () => {
    const [shelf] = ytkjShelves;
    expect(shelf).toMatchObject({ code: 'A01', locationname: expect.any(String) });
    // The storey of each room, as the demo's room names say (the floor map draws them there).
    const floors = new Map(ytkjShelves.map((s) => [s.locationname, s.floor]));
    expect(floors.get('总馆一楼借阅区')).toBe(1);
    expect(floors.get('总馆二楼社科书库')).toBe(2);
    expect(shelf?.columns.map((column) => column.position)).toEqual(
      shelf?.columns.map((_, index) => index + 1),
    );
    const demo2Ids = new Set(demo2Shelves.map((s) => s.shelfid));
    expect(ytkjShelves.some((s) => demo2Ids.has(s.shelfid))).toBe(false);
  });

  it('filters by location, and a logged-in reader sees their own organisation only', async () => {
    const location = ytkjShelves[0]!.locationid;
    const inLocation = (
      await post<Bookshelf[]>(app, ApiPath.bookshelves, {
        organizationid: YTKJ,
        locationid: location,
      })
    ).body.data;
    expect(inLocation.length).toBeGreaterThan(0);
    expect(inLocation.every((shelf) => shelf.locationid === location)).toBe(true);
    const { token } = await session(app, 'DEMO2', '20230001');
    // The token's organisation wins over the one named.
    const seen = await shelvesOf(YTKJ, token);
    expect(seen.map((s) => s.shelfid)).toEqual(demo2Shelves.map((s) => s.shelfid));
  });

  it('refuses an unknown organisation and malformed input', async () => {
    const unknown = await post(app, ApiPath.bookshelves, { organizationid: 999 });
    expect(unknown.body.code).toBe(ResultCode.unknownOrganization);
    const wrong = await post(app, ApiPath.bookshelves, { organizationid: 1, locationid: 'x' });
    expect(wrong.status).toBe(400);
  });
});

describe('AssetInBookShelf/All', () => {
  it('pages the copies of a column in call-number order with their books', async () => {
    const column = ytkjShelves[0]!.columns[0]!;
    const first = await assets({ organizationid: YTKJ, columnid: column.columnid, pagesize: 5 });
    expect(first.status).toBe(200);
    const page = first.body.data;
    expect(page.list).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    const numbers = page.list.map((asset) => asset.callnumber);
    expect([...numbers].sort(byteOrder)).toEqual(numbers);
    expect(numbers[0]).toBe(column.firstcallnumber);
    expect(page.list[0]).toMatchObject({
      columnid: column.columnid,
      shelfid: ytkjShelves[0]!.shelfid,
      title: expect.any(String),
      bookid: expect.any(Number),
    });
    const second = await assets({
      organizationid: YTKJ,
      columnid: column.columnid,
      pagesize: 5,
      pageindex: 2,
    });
    const firstIds = new Set(page.list.map((asset) => asset.assetid));
    expect(second.body.data.list.some((asset) => firstIds.has(asset.assetid))).toBe(false);
  });

  it('finds the column of a copy by its barcode', async () => {
    const column = ytkjShelves[0]!.columns[0]!;
    const [asset] = (await assets({ organizationid: YTKJ, columnid: column.columnid })).body.data
      .list;
    const found = (await assets({ organizationid: YTKJ, barcode: asset!.barcode })).body.data;
    expect(found.list).toEqual([asset]);
    const missing = (await assets({ organizationid: YTKJ, barcode: 'NOPE' })).body.data;
    expect(missing).toMatchObject({ total: 0, list: [] });
  });

  it("never answers for another organisation's column or copy", async () => {
    const demo2Column = demo2Shelves[0]!.columns[0]!.columnid;
    const foreign = await assets({ organizationid: YTKJ, columnid: demo2Column });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ResultCode.notFound);
    // Logged in at YTKJ, naming DEMO2 changes nothing: the token's organisation is used.
    const { token } = await session(app, 'YTKJ', '20230001');
    const asYtkj = await assets({ organizationid: DEMO2, columnid: demo2Column }, token);
    expect(asYtkj.status).toBe(404);
    const demo2Copy = (await assets({ organizationid: DEMO2, columnid: demo2Column })).body.data
      .list[0]!;
    const byBarcode = await assets({ organizationid: YTKJ, barcode: demo2Copy.barcode });
    expect(byBarcode.body.data.list).toEqual([]);
  });

  it("finds where a book's copies stand, those in the library first, its organisation's only", async () => {
    const column = ytkjShelves[0]!.columns[0]!;
    const [asset] = (await assets({ organizationid: YTKJ, columnid: column.columnid })).body.data
      .list;
    const places = (await assets({ organizationid: YTKJ, bookid: asset!.bookid })).body.data.list;
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((place) => place.bookid === asset!.bookid)).toBe(true);
    expect(places.map((place) => place.barcode)).toContain(asset!.barcode);
    const firstAway = places.findIndex((place) => place.status !== CopyStatus.inLibrary);
    if (firstAway >= 0) {
      expect(places.slice(firstAway).every((p) => p.status !== CopyStatus.inLibrary)).toBe(true);
    }
    // The same id asked as DEMO2, or by a DEMO2 reader naming YTKJ: none of YTKJ's copies.
    expect((await assets({ organizationid: DEMO2, bookid: asset!.bookid })).body.data.list).toEqual(
      [],
    );
    const { token } = await session(app, 'DEMO2', '20230001');
    const asDemo2 = await assets({ organizationid: YTKJ, bookid: asset!.bookid }, token);
    expect(asDemo2.body.data.list).toEqual([]);
    for (const bookid of [0, -1, 'x', 2 ** 31]) {
      expect((await assets({ organizationid: YTKJ, bookid })).status).toBe(400);
    }
  });

  it('bounds paging and refuses a call naming neither a column nor a barcode', async () => {
    const columnid = ytkjShelves[0]!.columns[0]!.columnid;
    for (const body of [
      { columnid, pagesize: MAX_SHELF_PAGE_SIZE + 1 },
      { columnid, pagesize: 0 },
      { columnid, pageindex: 0 },
      { columnid, pageindex: 1_000_000 },
      { columnid: 0 },
      { columnid: 'one' },
      { barcode: 'x'.repeat(33) },
      { barcode: 'A\u0000' },
    ]) {
      const response = await assets({ organizationid: YTKJ, ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const neither = await assets({ organizationid: YTKJ });
    expect(neither.status).toBe(400);
    const past = await assets({ organizationid: YTKJ, columnid, pageindex: 1000 });
    expect(past.body.data.list).toEqual([]);
  });
});

describe('BookShelfColumnStatistics', () => {
  it('counts each column: titles, copies, on loan, available, categories', async () => {
    const shelf = ytkjShelves[0]!;
    const response = await statistics({ organizationid: YTKJ, shelfid: shelf.shelfid });
    const columns = response.body.data;
    expect(columns.map((c) => c.columnid)).toEqual(shelf.columns.map((c) => c.columnid));
    const first = columns[0]!;
    const all = (
      await assets({
        organizationid: YTKJ,
        columnid: first.columnid,
        pagesize: MAX_SHELF_PAGE_SIZE,
      })
    ).body.data;
    expect(first.copies).toBe(all.total);
    expect(first.available + first.onloan).toBeLessThanOrEqual(first.copies);
    expect(first.titles).toBeLessThanOrEqual(first.copies);
    expect(first.categories.length).toBeGreaterThan(0);
    expect(first.categories[0]).toMatchObject({
      code: expect.any(String),
      copies: expect.any(Number),
    });
    if (all.total <= MAX_SHELF_PAGE_SIZE) {
      const available = all.list.filter((a) => a.status === CopyStatus.inLibrary).length;
      expect(first.available).toBe(available);
    }
  });

  it('names categories in the language asked for', async () => {
    const shelfid = ytkjShelves[0]!.shelfid;
    const zh = (await statistics({ organizationid: YTKJ, shelfid })).body.data[0]!.categories[0]!;
    const en = await app.inject({
      method: 'POST',
      url: `/api${ApiPath.shelfColumnStatistics}`,
      payload: { organizationid: YTKJ, shelfid },
      headers: { 'accept-language': 'en' },
    });
    const enName = (en.json() as { data: ColumnStatistics[] }).data[0]!.categories[0]!.name;
    expect(zh.code).not.toBe('');
    expect(enName).not.toBe(zh.name);
  });

  it("answers 404 for another organisation's shelf", async () => {
    const foreign = await statistics({ organizationid: YTKJ, shelfid: demo2Shelves[0]!.shelfid });
    expect(foreign.status).toBe(404);
    const missing = await statistics({ organizationid: YTKJ, shelfid: 2_000_000 });
    expect(missing.status).toBe(404);
  });
});

describe('LibraryLocation/Query', () => {
  it('counts titles and copies by location and by category', async () => {
    const response = await overview({ organizationid: YTKJ });
    const data = response.body.data;
    const copies = await heldCopies(YTKJ);
    expect(data.copies).toBe(copies.length);
    expect(data.locations.reduce((sum, l) => sum + l.copies, 0)).toBe(copies.length);
    expect(data.categories.reduce((sum, c) => sum + c.copies, 0)).toBe(copies.length);
    expect(data.locations.every((l) => l.titles <= l.copies)).toBe(true);
    expect(data.locations.some((l) => l.shelves > 0)).toBe(true);
  });

  it('narrows the categories to one location', async () => {
    const all = (await overview({ organizationid: YTKJ })).body.data;
    const location = all.locations.find((l) => l.copies > 0)!;
    const one = (await overview({ organizationid: YTKJ, locationid: location.locationid })).body
      .data;
    expect(one.copies).toBe(location.copies);
    expect(one.titles).toBe(location.titles);
    expect(one.categories.reduce((sum, c) => sum + c.copies, 0)).toBe(location.copies);
    // Every location is still listed, for the reader to move to another.
    expect(one.locations).toEqual(all.locations);
  });

  it("answers 404 for another organisation's location", async () => {
    const [demo2Location] = await handle.db
      .select({ id: libraryLocation.id })
      .from(libraryLocation)
      .where(eq(libraryLocation.organizationId, DEMO2));
    const response = await overview({ organizationid: YTKJ, locationid: demo2Location!.id });
    expect(response.status).toBe(404);
    const none = await overview({ organizationid: YTKJ, locationid: -1 });
    expect(none.status).toBe(400);
  });
});
