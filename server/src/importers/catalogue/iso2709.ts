/**
 * One ISO 2709 record (MARC 21, UNIMARC, CNMARC) from its bytes: leader, directory, fields,
 * each checked, so a broken record is refused with what is broken — never read as a record
 * with fields missing or cut short (docs/import.md says why no npm MARC reader is used).
 *
 * Layout: a 24-byte leader (record length in 0–4, base address of data in 12–16), a
 * directory of 12-byte entries (tag, field length, field start relative to the base address)
 * ended by a field terminator, then the fields, each ended by a field terminator; data fields
 * start with two indicators and hold subfields, each a delimiter (0x1F) and a one-byte code.
 */
import type { Problem } from './types';
import { FieldDecodeError, decodeBytes, encodingOf, type MarcEncoding } from './marc-encoding';
import {
  flavourOfTags,
  isControlTag,
  type MarcDataField,
  type MarcFlavour,
  type MarcRecord,
} from './marc-record';

const FIELD_TERMINATOR = 0x1e;
const DELIMITER = 0x1f;
const LEADER_BYTES = 24;
const ENTRY_BYTES = 12;

export type ParsedMarc =
  { record: MarcRecord; flavour: MarcFlavour; encoding: MarcEncoding } | { problem: Problem };

const bad = (key: Problem['key'], params?: Record<string, string>): { problem: Problem } => ({
  problem: { key, params },
});

/** Digits only: the record's numbers (lengths, addresses) must be digits, not spaces. */
function digitsAt(bytes: Buffer, from: number, length: number): number | undefined {
  let value = 0;
  for (let i = from; i < from + length; i++) {
    const byte = bytes[i] as number;
    if (byte < 0x30 || byte > 0x39) return undefined;
    value = value * 10 + byte - 0x30;
  }
  return value;
}

interface Entry {
  tag: string;
  start: number;
  /** Without the field terminator. */
  end: number;
}

/** The directory's entries, checked against the record's bounds, or why they are wrong. */
function readDirectory(bytes: Buffer, base: number): Entry[] | { problem: Problem } {
  const directoryBytes = base - 1 - LEADER_BYTES;
  if (directoryBytes % ENTRY_BYTES !== 0) {
    return bad('importBadDirectory', {
      detail: `${directoryBytes} bytes is not a whole number of 12-byte entries`,
    });
  }
  const entries: Entry[] = [];
  /** Where the record terminator is: every field ends before it. */
  const dataEnd = bytes.length - 1;
  for (let at = LEADER_BYTES; at < base - 1; at += ENTRY_BYTES) {
    const number = entries.length + 1;
    const tag = bytes.toString('latin1', at, at + 3);
    const length = digitsAt(bytes, at + 3, 4);
    const offset = digitsAt(bytes, at + 7, 5);
    if (!/^[0-9A-Za-z]{3}$/.test(tag) || length === undefined || offset === undefined) {
      return bad('importBadDirectory', {
        detail: `entry ${number} is not a tag, a length and a start`,
      });
    }
    const start = base + offset;
    const end = start + length - 1;
    if (length < 1 || end >= dataEnd || bytes[end] !== FIELD_TERMINATOR) {
      return bad('importBadDirectory', {
        detail: `entry ${number} (field ${tag}) does not point at a whole field`,
      });
    }
    entries.push({ tag, start, end });
  }
  return entries;
}

/** A data field's indicators and subfields, decoded. */
function dataField(bytes: Buffer, entry: Entry, encoding: MarcEncoding): MarcDataField {
  let at = entry.start;
  let ind1 = ' ';
  let ind2 = ' ';
  // Some exporters write no indicators: the field starts with its first subfield.
  if (entry.end - at >= 2 && bytes[at] !== DELIMITER) {
    ind1 = String.fromCharCode(bytes[at] as number);
    ind2 = String.fromCharCode(bytes[at + 1] as number);
    at += 2;
  }
  const field: MarcDataField = { tag: entry.tag, ind1, ind2, subfields: [] };
  while (at < entry.end) {
    if (bytes[at] !== DELIMITER) {
      throw new FieldShapeError(entry.tag);
    }
    let next = bytes.indexOf(DELIMITER, at + 1);
    if (next === -1 || next > entry.end) next = entry.end;
    const code = String.fromCharCode(bytes[at + 1] as number);
    if (at + 1 >= next || !/^[0-9a-zA-Z]$/.test(code)) throw new FieldShapeError(entry.tag);
    field.subfields.push({ code, value: decodeBytes(bytes.subarray(at + 2, next), encoding) });
    at = next;
  }
  return field;
}

