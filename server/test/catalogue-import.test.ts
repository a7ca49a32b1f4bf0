import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyStatus } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, bookCopy, libraryLocation } from '../src/db/schema';
import { importCatalogue, openSource } from '../src/importers/catalogue';
import { MAX_NEW_LOCATIONS } from '../src/importers/catalogue/locations';
import { bookSearchColumns } from '../src/search/normalize';
import { cnmarcBook, marc21Book, marc8Book, scratchFiles } from './catalogue-files';
import { openTestDatabase } from './helpers';
import { iso2709File, iso2709Record } from './marc-files';
import { openPostgresTestDatabase, postgresAdminUrl } from './postgres-database';

/**
 * The importer against a database: records become books and copies of the organisation,
 * matched by control number then ISBN, re-runs write nothing, broken records are refused with
 * their positions while the rest import, and no other library's rows are ever touched.
 */
const YTKJ = 1;
const DEMO2 = 2;
const file = scratchFiles();
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function importFile(
  path: string,
  orgId = YTKJ,
  options: { dryRun?: boolean; batchRecords?: number } = {},
) {
  return importCatalogue({
    db: handle.db,
    orgId,
    source: await openSource(path, 'auto'),
    ...options,
  });
}

const booksWithControl = (orgId: number, numbers: string[]) =>
  handle.db
    .select()
    .from(book)
    .where(and(eq(book.organizationId, orgId), inArray(book.controlNumber, numbers)))
    .orderBy(book.id);

