/**
 * Copy cataloguing over Z39.50: the BER reader and writer, the client against a real server
 * (Debian's yaz-ztest, which answers Z39.50 and SRU on one port), a search and a take through
 * the routes with a Z39.50 source, and hostile servers (tiny net servers here) that send
 * garbage, an endless length, too much, nothing, or close early.
 *
 * What yaz-ztest answers (man yaz-ztest, and checked here): a hit count of its own, or the value
 * of a term's leading digits (an ISBN's, wrapped to 32 bits), and its 24 built-in MARC 21
 * records in USMARC from position 1 — whatever the ISBN. The first is "How to program a
 * computer" (001 11224466, 003 DLC), the record the SRU suite reads as MARCXML.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  parseZ3950Address,
  type CopyCataloguingSearchResult,
  type CopyCataloguingTakeResult,
} from '../../src/core/api/contract';
import {
  BER_LIMITS,
  BerError,
  BerScanner,
  childOf,
  constructed,
  decodeBer,
  INDEFINITE,
  integerContent,
  integerOf,
  oidContent,
  oidOf,
  primitive,
  readHeader,
  textOf,
  Universal,
} from '../src/cataloguing/ber';
import { isbnForms, sruSearch, SruError } from '../src/cataloguing/sru';
import {
  initRequest,
  isbnRpn,
  presentRequest,
  searchRequest,
  z3950Search,
  type Z3950Options,
} from '../src/cataloguing/z3950';
import { book, bookCopy } from '../src/db/schema';
import { cataloguingSource } from '../src/db/tables/library-admin-catalogue';
import { openTestDatabase } from './helpers';
import {
  DEMO2,
  YTKJ,
  desk,
  newPatron,
  openDeskWorld,
  refusalOf,
  refused,
} from './library-admin-fixtures';
import { zoneLookup } from './rss-feed-server';
import { startZtest, type Ztest } from './yaz-ztest';

const ISBN = '0-8391-0882-6';
const FORMS = isbnForms(ISBN) ?? [];

/** [25] (indefinite) { [24] 1, [28] (indefinite) { SEQUENCE (indefinite) { OCTET STRING "ab" } } } */
const INDEFINITE_ANSWER = Buffer.from(
  ['b980', '980101', 'bc80', '3080', '04026162', '0000', '0000', '0000'].join(''),
  'hex',
);

