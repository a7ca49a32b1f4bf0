/**
 * Copy cataloguing against a real SRU server: Debian's yaz-ztest, started here on a free port.
 *
 * What yaz-ztest serves (man yaz-ztest, and checked here): it accepts any CQL query, the
 * `bath.isbn=` and `dc.identifier=` ones included, answers a hit count of its own (0–24, or a
 * bare numeric term's value) and returns its 24 built-in MARC 21 records from position 1 —
 * whatever the ISBN. The first is "How to program a computer" (001 11224466, 003 DLC); only
 * one of them carries an 020 (0839108826). So these tests check the real exchange (request,
 * MARCXML answer, parsing, taking a record) and the ISBN marking, not the server's matching.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  type CataloguingSource,
  type CopyCataloguingSearchResult,
  type CopyCataloguingTakeResult,
} from '../../src/core/api/contract';
import {
  isbnQuery,
  parseSruResponse,
  searchRetrieveUrl,
  sruSearch,
  SruError,
} from '../src/cataloguing/sru';
import { book, bookCopy } from '../src/db/schema';
import { staffAudit } from '../src/db/tables/library-admin';
import { cataloguingSource } from '../src/db/tables/library-admin-catalogue';
import { openTestDatabase } from './helpers';
import {
  DEMO2,
  YTKJ,
  desk,
  newCopies,
  openDeskWorld,
  refusalOf,
  refused,
} from './library-admin-fixtures';
import { freePort, startZtest, type Ztest } from './yaz-ztest';

const ISBN = '0-8391-0882-6';

describe('ISBN queries and SRU answers', () => {
  it('asks for both forms of an ISBN, quoted, in the index asked for', () => {
    expect(isbnQuery('978-0-13-110362-7')).toBe(
      'bath.isbn="9780131103627" or bath.isbn="0131103628"',
    );
    expect(isbnQuery('0131103628', 'dc.identifier')).toBe(
      'dc.identifier="9780131103627" or dc.identifier="0131103628"',
    );
    expect(isbnQuery('702000220X')).toBe('bath.isbn="9787020002207" or bath.isbn="702000220X"');
    expect(isbnQuery('979-10-90636-07-1')).toBe('bath.isbn="9791090636071"');
    // A mistyped digit: the check digit is wrong.
    expect(isbnQuery('9787020002208')).toBeNull();
    expect(isbnQuery('0131103627')).toBeNull();
    expect(isbnQuery('" or 1=1')).toBeNull();
  });

  it('builds the searchRetrieve URL on the source’s base URL, keeping its own parameters', () => {
    const url = new URL(searchRetrieveUrl('http://sru.example/db?x-key=1', 'bath.isbn="1"', 10));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'x-key': '1',
      version: '1.1',
      operation: 'searchRetrieve',
      query: 'bath.isbn="1"',
      maximumRecords: '10',
      recordSchema: 'marcxml',
      recordPacking: 'xml',
    });
  });

  it('reads a record sent as an escaped string, and refuses a diagnostic or a non-SRU body', () => {
    const record =
      '<record xmlns="http://www.loc.gov/MARC21/slim"><leader>00000nam a2200000 a 4500</leader>' +
      '<datafield tag="020" ind1=" " ind2=" "><subfield code="a">7020002207</subfield></datafield>' +
      '<datafield tag="245" ind1="1" ind2="0"><subfield code="a">红楼梦 &amp; 其他</subfield></datafield>' +
      '<datafield tag="852" ind1=" " ind2=" "><subfield code="p">THEIR-BARCODE</subfield></datafield></record>';
    const escaped = record.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const answer = parseSruResponse(
      `<srw:searchRetrieveResponse xmlns:srw="http://www.loc.gov/zing/srw/"><srw:numberOfRecords>1</srw:numberOfRecords><srw:records><srw:record><srw:recordData>${escaped}</srw:recordData></srw:record></srw:records></srw:searchRetrieveResponse>`,
    );
    expect(answer.total).toBe(1);
    const [first] = answer.records;
    expect(first && 'record' in first && first.record.book).toMatchObject({
      title: '红楼梦 & 其他',
      isbn13: '9787020002207',
    });
    // The source's own holdings never become copies here.
    expect(first && 'record' in first && first.record.holdings).toEqual([]);
    expect(() =>
      parseSruResponse(
        '<searchRetrieveResponse><diagnostics><diagnostic><uri>info:srw/diagnostic/1/10</uri><message>Query syntax error</message></diagnostic></diagnostics></searchRetrieveResponse>',
      ),
    ).toThrow(/Query syntax error/);
    expect(() => parseSruResponse('<html>Not found</html>')).toThrow(SruError);
  });
});

describe('copy cataloguing against yaz-ztest', () => {
  const world = openDeskWorld(() => openTestDatabase());
  let ztest: Ztest | undefined;
  let baseUrl = '';

  beforeAll(async () => {
    ztest = await startZtest();
    baseUrl = `http://127.0.0.1:${ztest.port}/Default`;
    await world.db.insert(cataloguingSource).values([
      { organizationId: YTKJ, name: 'ztest', baseUrl, allowPrivate: true },
      // The same server, not allowed by an admin: the address filter refuses it.
      { organizationId: YTKJ, name: 'ztest-unallowed', baseUrl },
    ]);
  });
  afterAll(() => {
    ztest?.stop();
  });

  const search = (body: object, token = world.librarian) =>
    desk<CopyCataloguingSearchResult>(world, ApiPath.copyCataloguingSearch, body, token);
  const take = (body: object, token = world.librarian) =>
    desk<CopyCataloguingTakeResult>(world, ApiPath.copyCataloguingTake, body, token);

  it('the SRU client reads yaz-ztest’s MARCXML: a bare number is its hit count', async () => {
    const answer = await sruSearch({ baseUrl, allowPrivate: true }, '3');
    expect(answer.total).toBe(3);
    expect(answer.records).toHaveLength(3);
    const [first] = answer.records;
    expect(first && 'record' in first && first.record.book).toMatchObject({
      title: 'How to program a computer',
      author: 'Jack Collins',
      controlNumber: '(DLC)11224466',
    });
  });

  it('lists the organisation’s sources; the demo seeds one in YTKJ, none in DEMO2', async () => {
    const mine = await desk<CataloguingSource[]>(
      world,
      ApiPath.copyCataloguingSources,
      {},
      world.librarian,
    );
    expect(mine.body.data.map(({ name }) => name)).toEqual([
      'Library of Congress',
      'ztest',
      'ztest-unallowed',
    ]);
    const theirs = await desk<CataloguingSource[]>(
      world,
      ApiPath.copyCataloguingSources,
      {},
      world.demo2Librarian,
    );
    expect(theirs.body.data).toEqual([]);
  });

  it('searches by ISBN and takes a candidate with a first copy, audited', async () => {
    const found = await search({ isbn: ISBN, source: 'ztest' });
    expect(found.body.code).toBe(0);
    const { candidates, total } = found.body.data;
    expect(total).toBeGreaterThan(0);
    expect(candidates.length).toBeGreaterThan(0);
    const first = candidates.find((c) => c.controlnumber === '(DLC)11224466');
    expect(first).toMatchObject({ title: 'How to program a computer', existingid: null });
    expect(candidates.filter((c) => c.isbnmatch).every((c) => c.isbn === '9780839108825')).toBe(
      true,
    );

    const taken = await take({
      source: 'ztest',
      isbn: ISBN,
      recordid: first?.recordid,
      barcode: `ZT${process.pid}`,
      callnumber: 'TP3/1',
    });
    expect(taken.body.code).toBe(0);
    expect(taken.body.data).toMatchObject({
      title: 'How to program a computer',
      outcome: 'imported',
      barcode: `ZT${process.pid}`,
    });
    const [copy] = await world.db
      .select({ bookId: bookCopy.bookId, status: bookCopy.status, call: bookCopy.callNumber })
      .from(bookCopy)
      .where(and(eq(bookCopy.organizationId, YTKJ), eq(bookCopy.barcode, `ZT${process.pid}`)));
    expect(copy).toEqual({
      bookId: taken.body.data.bookid,
      status: CopyStatus.inLibrary,
      call: 'TP3/1',
    });
    const [audit] = await world.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'takeRecord'), eq(staffAudit.target, `ZT${process.pid}`)));
    expect(audit?.detail).toMatchObject({ outcome: 'imported', before: null, source: 'ztest' });

    // Found again, the record is this library's book now: taking it again adds no second book.
    const again = await search({ isbn: ISBN, source: 'ztest' });
    const same = again.body.data.candidates.find((c) => c.recordid === first?.recordid);
    expect(same?.existingid).toBe(taken.body.data.bookid);
    const retaken = await take({ source: 'ztest', isbn: ISBN, recordid: first?.recordid });
    expect(retaken.body.data).toMatchObject({
      bookid: taken.body.data.bookid,
      outcome: 'unchanged',
    });
    const books = await world.db
      .select({ id: book.id })
      .from(book)
      .where(and(eq(book.organizationId, YTKJ), eq(book.controlNumber, '(DLC)11224466')));
    expect(books).toHaveLength(1);
  });

  it('refuses a barcode the library uses, and a record the source no longer returns', async () => {
    const copies = await newCopies(world.db, YTKJ);
    const found = await search({ isbn: ISBN, source: 'ztest' });
    const recordid = found.body.data.candidates[0]?.recordid;
    const used = await take({ source: 'ztest', isbn: ISBN, recordid, barcode: copies.barcodes[0] });
    expect(refusalOf(used.body)).toEqual(refused('barcodeTaken'));
    const gone = await take({ source: 'ztest', isbn: ISBN, recordid: '0000000000000000' });
    expect(refusalOf(gone.body)).toEqual(refused('recordNotFound'));
  });

  it('refuses a private address an admin did not allow, before any record is read', async () => {
    const answer = await search({ isbn: ISBN, source: 'ztest-unallowed' });
    expect(refusalOf(answer.body)).toEqual(refused('sourceAddressRefused'));
  });

  it('refuses a bad ISBN, an unknown source, and another organisation’s source', async () => {
    expect(refusalOf((await search({ isbn: '9787020002208', source: 'ztest' })).body)).toEqual(
      refused('badIsbn'),
    );
    expect(refusalOf((await search({ isbn: ISBN, source: 'nowhere' })).body)).toEqual(
      refused('sourceNotFound'),
    );
    // DEMO2 has no source: neither YTKJ's by name nor a default.
    for (const body of [{ isbn: ISBN, source: 'ztest' }, { isbn: ISBN }]) {
      const answer = await search(body, world.demo2Librarian);
      expect(refusalOf(answer.body)).toEqual(refused('sourceNotFound'));
    }
    expect(DEMO2).not.toBe(YTKJ);
  });

  it('says what went wrong when the source answers no SRU', async () => {
    await world.db.insert(cataloguingSource).values({
      organizationId: DEMO2,
      name: 'closed',
      // A port nothing listens on (the test's own, closed again).
      baseUrl: `http://127.0.0.1:${await freePort()}/Default`,
      allowPrivate: true,
    });
    const answer = await search({ isbn: ISBN }, world.demo2Librarian);
    expect(refusalOf(answer.body)).toEqual(refused('sourceFailed'));
    expect(answer.body.msg).toMatch(/^套录数据源没有给出可用的回答：unreachable/);
  });
});
