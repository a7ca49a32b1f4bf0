/**
 * MARC files written by the tests and the import benchmark: ISO 2709 (in UTF-8, MARC-8 or
 * GB18030 bytes) and MARCXML. Written from the format's definition, independently of the
 * importer's reader, so a reader bug is not mirrored by the writer.
 */

/** A control field: [tag, value]. A data field: [tag, indicators, code, value, code, value…]. */
export type TestField = [string, string] | [string, string, ...string[]];

export interface TestRecord {
  /** 24 characters; lengths and base address are filled in. Default: MARC 21 book, UTF-8. */
  leader?: string;
  fields: TestField[];
  /** How values are written as bytes (MARC-8: ASCII as is, Latin diacritics as ANSEL). */
  encoding?: 'utf8' | 'marc8' | 'gb18030';
}

export const MARC21_LEADER = '00000nam a2200000   4500';
export const MARC21_MARC8_LEADER = '00000nam  2200000   4500';
export const UNIMARC_LEADER = '00000nam0 2200000   450 ';

const FT = 0x1e;
const RT = 0x1d;
const DELIMITER = 0x1f;

/** ANSEL's combining marks (written before their letter) for the letters the tests use. */
const ANSEL_DIACRITICS: Record<string, number> = {
  '\u0301': 0xe2, // acute
  '\u0300': 0xe1, // grave
  '\u0308': 0xe8, // umlaut
  '\u0303': 0xe4, // tilde
  '\u0327': 0xf0, // cedilla
  '\u0302': 0xe3, // circumflex
};

function marc8Bytes(text: string): Buffer {
  const bytes: number[] = [];
  // Decomposed: each base letter followed by its marks; ANSEL writes the marks first.
  for (const cluster of text.normalize('NFD').match(/\P{M}\p{M}*/gu) ?? []) {
    const [base, ...marks] = [...cluster];
    for (const mark of marks) {
      const byte = ANSEL_DIACRITICS[mark];
      if (byte === undefined)
        throw new Error(`no ANSEL byte for U+${mark.codePointAt(0)?.toString(16)}`);
      bytes.push(byte);
    }
    const code = (base ?? '').charCodeAt(0);
    if (code > 0x7e) throw new Error(`not ASCII: ${base}`);
    bytes.push(code);
  }
  return Buffer.from(bytes);
}

/** GB18030's two-byte characters, read back from the platform's decoder (no encoder ships). */
let gbTable: Map<string, Buffer> | undefined;
export function gb18030Bytes(text: string): Buffer {
  if (!gbTable) {
    gbTable = new Map();
    const decoder = new TextDecoder('gb18030');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const char = decoder.decode(Buffer.from([lead, trail]));
        if (!gbTable.has(char)) gbTable.set(char, Buffer.from([lead, trail]));
      }
    }
  }
  return Buffer.concat(
    [...text].map((char) => {
      if (char.charCodeAt(0) < 0x80) return Buffer.from(char, 'latin1');
      const bytes = gbTable?.get(char);
      if (!bytes) throw new Error(`not in GB18030's two-byte set: ${char}`);
      return bytes;
    }),
  );
}

function valueBytes(value: string, encoding: TestRecord['encoding']): Buffer {
  if (encoding === 'marc8') return marc8Bytes(value);
  if (encoding === 'gb18030') return gb18030Bytes(value);
  return Buffer.from(value, 'utf8');
}

const isControl = (tag: string) => tag.startsWith('00');

/** One record's bytes, record terminator included. */
export function iso2709Record(record: TestRecord): Buffer {
  const encoding = record.encoding ?? 'utf8';
  const fields = record.fields.map((field) => {
    const [tag, first, ...rest] = field;
    if (isControl(tag))
      return { tag, data: Buffer.concat([valueBytes(first, encoding), Buffer.from([FT])]) };
    const parts: Buffer[] = [Buffer.from(first, 'latin1')];
    for (let i = 0; i < rest.length; i += 2) {
      parts.push(Buffer.from([DELIMITER]), Buffer.from(rest[i] ?? '', 'latin1'));
      parts.push(valueBytes(rest[i + 1] ?? '', encoding));
    }
    parts.push(Buffer.from([FT]));
    return { tag, data: Buffer.concat(parts) };
  });
  let start = 0;
  const directory = fields
    .map(({ tag, data }) => {
      const entry = `${tag}${String(data.length).padStart(4, '0')}${String(start).padStart(5, '0')}`;
      start += data.length;
      return entry;
    })
    .join('');
  const base = 24 + directory.length + 1;
  const length = base + start + 1;
  const template = record.leader ?? MARC21_LEADER;
  const leader = `${String(length).padStart(5, '0')}${template.slice(5, 12)}${String(base).padStart(5, '0')}${template.slice(17)}`;
  return Buffer.concat([
    Buffer.from(leader + directory, 'latin1'),
    Buffer.from([FT]),
    ...fields.map(({ data }) => data),
    Buffer.from([RT]),
  ]);
}

export const iso2709File = (records: TestRecord[]) => Buffer.concat(records.map(iso2709Record));

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One `<record>` (with `prefix:` when given, as some exporters write). */
export function marcXmlRecord(record: TestRecord, prefix = ''): string {
  const p = prefix ? `${prefix}:` : '';
  const lines = [
    `<${p}record>`,
    `  <${p}leader>${escapeXml(record.leader ?? MARC21_LEADER)}</${p}leader>`,
  ];
  for (const [tag, first, ...rest] of record.fields) {
    if (isControl(tag)) {
      lines.push(`  <${p}controlfield tag="${tag}">${escapeXml(first)}</${p}controlfield>`);
      continue;
    }
    lines.push(
      `  <${p}datafield tag="${tag}" ind1="${first[0] ?? ' '}" ind2="${first[1] ?? ' '}">`,
    );
    for (let i = 0; i < rest.length; i += 2) {
      lines.push(
        `    <${p}subfield code="${rest[i]}">${escapeXml(rest[i + 1] ?? '')}</${p}subfield>`,
      );
    }
    lines.push(`  </${p}datafield>`);
  }
  lines.push(`</${p}record>`);
  return lines.join('\n');
}

export function marcXmlFile(records: (TestRecord | string)[], prefix = ''): string {
  const ns = prefix ? `xmlns:${prefix}` : 'xmlns';
  const p = prefix ? `${prefix}:` : '';
  const body = records.map((record) =>
    typeof record === 'string' ? record : marcXmlRecord(record, prefix),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${p}collection ${ns}="http://www.loc.gov/MARC21/slim">\n${body.join('\n')}\n</${p}collection>\n`;
}