describe('BER', () => {
  it('writes and reads tags of one and several bytes, short and long lengths', () => {
    for (const tag of [0, 30, 31, 105, 127, 128, 211, 16_383, 2_000_000]) {
      for (const length of [0, 1, 127, 128, 255, 256, 70_000]) {
        const content = Buffer.alloc(length, 0x41);
        const node = decodeBer(primitive('context', tag, content));
        expect(node).toMatchObject({ cls: 'context', tag, constructed: false });
        expect(node.value.equals(content)).toBe(true);
      }
    }
    const nested = decodeBer(
      constructed('application', 5, [
        primitive('universal', Universal.octetString, Buffer.from('abc')),
        constructed('private', 300, [primitive('context', 1, Buffer.alloc(0))]),
      ]),
    );
    expect(nested.children.map(({ cls, tag }) => [cls, tag])).toEqual([
      ['universal', 4],
      ['private', 300],
    ]);
    expect(textOf(nested.children[0]!)).toBe('abc');
    expect(childOf(nested.children[1]!, 1)?.value.length).toBe(0);
  });

  it('writes integers in as few bytes as two’s complement needs, and reads them back', () => {
    const cases: [number, string][] = [
      [0, '00'],
      [127, '7f'],
      [128, '0080'],
      [256, '0100'],
      [-1, 'ff'],
      [-128, '80'],
      [-129, 'ff7f'],
      [1_048_576, '100000'],
      [2 ** 40, '010000000000'],
    ];
    for (const [n, hex] of cases) {
      expect(integerContent(n).toString('hex')).toBe(hex);
      expect(integerOf(decodeBer(primitive('universal', 2, integerContent(n))))).toBe(n);
    }
    expect(() => integerOf(decodeBer(primitive('universal', 2, Buffer.alloc(7, 1))))).toThrow(
      BerError,
    );
  });

  it('writes and reads object identifiers', () => {
    for (const oid of ['1.2.840.10003.3.1', '1.2.840.10003.5.10', '2.999.1', '0.9.2342']) {
      expect(oidOf(decodeBer(primitive('universal', 6, oidContent(oid))))).toBe(oid);
    }
    expect(oidContent('1.2.840.10003.5.10').toString('hex')).toBe('2a8648ce13050a');
  });

  it('tells a header cut short (more to come) from one no server sends', () => {
    const whole = primitive('context', 211, Buffer.alloc(300));
    // Three bytes of tag (211 takes two after the first), three of length (0x82 0x01 0x2c).
    for (let end = 0; end < 6; end++) expect(readHeader(whole, 0, end)).toBeUndefined();
    expect(readHeader(whole, 0, 6)).toEqual({
      cls: 'context',
      constructed: false,
      tag: 211,
      contentStart: 6,
      length: 300,
    });
    expect(readHeader(Buffer.from([0x30, 0x80]), 0, 2)).toMatchObject({ length: INDEFINITE });
    expect(() => readHeader(Buffer.from([0x04, 0x80]), 0, 2)).toThrow(
      /primitive value of indefinite/,
    );
    expect(() => readHeader(Buffer.from([0x04, 0x85, 1, 1, 1, 1, 1]), 0, 7)).toThrow(/length/);
    expect(() => readHeader(Buffer.from([0x1f, 0xff, 0xff, 0xff, 0xff, 0x01]), 0, 6)).toThrow(
      /tag number/,
    );
  });

  it('reads constructed values of indefinite length, as YAZ sends its present answers', () => {
    const node = decodeBer(INDEFINITE_ANSWER);
    expect(node).toMatchObject({ cls: 'context', tag: 25, constructed: true });
    expect(integerOf(childOf(node, 24)!)).toBe(1);
    const sequence = childOf(node, 28)!.children[0]!;
    expect(textOf(childOf(sequence, 4, 'universal')!)).toBe('ab');
    const cut = INDEFINITE_ANSWER.subarray(0, INDEFINITE_ANSWER.length - 2);
    expect(() => decodeBer(cut)).toThrow(/cut short/);
    // An end-of-contents where a definite container ends is no value of its own.
    expect(() => decodeBer(Buffer.from('3003308000', 'hex'))).toThrow(BerError);
  });

  it('finds where an answer ends as its bytes arrive, one at a time or all at once', () => {
    const definite = primitive('context', 23, Buffer.alloc(1000));
    for (const whole of [definite, INDEFINITE_ANSWER]) {
      const scanner = new BerScanner();
      const found: (number | undefined)[] = [];
      for (let used = 1; used <= whole.length; used++) found.push(scanner.scan(whole, used));
      expect(found.at(-1)).toBe(whole.length);
      expect(found.slice(0, -1).every((end) => end === undefined)).toBe(true);
      // Followed by the next answer's first bytes: still this answer's end.
      const more = Buffer.concat([whole, Buffer.from([0xa1, 0x03])]);
      expect(new BerScanner().scan(more, more.length)).toBe(whole.length);
    }
    // A definite length is known from the header alone, before the content arrives.
    const scanner = new BerScanner();
    expect(scanner.scan(definite, 4)).toBeUndefined();
    expect(scanner.reached).toBe(definite.length);
    const nested = Buffer.from(Array.from({ length: 40 }, () => [0xa1, 0x80]).flat());
    expect(() => new BerScanner().scan(nested, nested.length)).toThrow(/nested deeper/);
  });

  it('refuses a length past its container, bytes after the value, and too deep or too many values', () => {
    // A SEQUENCE of 3 bytes holding an OCTET STRING that says it has 5.
    expect(() => decodeBer(Buffer.from([0x30, 0x03, 0x04, 0x05, 0x41]))).toThrow(/past the end/);
    expect(() => decodeBer(Buffer.from([0x04, 0x01, 0x41, 0x00]))).toThrow(/after the value/);
    expect(() => decodeBer(Buffer.from([0x04, 0x05, 0x41]))).toThrow(/past the end/);
    let deep = primitive('universal', 5, Buffer.alloc(0));
    for (let i = 0; i < BER_LIMITS.maxDepth + 1; i++) deep = constructed('context', 1, [deep]);
    expect(() => decodeBer(deep)).toThrow(/nested deeper/);
    const nulls = Array.from({ length: 100 }, () => primitive('universal', 5, Buffer.alloc(0)));
    const many = constructed('universal', 16, nulls);
    expect(() => decodeBer(many, { maxDepth: 4, maxNodes: 50 })).toThrow(/more than 50 values/);
    expect(decodeBer(many).children).toHaveLength(100);
  });
});

