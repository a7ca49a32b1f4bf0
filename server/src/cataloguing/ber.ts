/**
 * The BER (ITU-T X.690) the Z39.50 client speaks (z3950.ts): an encoder for the few value
 * kinds its requests hold and a decoder for its answers. The encoder writes definite lengths;
 * the decoder also reads a constructed value of indefinite length, ended by two zero bytes
 * (YAZ sends its present answers so). Tag numbers up to four bytes, lengths up to four.
 *
 * Written here rather than taken from npm: the client needs a tenth of what asn1js or
 * asn1.js carry (no schemas, no time or real types), and a reader that is bounded the way a
 * hostile server calls for — every length checked against its container, a maximum depth and
 * a maximum number of values — is what asn1js leaves to its caller.
 */

export type TagClass = 'universal' | 'application' | 'context' | 'private';

const CLASSES: readonly TagClass[] = ['universal', 'application', 'context', 'private'];
const CLASS_BITS: Record<TagClass, number> = {
  universal: 0x00,
  application: 0x40,
  context: 0x80,
  private: 0xc0,
};

/** The universal tags the client writes or reads. */
export const Universal = {
  boolean: 1,
  integer: 2,
  octetString: 4,
  null: 5,
  oid: 6,
  external: 8,
  sequence: 16,
  visibleString: 26,
  generalString: 27,
} as const;

export class BerError extends Error {
  override readonly name = 'BerError';
}

/** One decoded value: its tag, its content bytes and, when constructed, the values inside. */
export interface BerNode {
  cls: TagClass;
  tag: number;
  constructed: boolean;
  value: Buffer;
  children: BerNode[];
}

// ---- encoding ----

function header(cls: TagClass, constructed: boolean, tag: number, length: number): Buffer {
  const first = CLASS_BITS[cls] | (constructed ? 0x20 : 0);
  const bytes: number[] = [];
  if (tag < 31) bytes.push(first | tag);
  else {
    const groups: number[] = [];
    for (let rest = tag; groups.length === 0 || rest > 0; rest = Math.floor(rest / 128)) {
      groups.unshift(rest % 128);
    }
    bytes.push(first | 0x1f, ...groups.map((g, i) => (i < groups.length - 1 ? g | 0x80 : g)));
  }
  if (length < 0x80) bytes.push(length);
  else {
    const octets: number[] = [];
    for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) octets.unshift(rest % 256);
    bytes.push(0x80 | octets.length, ...octets);
  }
  return Buffer.from(bytes);
}

/** A primitive value: its tag and content bytes. */
export function primitive(cls: TagClass, tag: number, content: Buffer): Buffer {
  return Buffer.concat([header(cls, false, tag, content.length), content]);
}

/** A constructed value holding the encoded values given, in order. */
export function constructed(cls: TagClass, tag: number, parts: Buffer[]): Buffer {
  const content = Buffer.concat(parts);
  return Buffer.concat([header(cls, true, tag, content.length), content]);
}

