/**
 * Copy cataloguing over Z39.50 (ANSI/NISO Z39.50-2003), for a source that answers nothing
 * else: the BER-encoded APDUs over one TCP connection — Init, Search by ISBN, Present of the
 * first MAX_SOURCE_RECORDS records in USMARC, Close. Each record arrives as an EXTERNAL holding
 * ISO 2709 bytes, read by the catalogue importer's own ISO 2709 reader (MARC-8 or UTF-8, as a
 * file import reads them) and mapped as SRU's MARCXML is (sru.ts sourceRecordOf).
 *
 * The address is `host:port/database` (contract parseZ3950Address). The socket is opened by
 * request-filtering-agent's connection (the check SRU's fetch makes, rss/fetch.ts): an IP
 * literal is checked before connecting, a name after its lookup and before the connect, to the
 * address that was checked; loopback, private, link-local and other non-unicast ranges are
 * refused unless an admin allowed the source, and then only its IP literal (the port is the
 * address's own: Z39.50 has no redirects).
 *
 * A hostile server is bounded: one deadline for the whole exchange, a ceiling on the bytes
 * read, an APDU whose declared length passes the ceiling refused before it is read, and the
 * BER reader's depth and count limits (ber.ts; an APDU of indefinite length is scanned as its
 * bytes arrive, each byte once).
 */
import { createHash } from 'node:crypto';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { RequestFilteringHttpAgent } from 'request-filtering-agent';
import { parseZ3950Address } from '../../../src/core/api/contract';
import { parseIso2709 } from '../importers/catalogue/iso2709';
import {
  BerError,
  BerScanner,
  childOf,
  constructed,
  decodeBer,
  integerContent,
  integerOf,
  oidContent,
  oidOf,
  primitive,
  textOf,
  Universal,
  booleanOf,
  type BerNode,
} from './ber';
import {
  MAX_SOURCE_RECORDS,
  sourceRecordOf,
  SruError,
  type SruAnswer,
  type SruRecord,
} from './sru';

export interface Z3950Options {
  /** The whole exchange: connect, init, search, present. */
  timeoutMs: number;
  /** Bytes read from the server, all APDUs together. */
  maxBytes: number;
  /** The message size the client asks the server to keep to. */
  preferredMessageSize: number;
  /** Resolves names (default: the system's); tests inject one. */
  lookup?: LookupFunction;
}

export const Z3950_LIMITS: Z3950Options = {
  // As SRU's: the librarian waits at the desk.
  timeoutMs: 10_000,
  // Ten USMARC records are 10–50 KB; 2 MB stops an answer meant to exhaust memory.
  maxBytes: 2 * 1024 * 1024,
  preferredMessageSize: 1024 * 1024,
};

/** Object identifiers: bib-1 attributes, USMARC records, bib-1 diagnostics. */
const BIB1 = '1.2.840.10003.3.1';
const USMARC = '1.2.840.10003.5.10';

/** The APDUs' tags (context class, constructed). */
const Apdu = {
  initRequest: 20,
  initResponse: 21,
  searchRequest: 22,
  searchResponse: 23,
  presentRequest: 24,
  presentResponse: 25,
  close: 48,
} as const;

/** bib-1 diagnostics a source commonly sends, said in words (the number is always given). */
const BIB1_DIAGNOSTICS: Record<number, string> = {
  1: 'permanent system error',
  2: 'temporary system error',
  3: 'unsupported search',
  100: 'unspecified error',
  109: 'database unavailable',
  114: 'unsupported Use attribute (ISBN, 1=7)',
  117: 'unsupported Relation attribute',
  118: 'unsupported Structure attribute',
  235: 'database does not exist',
  236: 'access to the database denied',
  238: 'record not available in the requested syntax',
  239: 'record syntax not supported',
  1005: 'authentication required',
};

// ---- requests ----

const ctx = (tag: number, parts: Buffer[]) => constructed('context', tag, parts);
const ctxInt = (tag: number, n: number) => primitive('context', tag, integerContent(n));
const ctxText = (tag: number, text: string) => primitive('context', tag, Buffer.from(text, 'utf8'));