describe('Z39.50 requests and addresses', () => {
  it('reads host:port/database and refuses anything else', () => {
    expect(parseZ3950Address('lx2.loc.gov:210/LCDB')).toEqual({
      host: 'lx2.loc.gov',
      port: 210,
      database: 'LCDB',
    });
    expect(parseZ3950Address('10.0.0.5:7090/Voyager')?.host).toBe('10.0.0.5');
    expect(parseZ3950Address('[2001:db8::1]:210/db')?.host).toBe('2001:db8::1');
    for (const bad of [
      'http://lx2.loc.gov:210/LCDB',
      'lx2.loc.gov/LCDB',
      'lx2.loc.gov:210',
      'lx2.loc.gov:0/LCDB',
      'lx2.loc.gov:65536/LCDB',
      'lx2.loc.gov:210/LC DB',
      'user@lx2.loc.gov:210/LCDB',
      '-x.example:210/db',
      `a:210/${'d'.repeat(65)}`,
      `${'a.'.repeat(200)}b:210/db`,
    ]) {
      expect(parseZ3950Address(bad), bad).toBeNull();
    }
  });

  it('asks for version 2 and 3, search and present, a bounded message size, as libportal', () => {
    const init = decodeBer(initRequest({ preferredMessageSize: 1024 * 1024 }));
    expect(init).toMatchObject({ cls: 'context', tag: 20, constructed: true });
    expect(childOf(init, 3)?.value.toString('hex')).toBe('0560');
    expect(childOf(init, 4)?.value.toString('hex')).toBe('06c0');
    expect(integerOf(childOf(init, 5)!)).toBe(1024 * 1024);
    expect(textOf(childOf(init, 111)!)).toBe('libportal');
  });

  it('searches bib-1 Use 7 for both forms of the ISBN, OR-ed, in the source’s database', () => {
    const search = decodeBer(searchRequest('LCDB', FORMS));
    expect(textOf(childOf(childOf(search, 18)!, 105)!)).toBe('LCDB');
    const rpn = childOf(childOf(search, 21)!, 1)!;
    expect(oidOf(childOf(rpn, Universal.oid, 'universal')!)).toBe('1.2.840.10003.3.1');
    const or = childOf(rpn, 1)!;
    const terms = [or.children[0]!, or.children[1]!].map((operand) => {
      const apt = childOf(operand, 102)!;
      const use = childOf(apt, 44)!.children[0]!;
      expect([integerOf(childOf(use, 120)!), integerOf(childOf(use, 121)!)]).toEqual([1, 7]);
      return textOf(childOf(apt, 45)!);
    });
    expect(terms).toEqual(['9780839108825', '0839108826']);
    expect(childOf(childOf(or, 46)!, 1)?.value.length).toBe(0);
    // An ISBN with one form (979-) is one term, no OR.
    const single = decodeBer(isbnRpn(['9791090636071']));
    expect(childOf(single, 0)).toBeDefined();
  });

  it('presents at most the records asked for, full, in USMARC', () => {
    const present = decodeBer(presentRequest(10));
    expect(integerOf(childOf(present, 29)!)).toBe(10);
    expect(oidOf(childOf(present, 104)!)).toBe('1.2.840.10003.5.10');
    expect(textOf(childOf(childOf(present, 19)!, 0)!)).toBe('F');
  });
});

