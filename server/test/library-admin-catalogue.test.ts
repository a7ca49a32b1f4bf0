/**
 * The librarian's catalogue: Find, CopyStatus, records and copies by hand (Record/Save,
 * Copy/Add, Copy/Update, Locations), and the refusals beside them (a student's token, another
 * organisation's copy, record or location, a copy on loan or held, wrong and oversized bodies).
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  ApiPath,
  CopyStatus,
  type BookSearchResult,
  type CatalogueCopy,
  type CatalogueLocation,
  type CataloguePage,
  type CatalogueRecord,
} from '../../src/core/api/contract';
import { bookCopy, book, libraryLocation } from '../src/db/schema';
import { staffAudit } from '../src/db/tables/library-admin';
import { openTestDatabase } from './helpers';
import {
  DEMO2,
  YTKJ,
  copyStatus,
  desk,
  deskCalls,
  newCopies,
  newPatron,
  openDeskWorld,
  refusalOf,
  refused,
} from './library-admin-fixtures';

describe('catalogue (PGlite)', () => {
  const world = openDeskWorld(() => openTestDatabase());
  const { lendCall } = deskCalls(world);
  const find = (keyword: string, token = world.librarian) =>
    desk<CataloguePage>(world, ApiPath.catalogueFind, { keyword }, token);
  const setStatus = (barcode: string, status: string, token = world.librarian, note?: string) =>
    desk<CatalogueCopy>(world, ApiPath.catalogueCopyStatus, { barcode, status, note }, token);

  describe('who may call', () => {
    const calls: [string, object][] = [
      [ApiPath.catalogueFind, { keyword: 'x' }],
      [ApiPath.catalogueCopyStatus, { barcode: 'x', status: 'lost' }],
      [ApiPath.copyCataloguingSources, {}],
      [ApiPath.copyCataloguingSearch, { isbn: '9787020002207' }],
      [
        ApiPath.copyCataloguingTake,
        { source: 's', isbn: '9787020002207', recordid: '0123456789abcdef' },
      ],
      [ApiPath.catalogueRecordSave, { title: '学生不能建的书目' }],
      [ApiPath.catalogueLocations, {}],
      [ApiPath.catalogueCopyAdd, { recordid: 1, barcode: 'STU-1' }],
      [ApiPath.catalogueCopyUpdate, { barcode: 'STU-1' }],
    ];
    it('refuses a student’s and a teacher’s token (403) and no token (401)', async () => {
      const student = await newPatron(world.db, YTKJ);
      const teacher = await newPatron(world.db, YTKJ, { teacher: true });
      for (const [path, body] of calls) {
        expect((await desk(world, path, body, student.token)).status, path).toBe(403);
        expect((await desk(world, path, body, teacher.token)).status, path).toBe(403);
        expect((await desk(world, path, body, undefined)).status, path).toBe(401);
      }
    });

    it('refuses a wrong status, an empty keyword and oversized values (400)', async () => {
      const bad: [string, object][] = [
        [ApiPath.catalogueCopyStatus, { barcode: 'x', status: 'sold' }],
        [ApiPath.catalogueCopyStatus, { barcode: 'x'.repeat(33), status: 'lost' }],
        [ApiPath.catalogueCopyStatus, { barcode: 'x', status: 'lost', note: 'n'.repeat(201) }],
        [ApiPath.catalogueFind, { keyword: '' }],
        [ApiPath.catalogueFind, { keyword: 'k'.repeat(101) }],
        [ApiPath.catalogueFind, { keyword: 'k', pagesize: 51 }],
        [ApiPath.copyCataloguingSearch, { isbn: 'not an isbn' }],
        [ApiPath.copyCataloguingTake, { source: 's', isbn: '9787020002207', recordid: 'zz' }],
        [ApiPath.catalogueRecordSave, {}],
        [ApiPath.catalogueRecordSave, { title: 't'.repeat(601) }],
        [ApiPath.catalogueRecordSave, { title: { zh: '题名' } }],
        [ApiPath.catalogueRecordSave, { title: 't', year: 'next year' }],
        [ApiPath.catalogueRecordSave, { title: 't', year: 2020.5 }],
        [ApiPath.catalogueRecordSave, { title: 't', isbn: '9'.repeat(41) }],
        [ApiPath.catalogueRecordSave, { title: 't', summary: 's'.repeat(8001) }],
        [ApiPath.catalogueRecordSave, { title: 't', requestid: 'not-a-uuid' }],
        [ApiPath.catalogueRecordSave, { id: 0, title: 't' }],
        [ApiPath.catalogueCopyAdd, { recordid: 'one', barcode: 'B-1' }],
        [ApiPath.catalogueCopyAdd, { recordid: 1, barcode: 'B'.repeat(65) }],
        [ApiPath.catalogueCopyAdd, { recordid: 1, barcode: 'B-1', locationid: -1 }],
        [ApiPath.catalogueCopyUpdate, { callnumber: 'I247' }],
      ];
      for (const [path, body] of bad) {
        expect((await desk(world, path, body, world.librarian)).status, path).toBe(400);
      }
    });
  });

  describe('Find', () => {
    it('finds a record by title, by ISBN and by a copy’s barcode, with its copies', async () => {
      const copies = await newCopies(world.db, YTKJ, [CopyStatus.inLibrary, CopyStatus.lost]);
      const [row] = await world.db
        .update(book)
        .set({ isbn13: '9787020002207', isbn10: '7020002207' })
        .where(eq(book.id, copies.bookId))
        .returning({ title: book.title });
      const title = row?.title ?? '';
      for (const keyword of [title, '978-7-02-000220-7', copies.barcodes[1] ?? '']) {
        const answer = await find(keyword);
        expect(answer.body.code, keyword).toBe(0);
        const found = answer.body.data.list.find((record) => record.id === copies.bookId);
        expect(found, keyword).toMatchObject({ title, isbn: '9787020002207' });
        expect(found?.copies.map((copy) => [copy.barcode, copy.status])).toEqual([
          [copies.barcodes[0], CopyStatus.inLibrary],
          [copies.barcodes[1], CopyStatus.lost],
        ]);
      }
    });

    it('shows a copy on loan with its due date', async () => {
      const patron = await newPatron(world.db, YTKJ);
      const copies = await newCopies(world.db, YTKJ);
      const barcode = copies.barcodes[0] ?? '';
      expect((await lendCall(patron.code, barcode)).body.code).toBe(0);
      const [copy] = (await find(barcode)).body.data.list[0]?.copies ?? [];
      expect(copy?.status).toBe(CopyStatus.borrowed);
      expect(Date.parse(copy?.duetime ?? '')).toBeGreaterThan(world.clock);
    });

    it('never finds another organisation’s records', async () => {
      const copies = await newCopies(world.db, DEMO2);
      const barcode = copies.barcodes[0] ?? '';
      expect((await find(barcode)).body.data.total).toBe(0);
      expect((await find(barcode, world.demo2Librarian)).body.data.total).toBe(1);
    });

    it('takes % and _ as themselves', async () => {
      const answer = await find('%_%');
      expect(answer.body.code).toBe(0);
      expect(answer.body.data.total).toBe(0);
    });
  });

  describe('CopyStatus', () => {
    it('withdraws, marks lost and damaged, and finds again, each audited before and after', async () => {
      const copies = await newCopies(world.db, YTKJ);
      const barcode = copies.barcodes[0] ?? '';
      const copyId = copies.copyIds[0] ?? 0;
      const steps: [string, number][] = [
        ['damaged', CopyStatus.damaged],
        ['withdraw', CopyStatus.weeded],
        ['found', CopyStatus.inLibrary],
        ['lost', CopyStatus.lost],
        ['found', CopyStatus.inLibrary],
      ];
      for (const [change, status] of steps) {
        const answer = await setStatus(barcode, change, world.librarian, '书脊破损');
        expect(answer.body.code, change).toBe(0);
        expect(answer.body.data).toMatchObject({ barcode, status });
        expect(await copyStatus(world.db, copyId)).toBe(status);
      }
      const audit = await world.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.target, barcode), eq(staffAudit.action, 'copyStatus')))
        .orderBy(desc(staffAudit.id));
      expect(audit).toHaveLength(steps.length);
      expect(audit[0]?.detail).toMatchObject({
        change: 'found',
        before: CopyStatus.lost,
        after: CopyStatus.inLibrary,
        note: '书脊破损',
      });
    });

    it('refuses to withdraw a copy on loan and says until when', async () => {
      const patron = await newPatron(world.db, YTKJ);
      const copies = await newCopies(world.db, YTKJ);
      const barcode = copies.barcodes[0] ?? '';
      expect((await lendCall(patron.code, barcode)).body.code).toBe(0);
      for (const change of ['withdraw', 'lost', 'damaged']) {
        const answer = await setStatus(barcode, change);
        expect(refusalOf(answer.body), change).toEqual(refused('copyOnLoan'));
        expect(answer.body.msg).toMatch(/已借出（应还日期 \d{4}-\d{2}-\d{2}）/);
      }
      expect(await copyStatus(world.db, copies.copyIds[0] ?? 0)).toBe(CopyStatus.borrowed);
      const en = await desk(
        world,
        ApiPath.catalogueCopyStatus,
        { barcode, status: 'withdraw' },
        world.librarian,
        'en',
      );
      expect(en.body.msg).toMatch(/^This copy is on loan \(due \d{4}-\d{2}-\d{2}\)/);
    });

    it('refuses a held copy, the same status, found for a copy on the shelf, a sold copy', async () => {
      const copies = await newCopies(world.db, YTKJ, [
        CopyStatus.preBorrowed,
        CopyStatus.lost,
        CopyStatus.inLibrary,
        CopyStatus.sold,
      ]);
      const [held, lost, shelf, sold] = copies.barcodes as [string, string, string, string];
      expect(refusalOf((await setStatus(held, 'withdraw')).body)).toEqual(refused('copyHeld'));
      expect(refusalOf((await setStatus(lost, 'lost')).body)).toEqual(refused('sameStatus'));
      expect(refusalOf((await setStatus(shelf, 'found')).body)).toEqual(refused('notMissing'));
      expect(refusalOf((await setStatus(sold, 'found')).body)).toEqual(refused('copyGone'));
      const statuses = await world.db
        .select({ status: bookCopy.status })
        .from(bookCopy)
        .where(eq(bookCopy.bookId, copies.bookId))
        .orderBy(bookCopy.id);
      expect(statuses.map(({ status }) => status)).toEqual([
        CopyStatus.preBorrowed,
        CopyStatus.lost,
        CopyStatus.inLibrary,
        CopyStatus.sold,
      ]);
    });

    it('does not find another organisation’s copy, and leaves it as it was', async () => {
      const copies = await newCopies(world.db, DEMO2);
      const answer = await setStatus(copies.barcodes[0] ?? '', 'lost');
      expect(refusalOf(answer.body)).toEqual(refused('copyNotFound'));
      expect(await copyStatus(world.db, copies.copyIds[0] ?? 0)).toBe(CopyStatus.inLibrary);
    });

    it('a withdrawn copy can no longer be lent', async () => {
      const patron = await newPatron(world.db, YTKJ);
      const copies = await newCopies(world.db, YTKJ);
      const barcode = copies.barcodes[0] ?? '';
      expect((await setStatus(barcode, 'withdraw')).body.code).toBe(0);
      expect(refusalOf((await lendCall(patron.code, barcode)).body)).toEqual(
        refused('copyNotAvailable'),
      );
    });
  });

  describe('records and copies by hand', () => {
    let serial = 0;
    /** A word no seeded title has, so a search for it finds only what the test saved. */
    const word = () => `Zq${process.pid}x${++serial}wv`;
    const save = (body: object, token = world.librarian, lang: 'zh' | 'en' = 'zh') =>
      desk<CatalogueRecord>(world, ApiPath.catalogueRecordSave, body, token, lang);
    const addCopy = (body: object, token = world.librarian) =>
      desk<CatalogueCopy>(world, ApiPath.catalogueCopyAdd, body, token);
    const updateCopy = (body: object, token = world.librarian) =>
      desk<CatalogueCopy>(world, ApiPath.catalogueCopyUpdate, body, token);
    /** The readers' search (public, as a reader of the library would type it). */
    const readerSearch = async (keyword: string) => {
      const answer = await desk<BookSearchResult>(
        world,
        ApiPath.bookSearch,
        { keyword, organizationid: YTKJ },
        undefined,
      );
      expect(answer.body.code, answer.body.msg).toBe(0);
      return answer.body.data.list.map((hit) => hit.bookid);
    };
    const auditOf = (target: string, action: 'recordSave' | 'copyAdd' | 'copyUpdate') =>
      world.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.target, target), eq(staffAudit.action, action)))
        .orderBy(desc(staffAudit.id));
    const newLocation = async (organizationId: number, name: string) => {
      const [row] = await world.db
        .insert(libraryLocation)
        .values({ organizationId, name })
        .returning({ id: libraryLocation.id });
      return row?.id ?? 0;
    };
    /** A valid ISBN-13 (979-8, then digits of this run) no other test uses. */
    let isbnSerial = 0;
    const freshIsbn = () => {
      const body = `9798${String(process.pid % 1000).padStart(3, '0')}${String(++isbnSerial).padStart(5, '0')}`;
      const sum = [...body].reduce((n, c, i) => n + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
      return `${body}${(10 - (sum % 10)) % 10}`;
    };

    it('creates a record the readers’ search finds at once, and audits it', async () => {
      const title = `${word()} 手工编目`;
      const isbn = freshIsbn();
      const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 12)}-${isbn.slice(12)}`;
      const answer = await save({
        title: `  ${title} `,
        author: '编目员',
        publisher: '测试出版社',
        year: 2020,
        isbn: hyphenated,
        callnumber: 'I247/Z1',
        summary: '一本手工编目的书。',
      });
      expect(answer.body.code, answer.body.msg).toBe(0);
      const record = answer.body.data;
      expect(record).toMatchObject({
        title,
        author: '编目员',
        publisher: '测试出版社',
        year: 2020,
        isbn,
        callnumber: 'I247/Z1',
        summary: '一本手工编目的书。',
        copies: [],
      });
      expect(await readerSearch(title.split(' ')[0] ?? '')).toEqual([record.id]);
      expect(await readerSearch(isbn)).toContain(record.id);
      expect(await readerSearch(hyphenated)).toContain(record.id);
      const [stored] = await world.db
        .select({ isbn13: book.isbn13, orgId: book.organizationId })
        .from(book)
        .where(eq(book.id, record.id));
      expect(stored).toEqual({ isbn13: isbn, orgId: YTKJ });
      const audit = await auditOf(`book ${record.id}`, 'recordSave');
      expect(audit).toHaveLength(1);
      expect(audit[0]?.detail).toMatchObject({ before: null, after: { title, isbn13: isbn } });
    });

    it('edits a record: the search finds the new title, not the old, and the audit has both', async () => {
      const [oldWord, newWord] = [word(), word()];
      const created = (await save({ title: oldWord, author: '旧作者', year: 1999 })).body.data;
      const edited = await save({ id: created.id, title: `${newWord} 新版`, year: 2001 });
      expect(edited.body.code, edited.body.msg).toBe(0);
      // What the form left out is cleared.
      expect(edited.body.data).toMatchObject({
        id: created.id,
        title: `${newWord} 新版`,
        author: null,
        year: 2001,
      });
      expect(await readerSearch(newWord)).toEqual([created.id]);
      expect(await readerSearch(oldWord)).toEqual([]);
      const audit = await auditOf(`book ${created.id}`, 'recordSave');
      expect(audit).toHaveLength(2);
      expect(audit[0]?.detail).toMatchObject({
        before: { title: oldWord, author: '旧作者', publishYear: 1999 },
        after: { title: `${newWord} 新版`, author: null, publishYear: 2001 },
      });
    });

    it('refuses an ISBN another record of the library has, naming that record', async () => {
      const isbn = freshIsbn();
      const first = (await save({ title: `${word()} 甲`, isbn })).body.data;
      const second = await save({
        title: `${word()} 乙`,
        isbn: `${isbn.slice(0, 3)}-${isbn.slice(3)}`,
      });
      expect(refusalOf(second.body)).toEqual(refused('isbnTaken'));
      expect(second.body.data).toMatchObject({
        field: 'isbn',
        recordid: first.id,
        detail: first.title,
      });
      expect(second.body.msg).toContain(first.title);
      // Editing the record that has it keeps it; another record taking it is refused too.
      expect((await save({ id: first.id, title: first.title, isbn })).body.code).toBe(0);
      const other = (await save({ title: `${word()} 丙` })).body.data;
      expect(refusalOf((await save({ id: other.id, title: other.title, isbn })).body)).toEqual(
        refused('isbnTaken'),
      );
      // Another library's record may have the same ISBN.
      expect((await save({ title: `${word()} 丁`, isbn }, world.demo2Librarian)).body.code).toBe(0);
    });

    it('refuses a bad check digit, an empty title and a year out of range, by field', async () => {
      const title = word();
      const cases: [object, string, string][] = [
        [{ title, isbn: '978-7-5063-6543-8' }, 'badIsbn', 'isbn'],
        [{ title, isbn: '7-5063-6543-3' }, 'badIsbn', 'isbn'],
        [{ title: '   ' }, 'badValue', 'title'],
        [{ title: 't'.repeat(301) }, 'badValue', 'title'],
        [{ title, year: 999 }, 'badValue', 'year'],
        [{ title, year: new Date().getUTCFullYear() + 2 }, 'badValue', 'year'],
        [{ title, author: 'a'.repeat(201) }, 'badValue', 'author'],
      ];
      for (const [body, refusal, field] of cases) {
        const answer = await save(body);
        expect(refusalOf(answer.body), JSON.stringify(body)).toEqual(refused(refusal));
        expect(answer.body.data).toMatchObject({ field });
      }
      const en = await save({ title, year: 999 }, world.librarian, 'en');
      expect(en.body.msg).toMatch(/^Year: /);
      expect(await readerSearch(title)).toEqual([]);
      // A right check digit, 10 or 13 digits, passes.
      expect((await save({ title, isbn: '7-5063-6543-x' })).body.data.isbn).toBe('9787506365437');
    });

    it('answers another organisation’s record as not found and leaves it as it was', async () => {
      const theirs = (await save({ title: `${word()} 外馆` }, world.demo2Librarian)).body.data;
      const answer = await save({ id: theirs.id, title: '改掉' });
      expect(answer.status).toBe(404);
      const [row] = await world.db
        .select({ title: book.title })
        .from(book)
        .where(eq(book.id, theirs.id));
      expect(row?.title).toBe(theirs.title);
      expect(
        refusalOf((await addCopy({ recordid: theirs.id, barcode: `X-${serial}` })).body),
      ).toEqual(refused('bookNotFound'));
    });

    it('a double submit with one requestid makes one record', async () => {
      const title = `${word()} 双击`;
      const requestid = randomUUID();
      const body = { requestid, title, isbn: freshIsbn() };
      const [a, b] = await Promise.all([save(body), save(body)]);
      const again = await save(body);
      for (const answer of [a, b, again]) expect(answer.body.code, answer.body.msg).toBe(0);
      const ids = new Set([a, b, again].map((answer) => answer.body.data.id));
      expect(ids.size).toBe(1);
      const rows = await world.db.select({ id: book.id }).from(book).where(eq(book.title, title));
      expect(rows).toHaveLength(1);
      expect(await auditOf(`book ${rows[0]?.id}`, 'recordSave')).toHaveLength(1);
      // Another requestid is another record (the ISBN is then taken).
      expect(refusalOf((await save({ ...body, requestid: randomUUID() })).body)).toEqual(
        refused('isbnTaken'),
      );
    });

    it('adds copies and edits them: barcodes unique, locations the library’s, audited', async () => {
      const record = (await save({ title: `${word()} 复本`, callnumber: 'K825/Q1' })).body.data;
      const shelf = await newLocation(YTKJ, `手工书库${serial}`);
      const theirShelf = await newLocation(DEMO2, `外馆书库${serial}`);
      const locations = await desk<CatalogueLocation[]>(
        world,
        ApiPath.catalogueLocations,
        {},
        world.librarian,
      );
      expect(locations.body.data).toContainEqual({ id: shelf, name: `手工书库${serial}` });
      expect(locations.body.data.map(({ id }) => id)).not.toContain(theirShelf);

      const barcode = `HC-${process.pid}-${serial}`;
      const added = await addCopy({
        recordid: record.id,
        barcode: ` ${barcode} `,
        locationid: shelf,
      });
      expect(added.body.code, added.body.msg).toBe(0);
      expect(added.body.data).toMatchObject({
        barcode,
        callnumber: 'K825/Q1',
        location: `手工书库${serial}`,
        status: CopyStatus.inLibrary,
      });
      expect((await find(barcode)).body.data.list[0]?.id).toBe(record.id);
      expect((await auditOf(barcode, 'copyAdd'))[0]?.detail).toMatchObject({ before: null });

      const taken = await addCopy({ recordid: record.id, barcode });
      expect(refusalOf(taken.body)).toEqual(refused('barcodeTaken'));
      expect(taken.body.data).toMatchObject({ field: 'barcode' });
      for (const bad of ['含中文', 'A B', 'a'.repeat(33), '   ']) {
        const answer = await addCopy({ recordid: record.id, barcode: bad });
        expect(refusalOf(answer.body), bad).toEqual(refused('badValue'));
      }
      const foreign = await addCopy({
        recordid: record.id,
        barcode: `${barcode}-2`,
        locationid: theirShelf,
      });
      expect(refusalOf(foreign.body)).toEqual(refused('locationNotFound'));
      expect(foreign.body.data).toMatchObject({ field: 'locationid' });

      const updated = await updateCopy({ barcode, callnumber: 'K825/Q2' });
      expect(updated.body.data).toMatchObject({ barcode, callnumber: 'K825/Q2', location: null });
      expect((await auditOf(barcode, 'copyUpdate'))[0]?.detail).toMatchObject({
        before: { callNumber: 'K825/Q1', locationId: shelf },
        after: { callNumber: 'K825/Q2', locationId: null },
      });
      expect(refusalOf((await updateCopy({ barcode, locationid: theirShelf })).body)).toEqual(
        refused('locationNotFound'),
      );
      const theirs = await newCopies(world.db, DEMO2);
      expect(
        refusalOf((await updateCopy({ barcode: theirs.barcodes[0] ?? '', callnumber: 'X' })).body),
      ).toEqual(refused('copyNotFound'));
    });
  });
});