/** PostgreSQL's row version: it changes with every write of the row. */
async function rowVersions(table: 'book' | 'book_copy', ids: number[]) {
  const result = (await handle.db.execute(
    sql`select id, xmin::text as version from ${sql.identifier(table)} where id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
  )) as unknown as { rows: { id: number; version: string }[] };
  return result.rows;
}

async function counts() {
  const [books] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(book);
  const [copies] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(bookCopy);
  const [locations] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(libraryLocation);
  return { books: books?.n, copies: copies?.n, locations: locations?.n };
}

async function addBook(
  orgId: number,
  values: { title: string; isbn13?: string; controlNumber?: string; barcode?: string },
) {
  const [row] = await handle.db
    .insert(book)
    .values({
      organizationId: orgId,
      title: values.title,
      isbn13: values.isbn13,
      controlNumber: values.controlNumber,
      ...bookSearchColumns({ title: values.title, isbn13: values.isbn13 }),
    })
    .returning({ id: book.id });
  const bookId = row?.id as number;
  if (values.barcode) {
    await handle.db
      .insert(bookCopy)
      .values({ organizationId: orgId, bookId, barcode: values.barcode });
  }
  return bookId;
}

describe('importing a catalogue', () => {
  const path = () =>
    file('mixed.mrc', iso2709File([marc21Book('a1'), marc8Book('a2'), cnmarcBook('a3')]));
  let mixed: string;

  it('makes books and their copies, creating the locations the library lacks', async () => {
    mixed = path();
    const summary = await importFile(mixed);
    expect(summary).toMatchObject({
      format: 'iso2709/marc21+cnmarc',
      imported: 3,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      copiesAdded: 3,
      locationsCreated: 3,
      errors: [],
    });
    const books = await booksWithControl(YTKJ, ['(TestLib)m21-a1', 'm8-a2', 'cn-a3']);
    expect(books.map((row) => [row.title, row.author, row.isbn13])).toEqual([
      ['The hobbit a1', 'Tolkien, J. R. R.', '9780395071229'],
      ['Café société à Québec a2', 'Brontë, Charlotte', null],
      ['红楼梦a3', '曹雪芹; 高鹗', '9787020002207'],
    ]);
    // Written with their search columns: searchable at once.
    expect(books.every((row) => row.searchTitle && row.searchTokens)).toBe(true);
    const copies = await handle.db
      .select({
        barcode: bookCopy.barcode,
        bookId: bookCopy.bookId,
        status: bookCopy.status,
        callNumber: bookCopy.callNumber,
        location: libraryLocation.name,
        current: bookCopy.currentLocationId,
        home: bookCopy.locationId,
      })
      .from(bookCopy)
      .innerJoin(libraryLocation, eq(libraryLocation.id, bookCopy.locationId))
      .where(inArray(bookCopy.barcode, ['M21-a1', 'M8-a2', 'CN-a3']))
      .orderBy(bookCopy.barcode);
    expect(
      copies.map(({ barcode, status, callNumber, location }) => [
        barcode,
        status,
        callNumber,
        location,
      ]),
    ).toEqual([
      ['CN-a3', CopyStatus.inLibrary, 'I242.4/12', '二楼书库'],
      ['M21-a1', CopyStatus.inLibrary, 'PZ8.T57 Ho', 'Juvenile'],
      ['M8-a2', CopyStatus.inLibrary, 'F BRO', 'Français'],
    ]);
    expect(copies.every((copy) => copy.current === copy.home)).toBe(true);
  });

  it('changes nothing when the same file is imported again, and writes no row', async () => {
    const books = await booksWithControl(YTKJ, ['(TestLib)m21-a1', 'm8-a2', 'cn-a3']);
    const copyIds = (
      await handle.db
        .select({ id: bookCopy.id })
        .from(bookCopy)
        .where(inArray(bookCopy.barcode, ['M21-a1', 'M8-a2', 'CN-a3']))
    ).map((c) => c.id);
    const before = {
      counts: await counts(),
      books: await rowVersions(
        'book',
        books.map((b) => b.id),
      ),
      copies: await rowVersions('book_copy', copyIds),
    };
    const summary = await importFile(mixed);
    expect(summary).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 3,
      rejected: 0,
      copiesAdded: 0,
      copiesUpdated: 0,
      locationsCreated: 0,
    });
    expect({
      counts: await counts(),
      books: await rowVersions(
        'book',
        books.map((b) => b.id),
      ),
      copies: await rowVersions('book_copy', copyIds),
    }).toEqual(before);
  });

  it('matches by control number first, then by ISBN, and updates the book it matched', async () => {
    const isbnOnly = await addBook(YTKJ, { title: 'Old catalogue entry', isbn13: '9787544253994' });
    const byIsbn = file(
      'isbn.mrc',
      iso2709File([
        cnmarcBook('m1', { title: '百年孤独', isbn: '978-7-5442-5399-4', barcodes: ['MX-1'] }),
      ]),
    );
    expect(await importFile(byIsbn)).toMatchObject({ imported: 0, updated: 1 });
    const [matched] = await handle.db.select().from(book).where(eq(book.id, isbnOnly));
    expect(matched).toMatchObject({
      title: '百年孤独',
      controlNumber: 'cn-m1',
      isbn13: '9787544253994',
    });
    expect(matched?.searchTitle).toBe('百年孤独');

    // The same control number with a corrected ISBN: the same book, its ISBN updated.
    const byControl = file(
      'control.mrc',
      iso2709File([
        cnmarcBook('m1', { title: '百年孤独', isbn: '978-7-5442-5400-7', barcodes: ['MX-1'] }),
      ]),
    );
    expect(await importFile(byControl)).toMatchObject({ imported: 0, updated: 1 });
    const [corrected] = await handle.db.select().from(book).where(eq(book.id, isbnOnly));
    expect(corrected?.isbn13).toBe('9787544254007');

    // Another record with that ISBN but its own control number stays another book.
    const other = file(
      'other.mrc',
      iso2709File([
        cnmarcBook('m2', {
          title: '百年孤独（另一版）',
          isbn: '978-7-5442-5400-7',
          barcodes: ['MX-2'],
        }),
      ]),
    );
    expect(await importFile(other)).toMatchObject({ imported: 1, updated: 0 });
    expect(await importFile(byControl)).toMatchObject({ unchanged: 1 });
    expect(await importFile(other)).toMatchObject({ unchanged: 1 });
  });

  it('moves a copy to the call number and location its holding now names', async () => {
    const moved = file('moved.mrc', iso2709File([marc21Book('v1', { location: 'Reference' })]));
    await importFile(file('before.mrc', iso2709File([marc21Book('v1')])));
    expect(await importFile(moved)).toMatchObject({
      updated: 1,
      copiesAdded: 0,
      copiesUpdated: 1,
      locationsCreated: 1,
    });
    const [copy] = await handle.db
      .select({
        location: libraryLocation.name,
        current: bookCopy.currentLocationId,
        home: bookCopy.locationId,
      })
      .from(bookCopy)
      .innerJoin(libraryLocation, eq(libraryLocation.id, bookCopy.locationId))
      .where(eq(bookCopy.barcode, 'M21-v1'));
    expect(copy).toMatchObject({ location: 'Reference' });
    expect(copy?.current).toBe(copy?.home);
  });

  it('refuses broken records with their positions while the others import', async () => {
    const broken = Buffer.from(iso2709Record(marc21Book('b2')));
    broken.write('x', 14, 'latin1'); // the base address
    const bytes = Buffer.concat([
      iso2709Record(marc21Book('b1')),
      broken,
      iso2709Record(marc21Book('b3')),
    ]);
    const summary = await importFile(file('broken.mrc', bytes));
    expect(summary).toMatchObject({ imported: 2, rejected: 1 });
    expect(summary.errors).toEqual([
      {
        record: 2,
        at: `byte ${iso2709Record(marc21Book('b1')).length}`,
        key: 'importBadLeader',
        params: { detail: 'base address is not 5 digits' },
      },
    ]);
    expect(
      (await booksWithControl(YTKJ, ['(TestLib)m21-b1', '(TestLib)m21-b2', '(TestLib)m21-b3'])).map(
        (b) => b.title,
      ),
    ).toEqual(['The hobbit b1', 'The hobbit b3']);
  });

  it("never touches another library's book or copy with the same ISBN and barcode", async () => {
    const theirs = await addBook(DEMO2, {
      title: 'Their copy',
      isbn13: '9780140328721',
      controlNumber: 'shared-1',
      barcode: 'SHARED-1',
    });
    const [theirCopy] = await handle.db
      .select({ id: bookCopy.id })
      .from(bookCopy)
      .where(eq(bookCopy.bookId, theirs));
    const before = {
      books: await rowVersions('book', [theirs]),
      copies: await rowVersions('book_copy', [theirCopy?.id as number]),
    };
    const record = marc21Book('s1', { isbn: '0140328726', title: 'Matilda', barcode: 'SHARED-1' });
    record.fields = record.fields.map((field) =>
      field[0] === '001' ? ['001', 'shared-1'] : field[0] === '003' ? ['003', ''] : field,
    );
    expect(await importFile(file('shared.mrc', iso2709File([record])))).toMatchObject({
      imported: 1,
      rejected: 0,
    });
    expect({
      books: await rowVersions('book', [theirs]),
      copies: await rowVersions('book_copy', [theirCopy?.id as number]),
    }).toEqual(before);
    const [ours] = await handle.db
      .select()
      .from(book)
      .where(and(eq(book.organizationId, YTKJ), eq(book.isbn13, '9780140328721')));
    expect(ours?.title).toBe('Matilda');
    expect(ours?.id).not.toBe(theirs);
  });

  it("finds a book by its copy's barcode, and refuses a record whose barcode is another book's", async () => {
    // A book catalogued without control number or ISBN (from a spreadsheet): its barcode finds it.
    const bare = await addBook(YTKJ, { title: 'Shelved book', barcode: 'BARE-1' });
    const found = await importFile(
      file('bare.mrc', iso2709File([marc21Book('t0', { barcode: 'BARE-1', isbn: '0261102214' })])),
    );
    expect(found).toMatchObject({ imported: 0, updated: 1, rejected: 0 });
    const [updated] = await handle.db.select().from(book).where(eq(book.id, bare));
    expect(updated).toMatchObject({ controlNumber: '(TestLib)m21-t0', isbn13: '9780261102217' });

    // A book whose ISBN says it is another book: its barcode is not this record's to take.
    await addBook(YTKJ, { title: 'Another book', isbn13: '9787020002214', barcode: 'TAKEN-1' });
    const summary = await importFile(
      file(
        'taken.mrc',
        iso2709File([marc21Book('t1', { barcode: 'TAKEN-1', isbn: '0261103342' })]),
      ),
    );
    expect(summary).toMatchObject({ imported: 0, updated: 0, rejected: 1 });
    expect(summary.errors[0]).toMatchObject({
      record: 1,
      key: 'importBarcodeTaken',
      params: { barcode: 'TAKEN-1', title: 'Another book' },
    });
    expect(await booksWithControl(YTKJ, ['(TestLib)m21-t1'])).toEqual([]);
  });

  it('reads a CSV of copies as books: rows of one book, one book with its copies, also across batches', async () => {
    const csv = [
      '题名,作者,ISBN,条码号,馆藏地点',
      '草房子,曹文轩,978-7-5346-4085-8,CF-1,少儿阅览室',
      '草房子,曹文轩,978-7-5346-4085-8,CF-2,少儿阅览室',
      '没有ISBN的书,佚名,,NI-1,',
      '没有ISBN的书,佚名,,NI-2,',
    ].join('\n');
    const path = file('copies.csv', csv);
    const before = await counts();
    const dry = await importFile(path, YTKJ, { dryRun: true, batchRecords: 1 });
    expect(dry).toMatchObject({
      dryRun: true,
      imported: 2,
      updated: 2,
      copiesAdded: 4,
      locationsCreated: 0,
    });
    expect(await counts()).toEqual(before);
    expect(await importFile(path, YTKJ, { batchRecords: 1 })).toMatchObject({
      imported: 2,
      updated: 2,
      copiesAdded: 4,
    });
    expect(await counts()).toEqual({
      ...before,
      books: (before.books ?? 0) + 2,
      copies: (before.copies ?? 0) + 4,
    });
    expect(await importFile(path, YTKJ, { batchRecords: 1 })).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 4,
    });
  });

  it('stops creating locations past the bound: a location column holding something else', async () => {
    const rows = Array.from(
      { length: MAX_NEW_LOCATIONS + 1 },
      (_, n) => `Bound ${n},LB-${n},2024-01-${n}`,
    );
    const summary = await importFile(
      file('locations.csv', ['title,barcode,location', ...rows].join('\n')),
    );
    expect(summary).toMatchObject({
      imported: MAX_NEW_LOCATIONS,
      rejected: 1,
      locationsCreated: MAX_NEW_LOCATIONS,
    });
    expect(summary.errors).toEqual([
      {
        record: MAX_NEW_LOCATIONS + 1,
        key: 'importTooManyLocations',
        params: { max: String(MAX_NEW_LOCATIONS), location: `2024-01-${MAX_NEW_LOCATIONS}` },
      },
    ]);
  });

  it('writes nothing in a dry run, and reports what a real run does', async () => {
    const path = file(
      'dry.mrc',
      iso2709File([
        cnmarcBook('d1'),
        cnmarcBook('d2', { barcodes: ['D2-1', 'D2-2'] }),
        marc21Book('d3', { location: 'Dry-run room' }),
      ]),
    );
    const before = await counts();
    const dry = await importFile(path, YTKJ, { dryRun: true });
    expect(await counts()).toEqual(before);
    const real = await importFile(path);
    const { dryRun: _dry, ...dryCounts } = dry;
    const { dryRun: _real, ...realCounts } = real;
    expect(dryCounts).toEqual(realCounts);
    expect(real).toMatchObject({ imported: 3, copiesAdded: 4, locationsCreated: 1 });
  });
});

const databases: [string, () => Promise<DatabaseHandle>][] = [
  ['PGlite', () => openTestDatabase()],
  ...(postgresAdminUrl
    ? [['PostgreSQL', openPostgresTestDatabase] as [string, () => Promise<DatabaseHandle>]]
    : []),
];

describe.each(databases)('two imports of one file at once (%s)', (_, open) => {
  let db: DatabaseHandle;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('make each book once: the second reads what the first committed', async () => {
    const records = Array.from({ length: 6 }, (_, n) =>
      cnmarcBook(`race-${n}`, { isbn: '978-7-5063-5064-1', barcodes: [`RACE-${n}`] }),
    );
    const path = file('race.iso', iso2709File(records));
    const run = async () =>
      importCatalogue({
        db: db.db,
        orgId: YTKJ,
        source: await openSource(path, 'auto'),
        batchRecords: 2,
      });
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.imported + b.imported).toBe(6);
    expect(a.imported + a.unchanged).toBe(6);
    expect(b.imported + b.unchanged).toBe(6);
    expect(a.rejected + b.rejected).toBe(0);
    const [{ n } = { n: 0 }] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(book)
      .where(and(eq(book.organizationId, YTKJ), sql`${book.controlNumber} like 'cn-race-%'`));
    expect(n).toBe(6);
  });
});