describe('copy cataloguing over Z39.50 against yaz-ztest', () => {
  const world = openDeskWorld(() => openTestDatabase());
  let ztest: Ztest | undefined;
  let address = '';

  beforeAll(async () => {
    ztest = await startZtest();
    address = `127.0.0.1:${ztest.port}/Default`;
    await world.db.insert(cataloguingSource).values([
      {
        organizationId: YTKJ,
        name: 'ztest-z',
        protocol: 'z3950',
        baseUrl: address,
        allowPrivate: true,
      },
      // The same server, not allowed by an admin: the address check refuses it.
      { organizationId: YTKJ, name: 'ztest-z-unallowed', protocol: 'z3950', baseUrl: address },
    ]);
  });
  afterAll(() => {
    ztest?.stop();
  });

  const search = (body: object, token = world.librarian) =>
    desk<CopyCataloguingSearchResult>(world, ApiPath.copyCataloguingSearch, body, token);
  const take = (body: object, token = world.librarian) =>
    desk<CopyCataloguingTakeResult>(world, ApiPath.copyCataloguingTake, body, token);

  it('the client reads yaz-ztest’s USMARC records: the same book its SRU answer gives', async () => {
    const answer = await z3950Search({ address, allowPrivate: true }, FORMS);
    // The ISBN-13's digits, wrapped to 32 bits: yaz-ztest's hit count for a numeric term.
    expect(answer.total).toBeGreaterThan(10);
    expect(answer.records).toHaveLength(10);
    const first = answer.records[0];
    expect(first && 'record' in first && first.record.book).toMatchObject({
      title: 'How to program a computer',
      author: 'Jack Collins',
      controlNumber: '(DLC)11224466',
    });
    const viaSru = await sruSearch({ baseUrl: `http://${address}`, allowPrivate: true }, '1');
    const sruFirst = viaSru.records[0];
    expect(sruFirst && 'record' in sruFirst && sruFirst.record).toEqual(
      first && 'record' in first && first.record,
    );
  });

  it('searches by ISBN through the route and takes a candidate with a first copy', async () => {
    const found = await search({ isbn: ISBN, source: 'ztest-z' });
    expect(found.body.code, found.body.msg).toBe(0);
    const { candidates, total, source } = found.body.data;
    expect(source).toBe('ztest-z');
    expect(total).toBeGreaterThan(0);
    const first = candidates.find((c) => c.controlnumber === '(DLC)11224466');
    expect(first).toMatchObject({ title: 'How to program a computer', existingid: null });
    expect(candidates.filter((c) => c.isbnmatch).every((c) => c.isbn === '9780839108825')).toBe(
      true,
    );

    const barcode = `ZZ${process.pid}`;
    const taken = await take({
      source: 'ztest-z',
      isbn: ISBN,
      recordid: first?.recordid,
      barcode,
      callnumber: 'TP3/2',
    });
    expect(taken.body.code, taken.body.msg).toBe(0);
    expect(taken.body.data).toMatchObject({
      title: 'How to program a computer',
      outcome: 'imported',
      barcode,
    });
    const [copy] = await world.db
      .select({ bookId: bookCopy.bookId, status: bookCopy.status, call: bookCopy.callNumber })
      .from(bookCopy)
      .where(and(eq(bookCopy.organizationId, YTKJ), eq(bookCopy.barcode, barcode)));
    expect(copy).toEqual({
      bookId: taken.body.data.bookid,
      status: CopyStatus.inLibrary,
      call: 'TP3/2',
    });
    const again = await search({ isbn: ISBN, source: 'ztest-z' });
    const same = again.body.data.candidates.find((c) => c.recordid === first?.recordid);
    expect(same?.existingid).toBe(taken.body.data.bookid);
    const books = await world.db
      .select({ id: book.id })
      .from(book)
      .where(and(eq(book.organizationId, YTKJ), eq(book.controlNumber, '(DLC)11224466')));
    expect(books).toHaveLength(1);
  });

  it('refuses a private address an admin did not allow, and a name that resolves to one', async () => {
    const answer = await search({ isbn: ISBN, source: 'ztest-z-unallowed' });
    expect(refusalOf(answer.body)).toEqual(refused('sourceAddressRefused'));
    // Allowed or not, a name is never let through to a private address (only an IP literal).
    const port = ztest?.port ?? 0;
    for (const allowPrivate of [false, true]) {
      const refusal = z3950Search(
        { address: `ztest.example.test:${port}/Default`, allowPrivate },
        FORMS,
        {
          lookup: zoneLookup({ 'ztest.example.test': '127.0.0.1' }),
        },
      );
      await expect(refusal).rejects.toMatchObject({ name: 'SruError', code: 'addressRefused' });
    }
    await expect(
      z3950Search({ address: `10.255.255.1:${port}/Default`, allowPrivate: false }, FORMS),
    ).rejects.toMatchObject({ code: 'addressRefused' });
  });

  it('keeps another organisation’s Z39.50 source from it, and a student out (403)', async () => {
    const theirs = await search({ isbn: ISBN, source: 'ztest-z' }, world.demo2Librarian);
    expect(refusalOf(theirs.body)).toEqual(refused('sourceNotFound'));
    expect(DEMO2).not.toBe(YTKJ);
    const student = await newPatron(world.db, YTKJ);
    expect((await search({ isbn: ISBN, source: 'ztest-z' }, student.token)).status).toBe(403);
    expect(
      (await take({ source: 'ztest-z', isbn: ISBN, recordid: '0123456789abcdef' }, student.token))
        .status,
    ).toBe(403);
  });
});

