/**
 * Copy cataloguing over SRU (Search/Retrieve via URL, the Library of Congress's standard that
 * national and union catalogues answer): one `searchRetrieve` by ISBN asking for MARCXML, each
 * record read by the catalogue importer's own MARCXML parser and mapping, so a record taken
 * from a source is the same book a file import of that record would make.
 *
 * The request goes through rss/fetch.ts (request-filtering-agent: no loopback, private or
 * link-local address unless allowed; one deadline; the body dropped past a size), so a source
 * URL cannot be used to reach the school's network. An admin may allow a source on it
 * (cataloguing_source.allow_private): then exactly that URL's IP literal and port.
 */
import { createHash } from 'node:crypto';
import { SaxesParser } from 'saxes';
import { flavourOfTags, type MarcRecord } from '../importers/catalogue/marc-record';
import { marcItem } from '../importers/catalogue/marc-source';
import { parseMarcXml } from '../importers/catalogue/marcxml';
import type { ImportedRecord, Problem } from '../importers/catalogue/types';
import { FeedError, fetchFeedText, type FeedFetchOptions } from '../rss/fetch';
import { parseIsbn } from '../search/normalize';

/**
 * Candidates asked for, over SRU or Z39.50: an ISBN names one book, a few editions or copies of
 * its record at most.
 */
export const MAX_SOURCE_RECORDS = 10;

export const SRU_FETCH: Omit<FeedFetchOptions, 'allowHosts'> = {
  // A national library's SRU answers in 1–3 s; the librarian waits at the desk for it.
  timeoutMs: 10_000,
  // Ten MARCXML records are 30–80 KB; 2 MB stops a body meant to exhaust memory.
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 2,
  accept: 'application/xml, text/xml;q=0.9',
  userAgent: 'libportal-cataloguing/1.0',
};

/** The CQL index that holds ISBNs: Bath profile's, which SRU servers of libraries answer. */
export type IsbnIndex = 'bath.isbn' | 'dc.identifier';

/**
 * The CQL query for an ISBN: both its forms when it has two (older records carry the ISBN-10,
 * newer ones the ISBN-13), each quoted. Null when the text is not an ISBN.
 */
export function isbnQuery(text: string, index: IsbnIndex = 'bath.isbn'): string | null {
  return (
    isbnForms(text)
      ?.map((form) => `${index}="${form}"`)
      .join(' or ') ?? null
  );
}

/** The ISBN-13 and, when it has one, the ISBN-10 of a checked ISBN; null when not an ISBN. */
export function isbnForms(text: string): string[] | null {
  const isbns = checkedIsbn(text);
  if (!isbns) return null;
  return [isbns.isbn13, isbns.isbn10].filter((form): form is string => !!form);
}

/**
 * Both forms of an ISBN whose check digit is right: a mistyped digit would otherwise ask the
 * source for another book (the catalogue's parseIsbn accepts what a record carries, wrong or not).
 */
export function checkedIsbn(text: string): { isbn10: string | null; isbn13: string } | null {
  const isbns = parseIsbn(text);
  if (!isbns?.isbn13) return null;
  const digits = text.replace(/[^0-9Xx]/g, '').toUpperCase();
  const valid =
    digits.length === 10
      ? [...digits].reduce((sum, c, i) => sum + (c === 'X' ? 10 : Number(c)) * (10 - i), 0) % 11 ===
        0
      : [...digits].reduce((sum, c, i) => sum + Number(c) * (i % 2 === 0 ? 1 : 3), 0) % 10 === 0;
  return valid ? { isbn10: isbns.isbn10, isbn13: isbns.isbn13 } : null;
}

/** The searchRetrieve URL on a source's base URL (its own parameters kept). */
export function searchRetrieveUrl(baseUrl: string, query: string, maximumRecords: number): string {
  const url = new URL(baseUrl);
  url.searchParams.set('version', '1.1');
  url.searchParams.set('operation', 'searchRetrieve');
  url.searchParams.set('query', query);
  url.searchParams.set('maximumRecords', String(maximumRecords));
  url.searchParams.set('recordSchema', 'marcxml');
  url.searchParams.set('recordPacking', 'xml');
  return url.href;
}

/** One record of the answer (SRU or Z39.50): the importer's reading of it, or why it was refused. */
export type SruRecord =
  { recordid: string; record: ImportedRecord } | { recordid: string; problem: Problem };

export interface SruAnswer {
  total: number;
  records: SruRecord[];
}

export type SruErrorCode = 'addressRefused' | 'failed';

/** Why a source gave no records: SRU's and Z39.50's (z3950.ts) alike. */
export class SruError extends Error {
  override readonly name = 'SruError';
  constructor(
    readonly code: SruErrorCode,
    detail: string,
  ) {
    super(detail);
  }
}