/** Version 2 and 3; options search and present (BIT STRINGs: unused bits, then the bits). */
export function initRequest(options: Pick<Z3950Options, 'preferredMessageSize'>): Buffer {
  return ctx(Apdu.initRequest, [
    primitive('context', 3, Buffer.from([0x05, 0x60])),
    primitive('context', 4, Buffer.from([0x06, 0xc0])),
    ctxInt(5, options.preferredMessageSize),
    ctxInt(6, options.preferredMessageSize),
    ctxText(110, 'libportal'),
    ctxText(111, 'libportal'),
    ctxText(112, '1.0'),
  ]);
}

/** One term under bib-1 Use 7 (ISBN), Relation 3 (equal), Structure 1 (phrase). */
function isbnOperand(isbn: string): Buffer {
  const attribute = (type: number, value: number) =>
    constructed('universal', Universal.sequence, [ctxInt(120, type), ctxInt(121, value)]);
  return ctx(0, [
    ctx(102, [
      ctx(44, [attribute(1, 7), attribute(2, 3), attribute(4, 1)]),
      primitive('context', 45, Buffer.from(isbn, 'latin1')),
    ]),
  ]);
}

/** The type-1 (RPN) query: each form of the ISBN, OR-ed (as isbnQuery does for CQL). */
export function isbnRpn(forms: readonly string[]): Buffer {
  const [first, ...rest] = forms;
  if (first === undefined) throw new RangeError('no ISBN');
  let structure = isbnOperand(first);
  for (const form of rest) {
    const or = ctx(46, [primitive('context', 1, Buffer.alloc(0))]);
    structure = ctx(1, [structure, isbnOperand(form), or]);
  }
  return ctx(1, [primitive('universal', Universal.oid, oidContent(BIB1)), structure]);
}

/** A search that sends no records with its answer (they are asked for by a present). */
export function searchRequest(database: string, forms: readonly string[]): Buffer {
  return ctx(Apdu.searchRequest, [
    ctxInt(13, 0),
    ctxInt(14, 1),
    ctxInt(15, 0),
    primitive('context', 16, Buffer.from([0xff])),
    ctxText(17, 'default'),
    ctx(18, [ctxText(105, database)]),
    ctx(21, [isbnRpn(forms)]),
  ]);
}

/** Records 1..count of the result set, full, in USMARC. */
export function presentRequest(count: number): Buffer {
  return ctx(Apdu.presentRequest, [
    ctxText(31, 'default'),
    ctxInt(30, 1),
    ctxInt(29, count),
    ctx(19, [ctxText(0, 'F')]),
    primitive('context', 104, oidContent(USMARC)),
  ]);
}

/** Close, reason 0 (finished). */
export const closeRequest = () => ctx(Apdu.close, [ctxInt(211, 0)]);

// ---- answers ----

const failed = (detail: string) => new SruError('failed', detail.slice(0, 200));

/** A diagnostic's words: DefaultDiagFormat {diagnosticSetId, condition, addinfo}. */
function diagnosticText(format: BerNode): string {
  const condition = childOf(format, Universal.integer, 'universal');
  const code = condition ? integerOf(condition) : undefined;
  const set = childOf(format, Universal.oid, 'universal');
  const addinfo = format.children.find(
    (c) =>
      c.cls === 'universal' &&
      (c.tag === Universal.visibleString || c.tag === Universal.generalString),
  );
  const known = code !== undefined && (!set || oidOf(set) === '1.2.840.10003.4.1');
  const words = known ? BIB1_DIAGNOSTICS[code] : undefined;
  const extra = addinfo ? textOf(addinfo).trim() : '';
  return `Z39.50 diagnostic ${code ?? '?'}${words ? ` (${words})` : ''}${extra ? `: ${extra}` : ''}`;
}

/** The nonSurrogateDiagnostic (or the first of several) of a search or present answer. */
function nonSurrogateDiagnostic(answer: BerNode): string | undefined {
  const single = childOf(answer, 130);
  if (single) return diagnosticText(single);
  const first = childOf(answer, 205)?.children[0];
  if (!first) return undefined;
  // DiagRec: a DefaultDiagFormat (a SEQUENCE), or an EXTERNAL no one reads.
  return first.cls === 'universal' && first.tag === Universal.sequence
    ? diagnosticText(first)
    : 'Z39.50 diagnostic (in a format not read)';
}