/** An INTEGER's content: two's complement, as few bytes as the value needs. */
export function integerContent(n: number): Buffer {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${n} is not an integer BER can carry here`);
  const bytes: number[] = [];
  let rest = BigInt(n);
  for (;;) {
    const low = Number(rest & 0xffn);
    bytes.unshift(low);
    rest >>= 8n;
    if ((rest === 0n && low < 0x80) || (rest === -1n && low >= 0x80)) break;
  }
  return Buffer.from(bytes);
}

/** An OBJECT IDENTIFIER's content from its dotted form ("1.2.840.10003.5.10"). */
export function oidContent(dotted: string): Buffer {
  const arcs = dotted.split('.').map(Number);
  const [first, second, ...rest] = arcs;
  if (first === undefined || second === undefined || arcs.some((a) => !Number.isSafeInteger(a))) {
    throw new RangeError(`${dotted} is not an object identifier`);
  }
  const bytes: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    const groups: number[] = [];
    for (let r = arc; groups.length === 0 || r > 0; r = Math.floor(r / 128))
      groups.unshift(r % 128);
    bytes.push(...groups.map((g, i) => (i < groups.length - 1 ? g | 0x80 : g)));
  }
  return Buffer.from(bytes);
}

// ---- decoding ----

export interface BerLimits {
  /** Values nested deeper are refused: a record answer is about ten levels deep. */
  maxDepth: number;
  /** Values in one answer: ten MARC records make a few hundred. */
  maxNodes: number;
}

export const BER_LIMITS: BerLimits = { maxDepth: 32, maxNodes: 20_000 };

/** The length of a constructed value ended by end-of-contents (two zero bytes). */
export const INDEFINITE = -1;

export interface BerHeader {
  cls: TagClass;
  constructed: boolean;
  tag: number;
  /** Where the content starts and how long it is (INDEFINITE: up to its end-of-contents). */
  contentStart: number;
  length: number;
}

/**
 * The header of the value at `at` in `bytes[0..end)`, or undefined when the bytes end inside
 * it (more are coming). Throws BerError for what no Z39.50 server sends: a primitive value of
 * indefinite length, a tag number or length longer than four bytes.
 */
export function readHeader(bytes: Buffer, at: number, end: number): BerHeader | undefined {
  if (at >= end) return undefined;
  const first = bytes[at] as number;
  let tag = first & 0x1f;
  let p = at + 1;
  if (tag === 0x1f) {
    tag = 0;
    for (let count = 1; ; count++) {
      if (p >= end) return undefined;
      if (count > 4) throw new BerError('a tag number longer than four bytes');
      const byte = bytes[p++] as number;
      tag = tag * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) break;
    }
  }
  if (p >= end) return undefined;
  const lengthByte = bytes[p++] as number;
  let length = lengthByte;
  if (lengthByte === 0x80) {
    if ((first & 0x20) === 0) throw new BerError('a primitive value of indefinite length');
    length = INDEFINITE;
  } else if (lengthByte > 0x80) {
    const count = lengthByte & 0x7f;
    if (count > 4) throw new BerError(`a length of ${count} bytes`);
    if (p + count > end) return undefined;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (bytes[p++] as number);
  }
  return {
    cls: CLASSES[first >> 6] as TagClass,
    constructed: (first & 0x20) !== 0,
    tag,
    contentStart: p,
    length,
  };
}

const depthError = (limits: BerLimits) =>
  new BerError(`values nested deeper than ${limits.maxDepth}`);

/** Two zero bytes at `at`: the end-of-contents of a value of indefinite length. */
const endOfContents = (bytes: Buffer, at: number) => bytes[at] === 0 && bytes[at + 1] === 0;

/** The one value `bytes` holds, every length checked against its container. */
export function decodeBer(bytes: Buffer, limits: BerLimits = BER_LIMITS): BerNode {
  let nodes = 0;
  const parse = (at: number, end: number, depth: number): { node: BerNode; end: number } => {
    if (depth > limits.maxDepth) throw depthError(limits);
    if (++nodes > limits.maxNodes) throw new BerError(`more than ${limits.maxNodes} values`);
    const head = readHeader(bytes, at, end);
    if (!head) throw new BerError('a value cut short');
    if (head.length === INDEFINITE) {
      const children: BerNode[] = [];
      // Each value is two bytes at least, so this ends.
      for (let p = head.contentStart; ;) {
        if (p + 2 > end) throw new BerError('a value cut short');
        if (endOfContents(bytes, p)) {
          const value = bytes.subarray(head.contentStart, p);
          return {
            node: { cls: head.cls, tag: head.tag, constructed: true, value, children },
            end: p + 2,
          };
        }
        const child = parse(p, end, depth + 1);
        children.push(child.node);
        p = child.end;
      }
    }
    const contentEnd = head.contentStart + head.length;
    if (contentEnd > end) throw new BerError('a length past the end of its container');
    const node: BerNode = {
      cls: head.cls,
      tag: head.tag,
      constructed: head.constructed,
      value: bytes.subarray(head.contentStart, contentEnd),
      children: [],
    };
    // Each value is two bytes at least, so this ends.
    for (let p = head.contentStart; head.constructed && p < contentEnd;) {
      const child = parse(p, contentEnd, depth + 1);
      node.children.push(child.node);
      p = child.end;
    }
    return { node, end: contentEnd };
  };
  const { node, end } = parse(0, bytes.length, 0);
  if (end !== bytes.length) throw new BerError('bytes after the value');
  return node;
}

/**
 * How long the value at the start of a growing buffer is, found as its bytes arrive: a definite
 * length is read from its header (its content skipped, not walked); a value of indefinite
 * length is walked down to its end-of-contents, each byte once however the bytes are chunked.
 * `scan` answers the whole value's length once the buffer holds all of it, else undefined.
 */
export class BerScanner {
  private at = 0;
  /** The values of indefinite length open around `at`. */
  private open = 0;
  private started = false;

  constructor(private readonly limits: BerLimits = BER_LIMITS) {}

  /** How far the value is known to reach: a definite length's end as soon as its header is read. */
  get reached(): number {
    return this.at;
  }

  scan(bytes: Buffer, used: number): number | undefined {
    for (;;) {
      if (this.started && this.open === 0) return this.at <= used ? this.at : undefined;
      if (this.at > used) return undefined;
      if (this.open > 0 && this.at + 2 <= used && endOfContents(bytes, this.at)) {
        this.at += 2;
        this.open--;
        continue;
      }
      const head = readHeader(bytes, this.at, used);
      if (!head) return undefined;
      this.started = true;
      if (head.length === INDEFINITE) {
        if (++this.open > this.limits.maxDepth) throw depthError(this.limits);
        this.at = head.contentStart;
      } else {
        this.at = head.contentStart + head.length;
      }
    }
  }

  reset() {
    this.at = 0;
    this.open = 0;
    this.started = false;
  }
}

/** The first child with this tag (context class unless said). */
export function childOf(
  node: BerNode,
  tag: number,
  cls: TagClass = 'context',
): BerNode | undefined {
  return node.children.find((child) => child.cls === cls && child.tag === tag);
}

/** An INTEGER's value (at most six bytes: every count Z39.50 sends fits). */
export function integerOf(node: BerNode): number {
  const bytes = node.value;
  if (node.constructed || bytes.length === 0 || bytes.length > 6) {
    throw new BerError('an integer of a wrong size');
  }
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return (bytes[0] as number) >= 0x80 ? value - 2 ** (8 * bytes.length) : value;
}

export const booleanOf = (node: BerNode): boolean => node.value.some((byte) => byte !== 0);

/** An OBJECT IDENTIFIER's dotted form. */
export function oidOf(node: BerNode): string {
  const arcs: number[] = [];
  let arc = 0;
  for (const byte of node.value) {
    arc = arc * 128 + (byte & 0x7f);
    if (arc > Number.MAX_SAFE_INTEGER / 128) throw new BerError('an object identifier arc too big');
    if ((byte & 0x80) === 0) {
      // The first byte holds two arcs: 40 × first + second (first 0–2).
      const top = Math.min(2, Math.floor(arc / 40));
      if (arcs.length === 0) arcs.push(top, arc - 40 * top);
      else arcs.push(arc);
      arc = 0;
    }
  }
  return arcs.join('.');
}

/** A string's text (InternationalString, VisibleString: UTF-8 or its ASCII subset). */
export const textOf = (node: BerNode): string => node.value.toString('utf8');