// ---- hostile and broken servers ----

const ctx = (tag: number, parts: Buffer[]) => constructed('context', tag, parts);
const ctxInt = (tag: number, n: number) => primitive('context', tag, integerContent(n));
const initResponse = (accept = true) =>
  ctx(21, [
    primitive('context', 3, Buffer.from([0x05, 0x60])),
    primitive('context', 4, Buffer.from([0x06, 0xc0])),
    ctxInt(5, 65_536),
    ctxInt(6, 65_536),
    primitive('context', 12, Buffer.from([accept ? 0xff : 0x00])),
    primitive('context', 111, Buffer.from('refusing test server')),
  ]);
const searchResponse = (parts: Buffer[]) => ctx(23, parts);
/** A nonSurrogateDiagnostic: bib-1's diagnostic set, the condition, its additional information. */
const diagnostic = (condition: number, addinfo: string) =>
  ctx(130, [
    primitive('universal', Universal.oid, oidContent('1.2.840.10003.4.1')),
    primitive('universal', Universal.integer, integerContent(condition)),
    primitive('universal', Universal.visibleString, Buffer.from(addinfo)),
  ]);

/**
 * A server on 127.0.0.1 that answers the client's nth request (0: init, 1: search, 2: present)
 * with what `answers` gives for it: bytes to send, 'end' to close, or nothing (silence).
 */