/** The answer expected, or why it is not: a Close from the server, another APDU. */
function expectApdu(node: BerNode, tag: number, name: string): BerNode {
  if (node.cls === 'context' && node.constructed && node.tag === tag) return node;
  if (node.cls === 'context' && node.constructed && node.tag === Apdu.close) {
    const reason = childOf(node, 211);
    throw failed(`the server closed the session (reason ${reason ? integerOf(reason) : '?'})`);
  }
  throw failed(`not a Z39.50 ${name}`);
}

export function readInitResponse(node: BerNode): void {
  const answer = expectApdu(node, Apdu.initResponse, 'initResponse');
  const result = childOf(answer, 12);
  if (!result || !booleanOf(result)) {
    const name = childOf(answer, 111);
    throw failed(`the server refused the session${name ? ` (${textOf(name).trim()})` : ''}`);
  }
}

/** The hit count of a searchResponse. */
export function readSearchResponse(node: BerNode): number {
  const answer = expectApdu(node, Apdu.searchResponse, 'searchResponse');
  const diagnostic = nonSurrogateDiagnostic(answer);
  if (diagnostic) throw failed(diagnostic);
  const status = childOf(answer, 22);
  const count = childOf(answer, 23);
  if (!status || !count) throw failed('a searchResponse without its status or count');
  if (!booleanOf(status)) throw failed('the search failed');
  return Math.max(0, integerOf(count));
}

/** A record's ISO 2709 bytes: NamePlusRecord {name?, record [1] {retrievalRecord [1] EXTERNAL}}. */
function recordBytes(namePlusRecord: BerNode): Buffer | string {
  const record = childOf(namePlusRecord, 1)?.children[0];
  if (!record || record.cls !== 'context') return 'a record without its contents';
  if (record.tag === 2) {
    const diagnostic = record.children[0];
    return diagnostic ? diagnosticText(diagnostic) : 'a surrogate diagnostic';
  }
  if (record.tag !== 1) return 'a record fragment';
  // [1] EXTERNAL is explicitly tagged: the EXTERNAL is inside (an implicit one is the [1] itself).
  const external = childOf(record, Universal.external, 'universal') ?? record;
  const octets = childOf(external, 1);
  if (!octets) return 'a record not octet-aligned';
  return octets.constructed ? Buffer.concat(octets.children.map((c) => c.value)) : octets.value;
}

/** The records of a presentResponse, each read as ISO 2709 and mapped (sru.ts sourceRecordOf). */
export function readPresentResponse(node: BerNode): SruRecord[] {
  const answer = expectApdu(node, Apdu.presentResponse, 'presentResponse');
  const diagnostic = nonSurrogateDiagnostic(answer);
  if (diagnostic) throw failed(diagnostic);
  const records: SruRecord[] = [];
  const skipped: string[] = [];
  for (const item of childOf(answer, 28)?.children ?? []) {
    const bytes = recordBytes(item);
    if (typeof bytes === 'string') {
      skipped.push(bytes);
      continue;
    }
    const recordid = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const parsed = parseIso2709(Buffer.from(bytes), undefined);
    records.push(
      'problem' in parsed
        ? { recordid, problem: parsed.problem }
        : sourceRecordOf(recordid, parsed.record),
    );
  }
  // Nothing but per-record diagnostics: say the first.
  if (records.length === 0 && skipped[0] !== undefined) throw failed(skipped[0]);
  return records;
}

// ---- the connection ----

/** The server's APDUs as they complete, bounded (a promise per answer awaited). */
class ApduReader {
  private buffer = Buffer.alloc(0);
  private used = 0;
  private received = 0;
  private error: Error | undefined;
  private waiting: { resolve: (node: BerNode) => void; reject: (error: Error) => void } | undefined;
  /** Where the APDU being received ends, found as its bytes arrive. */
  private readonly scanner = new BerScanner();

  constructor(private readonly maxBytes: number) {}