/** The element's contents (`prefix:name` or `name`), each occurrence. */
function elements(xml: string, name: string): string[] {
  const pattern = new RegExp(
    `<((?:[A-Za-z_][\\w.-]*:)?${name})(?:\\s[^>]*)?>([\\s\\S]*?)</\\1\\s*>`,
    'g',
  );
  return [...xml.matchAll(pattern)].map((match) => match[2] ?? '');
}

/** An element's text, entities decoded (a record sent with recordPacking "string"). */
function textOf(fragment: string): string {
  let text = '';
  const parser = new SaxesParser({ xmlns: false });
  parser.on('text', (value) => (text += value));
  parser.on('cdata', (value) => (text += value));
  parser.write(`<x>${fragment}</x>`).close();
  return text;
}

/** A stable id for a record among the answers: the digest of its MARCXML. */
export const recordIdOf = (xml: string) =>
  createHash('sha256').update(xml.trim()).digest('hex').slice(0, 16);

/** The diagnostic's message, when the source answered one instead of records. */
function diagnosticOf(xml: string): string | undefined {
  const diagnostic = elements(xml, 'diagnostic')[0];
  if (diagnostic === undefined) return undefined;
  const message = elements(diagnostic, 'message')[0] ?? elements(diagnostic, 'uri')[0] ?? '';
  return `SRU diagnostic: ${textOf(message).trim()}`.slice(0, 200);
}

/**
 * A MARC record a source sent as the catalogue takes it: the importer's mapping for its flavour
 * (told from its tags), finished as an import finishes it. Z39.50's ISO 2709 records go through
 * here too, so a record is the same book whichever protocol brought it.
 */
export function sourceRecordOf(recordid: string, parsed: MarcRecord): SruRecord {
  const flavour = flavourOfTags(parsed.dataFields.map(({ tag }) => tag));
  if (!flavour) return { recordid, problem: { key: 'importUnknownFlavour' } };
  const item = marcItem(0, parsed, flavour);
  // The source's holdings (852, 905…) are its own copies and barcodes, never ours.
  return 'rejected' in item
    ? { recordid, problem: item.rejected }
    : { recordid, record: { ...item.record, holdings: [] } };
}

/** The records of a searchRetrieveResponse. */
export function parseSruResponse(body: string): SruAnswer {
  if (elements(body, 'searchRetrieveResponse').length === 0) {
    throw new SruError('failed', 'not an SRU searchRetrieveResponse');
  }
  const records: SruRecord[] = [];
  for (const data of elements(body, 'recordData')) {
    const xml = data.trimStart().startsWith('&lt;') ? textOf(data) : data;
    const diagnostic = diagnosticOf(xml);
    if (diagnostic) throw new SruError('failed', diagnostic);
    const recordid = recordIdOf(xml);
    const parsed = parseMarcXml(xml);
    records.push(
      'problem' in parsed
        ? { recordid, problem: parsed.problem }
        : sourceRecordOf(recordid, parsed),
    );
  }
  if (records.length === 0) {
    const diagnostic = diagnosticOf(body);
    if (diagnostic) throw new SruError('failed', diagnostic);
  }
  const total = Number(/<(?:[\w.-]+:)?numberOfRecords>\s*(\d+)/.exec(body)?.[1] ?? records.length);
  return { total: Number.isSafeInteger(total) ? total : records.length, records };
}

export interface SruSource {
  baseUrl: string;
  allowPrivate: boolean;
}

/** `ip:port` of the URL when it is an IP literal, the form the fetch's allow-list takes. */
function literalPair(url: URL): string[] {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return /^[\d.]+$/.test(host) || host.includes(':')
    ? [`${host.includes(':') ? `[${host}]` : host}:${port}`]
    : [];
}

/** Asks the source for the records of a CQL query; throws SruError. */
export async function sruSearch(
  source: SruSource,
  query: string,
  options: Partial<FeedFetchOptions> = {},
): Promise<SruAnswer> {
  let url: string;
  try {
    url = searchRetrieveUrl(source.baseUrl, query, MAX_SOURCE_RECORDS);
  } catch {
    throw new SruError('failed', 'the source URL is not a URL');
  }
  const allowHosts = source.allowPrivate ? literalPair(new URL(url)) : [];
  let body: string;
  try {
    ({ body } = await fetchFeedText(url, { ...SRU_FETCH, allowHosts, ...options }));
  } catch (error) {
    if (error instanceof FeedError) {
      if (error.code === 'addressRefused') throw new SruError('addressRefused', error.message);
      throw new SruError('failed', `${error.code}: ${error.message}`.slice(0, 200));
    }
    throw error;
  }
  return parseSruResponse(body);
}