class FieldShapeError extends Error {
  constructor(readonly tag: string) {
    super(tag);
  }
}

/**
 * The record in `bytes` (ending with its record terminator). `flavour` undefined: told from
 * the tags (marc-record.ts flavourOfTags).
 */
export function parseIso2709(bytes: Buffer, flavour: MarcFlavour | undefined): ParsedMarc {
  if (bytes.length < LEADER_BYTES + 2) {
    return bad('importBadLeader', { detail: `only ${bytes.length} bytes` });
  }
  const leader = bytes.toString('latin1', 0, LEADER_BYTES);
  const declared = digitsAt(bytes, 0, 5);
  const base = digitsAt(bytes, 12, 5);
  if (declared === undefined) return bad('importBadLeader', { detail: 'length is not 5 digits' });
  if (base === undefined) return bad('importBadLeader', { detail: 'base address is not 5 digits' });
  // Indicator count and subfield code length: 2 and 2 in every MARC (some writers leave blanks).
  const counts = leader.slice(10, 12);
  if (counts !== '22' && counts !== '  ') {
    return bad('importBadLeader', { detail: `positions 10–11 are "${counts}", not "22"` });
  }
  if (declared !== bytes.length) {
    return bad('importBadLength', { declared: String(declared), actual: String(bytes.length) });
  }
  if (base < LEADER_BYTES + 1 || base > bytes.length || bytes[base - 1] !== FIELD_TERMINATOR) {
    return bad('importBadDirectory', { detail: `no directory ends at base address ${base}` });
  }
  const entries = readDirectory(bytes, base);
  if (!Array.isArray(entries)) return entries;

  const detected = flavour === undefined;
  const recordFlavour = flavour ?? flavourOfTags(entries.map((entry) => entry.tag));
  if (!recordFlavour) return bad('importUnknownFlavour');
  const data = bytes.subarray(base, bytes.length - 1);
  const encoding = encodingOf(recordFlavour, leader, data, detected);
  if (!encoding) {
    const name = leader[9] === 'a' || recordFlavour !== 'marc21' ? 'UTF-8' : 'MARC-8';
    return bad('importBadEncoding', { field: firstBadUtf8(bytes, entries), encoding: name });
  }

  const record: MarcRecord = { leader, controlFields: new Map(), dataFields: [] };
  let current = '';
  try {
    for (const entry of entries) {
      current = entry.tag;
      if (isControlTag(entry.tag)) {
        if (!record.controlFields.has(entry.tag)) {
          const value = decodeBytes(bytes.subarray(entry.start, entry.end), encoding);
          record.controlFields.set(entry.tag, value);
        }
      } else {
        record.dataFields.push(dataField(bytes, entry, encoding));
      }
    }
  } catch (error) {
    if (error instanceof FieldDecodeError) {
      return bad('importBadEncoding', { field: current, encoding: error.message });
    }
    if (error instanceof FieldShapeError) {
      return bad('importBadDirectory', { detail: `field ${error.tag} has a malformed subfield` });
    }
    throw error;
  }
  return { record, flavour: recordFlavour, encoding };
}

/** The tag of the first field whose bytes are not UTF-8 (for the refusal's reason). */
function firstBadUtf8(bytes: Buffer, entries: Entry[]): string {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const entry of entries) {
    try {
      decoder.decode(bytes.subarray(entry.start, entry.end));
    } catch {
      return entry.tag;
    }
  }
  return 'the record';
}