  push(chunk: Buffer) {
    if (this.error) return;
    this.received += chunk.length;
    if (this.received > this.maxBytes) {
      this.fail(failed(`tooLarge: the server sent more than ${this.maxBytes} bytes`));
      return;
    }
    if (this.used + chunk.length > this.buffer.length) {
      // Doubling: a server sending a byte at a time costs linear copying, not quadratic.
      const grown = Buffer.alloc(Math.max(this.buffer.length * 2, this.used + chunk.length, 4096));
      this.buffer.copy(grown, 0, 0, this.used);
      this.buffer = grown;
    }
    chunk.copy(this.buffer, this.used);
    this.used += chunk.length;
    this.deliver();
  }

  /** The first failure wins; an APDU read in full before it is still delivered. */
  fail(error: Error) {
    this.error ??= error;
    this.deliver();
  }

  next(): Promise<BerNode> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.deliver();
    });
  }

  private deliver() {
    const waiting = this.waiting;
    if (!waiting) return;
    let apdu: BerNode | undefined;
    try {
      const end = this.scanner.scan(this.buffer, this.used);
      // A length past the ceiling is refused as soon as its header is read, not waited for.
      if (this.scanner.reached > this.maxBytes) {
        throw failed(`tooLarge: an APDU of ${this.scanner.reached} bytes`);
      }
      if (end !== undefined) {
        apdu = decodeBer(Buffer.from(this.buffer.subarray(0, end)));
        this.buffer.copy(this.buffer, 0, end, this.used);
        this.used -= end;
        this.scanner.reset();
      }
    } catch (error) {
      this.error ??=
        error instanceof BerError
          ? failed(`not Z39.50: ${error.message}`)
          : error instanceof Error
            ? error
            : failed(String(error));
      this.used = 0;
    }
    if (apdu) {
      this.waiting = undefined;
      waiting.resolve(apdu);
    } else if (this.error) {
      this.waiting = undefined;
      waiting.reject(this.error);
    }
  }
}

/** request-filtering-agent's refusal ("… is not allowed …"), as rss/fetch.ts tells it. */
const isAgentRefusal = (error: Error) => /is not allowed/.test(error.message);

export interface Z3950Source {
  /** `host:port/database`. */
  address: string;
  allowPrivate: boolean;
}

/** Asks the source for the records of an ISBN's forms (isbnForms); throws SruError. */
export async function z3950Search(
  source: Z3950Source,
  forms: readonly string[],
  options: Partial<Z3950Options> = {},
): Promise<SruAnswer> {
  const address = parseZ3950Address(source.address);
  if (!address) throw failed('the source address is not host:port/database');
  const limits = { ...Z3950_LIMITS, ...options };
  const reader = new ApduReader(limits.maxBytes);
  // allowPrivate: this address's IP literal alone (a name is never allowed a private address).
  const allowIPAddressList = source.allowPrivate && isIP(address.host) !== 0 ? [address.host] : [];
  const agent = new RequestFilteringHttpAgent({ allowIPAddressList });
  const socket = agent.createConnection({
    host: address.host,
    port: address.port,
    ...(limits.lookup ? { lookup: limits.lookup } : {}),
  }) as Socket;
  const timer = setTimeout(() => {
    reader.fail(failed(`timeout: no answer within ${limits.timeoutMs} ms`));
    socket.destroy();
  }, limits.timeoutMs);
  socket.on('data', (chunk: Buffer) => reader.push(chunk));
  socket.on('error', (error) =>
    reader.fail(
      isAgentRefusal(error)
        ? new SruError('addressRefused', error.message)
        : failed(`unreachable: ${error.message}`),
    ),
  );
  socket.on('close', () => reader.fail(failed('the server closed the connection')));
  const exchange = (apdu: Buffer) => {
    socket.write(apdu);
    return reader.next();
  };
  try {
    readInitResponse(await exchange(initRequest(limits)));
    const total = readSearchResponse(await exchange(searchRequest(address.database, forms)));
    const wanted = Math.min(total, MAX_SOURCE_RECORDS);
    const records = wanted > 0 ? readPresentResponse(await exchange(presentRequest(wanted))) : [];
    // A polite Close; the socket goes once it is written, whatever the server answers.
    socket.end(closeRequest(), () => socket.destroy());
    return { total, records };
  } catch (error) {
    socket.destroy();
    if (error instanceof BerError) throw failed(`not Z39.50: ${error.message}`);
    throw error;
  } finally {
    clearTimeout(timer);
    agent.destroy();
  }
}