async function fakeServer(
  answers: (request: number, socket: Socket) => Buffer | 'end' | undefined,
  onConnect?: (socket: Socket) => void,
) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    let request = 0;
    socket.on('data', () => {
      const answer = answers(request++, socket);
      if (answer === 'end') socket.end();
      else if (answer) socket.write(answer);
    });
    onConnect?.(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    source: { address: `127.0.0.1:${port}/Default`, allowPrivate: true },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function failureOf(
  answers: Parameters<typeof fakeServer>[0],
  options: Partial<Z3950Options> = {},
  onConnect?: (socket: Socket) => void,
): Promise<SruError> {
  const server = await fakeServer(answers, onConnect);
  try {
    await z3950Search(server.source, FORMS, { timeoutMs: 5_000, ...options });
  } catch (error) {
    if (error instanceof SruError) return error;
    throw error;
  } finally {
    await server.close();
  }
  throw new Error('the search succeeded');
}

describe('Z39.50 client against hostile and broken servers', () => {
  it('says garbage is not Z39.50', async () => {
    const error = await failureOf(() => Buffer.alloc(64, 0xff));
    expect(error).toMatchObject({ code: 'failed' });
    expect(error.message).toBe('not Z39.50: a tag number longer than four bytes');
    // An indefinite length is for constructed values only: refused at once, not waited on.
    const indefinite = await failureOf(() => Buffer.from([0x95, 0x80, 0x00, 0x00]));
    expect(indefinite.message).toBe('not Z39.50: a primitive value of indefinite length');
  });

  it('refuses an APDU whose length passes the ceiling at once, without waiting for it', async () => {
    const started = Date.now();
    const error = await failureOf(() => Buffer.from([0xb5, 0x84, 0x7f, 0xff, 0xff, 0xff]), {
      timeoutMs: 60_000,
    });
    expect(error.message).toMatch(/^tooLarge: an APDU of 2147483653 bytes/);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('stops reading past the byte ceiling of the whole exchange', async () => {
    const max = 100_000;
    // Each APDU within the ceiling, the two together past it.
    const big = primitive('context', 23, Buffer.alloc(max - 10));
    const error = await failureOf((request) => (request === 0 ? initResponse() : big), {
      maxBytes: max,
    });
    expect(error.message).toBe(`tooLarge: the server sent more than ${max} bytes`);
  });

  it('says so when the server closes early: at once, or half-way through an answer', async () => {
    const closed = await failureOf(() => 'end');
    expect(closed.message).toBe('the server closed the connection');
    const half = initResponse().subarray(0, 10);
    const cut = await failureOf(
      () => half,
      {},
      (socket) => socket.on('data', () => setImmediate(() => socket.end())),
    );
    expect(cut.message).toBe('the server closed the connection');
  });

  it('gives up at the deadline on a server that never answers', async () => {
    const error = await failureOf(() => undefined, { timeoutMs: 300 });
    expect(error.message).toBe('timeout: no answer within 300 ms');
  });

  it('reads a refused init, a Close, a wrong APDU and a diagnostic as readable failures', async () => {
    expect((await failureOf(() => initResponse(false))).message).toBe(
      'the server refused the session (refusing test server)',
    );
    expect((await failureOf(() => ctx(48, [ctxInt(211, 2)]))).message).toBe(
      'the server closed the session (reason 2)',
    );
    expect((await failureOf(() => searchResponse([]))).message).toBe('not a Z39.50 initResponse');
    const diagnosed = await failureOf((request) =>
      request === 0
        ? initResponse()
        : searchResponse([
            ctxInt(23, 0),
            ctxInt(24, 0),
            ctxInt(25, 0),
            primitive('context', 22, Buffer.from([0])),
            diagnostic(114, 'Use 7'),
          ]),
    );
    expect(diagnosed.message).toBe(
      'Z39.50 diagnostic 114 (unsupported Use attribute (ISBN, 1=7)): Use 7',
    );
  });

  it('refuses an answer nested past the depth limit, of definite or indefinite lengths', async () => {
    let deep = primitive('universal', 5, Buffer.alloc(0));
    for (let i = 0; i < 40; i++) deep = ctx(1, [deep]);
    const error = await failureOf((request) => (request === 0 ? initResponse() : ctx(23, [deep])));
    expect(error.message).toBe(`not Z39.50: values nested deeper than ${BER_LIMITS.maxDepth}`);
    // Values of indefinite length opened and never closed: refused before the ceiling or deadline.
    const open = Buffer.from(Array.from({ length: 40 }, () => [0xa1, 0x80]).flat());
    const endless = await failureOf((request) => (request === 0 ? initResponse() : open), {
      timeoutMs: 60_000,
    });
    expect(endless.message).toBe(`not Z39.50: values nested deeper than ${BER_LIMITS.maxDepth}`);
  });

  it('answers no records for a hit count of 0, without a present', async () => {
    const server = await fakeServer((request) =>
      request === 0
        ? initResponse()
        : request === 1
          ? searchResponse([
              ctxInt(23, 0),
              ctxInt(24, 0),
              ctxInt(25, 1),
              primitive('context', 22, Buffer.from([0xff])),
            ])
          : 'end',
    );
    try {
      expect(await z3950Search(server.source, FORMS)).toEqual({ total: 0, records: [] });
    } finally {
      await server.close();
    }
  });
});
