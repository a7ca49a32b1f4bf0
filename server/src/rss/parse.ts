/**
 * A feed's text → its title, link and items, as plain text.
 *
 * @extractus/feed-extractor reads RSS 2.0, RSS 1.0 (RDF) and Atom into one shape through
 * fast-xml-parser (pure JS, maintained, no native code, entity expansion bounded); rss-parser,
 * the other common choice, sits on xml2js and sax, both barely maintained. Only its string
 * entry point is used: the fetch is ours (fetch.ts), never the library's.
 *
 * Nothing from a feed is HTML by the time it leaves the server: markup is removed, entities
 * decoded, whitespace collapsed, lengths bounded, and links kept only when they are http(s).
 * The widget renders the result as text, so a feed carrying <script> or <iframe srcdoc> shows
 * at worst its words.
 */
import { extractFromXml, type FeedEntry } from '@extractus/feed-extractor';
import type { RssItem } from '../../../src/core/api/contract';
import { decodeEntities } from '../text/html';
import { FeedError } from './fetch';

export interface ParsedFeed {
  title: string;
  link: string | null;
  items: RssItem[];
}

/** A feed page shows this many items; older ones are the feed site's business. */
export const MAX_ITEMS = 30;
const MAX_TITLE = 300;
const MAX_SUMMARY = 500;

/** Markup-free, single-spaced text of at most `max` characters. */
export function plainText(value: unknown, max: number): string {
  // Markup is removed twice: "&lt;b&gt;" decodes to "<b>", which is markup too.
  const text = decodeEntities(String(value ?? '').replace(/<[^>]*>/g, ' '))
    .replace(/<[^>]*>/g, ' ')
    // Control characters (a feed may carry them) and runs of whitespace become one space.
    // eslint-disable-next-line no-control-regex -- matching them is the point
    .replace(/[\u0000-\u001f\u007f\s]+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** An http(s) address, absolute against the feed's own; anything else (javascript:, data:) is null. */
export function safeLink(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The text of a raw XML value: a string, or a node whose text fast-xml-parser keeps in `#text`. */
function rawText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && '#text' in value) return String(value['#text']);
  return '';
}

/**
 * The entry's description as the feed wrote it (RSS description, Atom summary or content),
 * so that script and style elements go with their contents: the library's own tag stripping
 * keeps "alert(1)" of "<script>alert(1)</script>" as words.
 */
const rawSummary = (entry: Record<string, unknown>) => ({
  rawSummary: rawText(entry.description ?? entry.summary ?? entry.content),
});

const withoutScripts = (html: string) =>
  html
    .replace(/<!\[CDATA\[|\]\]>/g, '')
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ');

function toItem(entry: FeedEntry, base: string): RssItem {
  const raw = typeof entry.rawSummary === 'string' ? entry.rawSummary : '';
  return {
    title: plainText(entry.title, MAX_TITLE),
    link: safeLink(entry.link, base),
    published: isoDate(entry.published),
    summary: plainText(raw ? withoutScripts(raw) : entry.description, MAX_SUMMARY),
  };
}

/** The feed at `url` (its address, for relative links); throws FeedError('notAFeed'). */
export function parseFeed(xml: string, url: string): ParsedFeed {
  let data;
  try {
    data = extractFromXml(xml, {
      descriptionMaxLen: 0,
      baseUrl: url,
      getExtraEntryFields: rawSummary,
    });
  } catch (error) {
    throw new FeedError('notAFeed', error instanceof Error ? error.message : 'not a feed');
  }
  // An RSS channel with no items is a feed; a document with neither channel nor feed is not.
  if (!data || typeof data !== 'object' || !Array.isArray(data.entries)) {
    throw new FeedError('notAFeed');
  }
  return {
    title: plainText(data.title, MAX_TITLE),
    link: safeLink(data.link, url),
    items: data.entries.slice(0, MAX_ITEMS).map((entry) => toItem(entry, url)),
  };
}
