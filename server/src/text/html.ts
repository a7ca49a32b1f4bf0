/**
 * Plain text out of HTML we trust not to be well-formed: news bodies (seeded by us, but
 * written to test the client's sanitiser) and AI provider answers. This is not a sanitiser
 * and its output is never meant to be rendered as HTML: the client shows it as text.
 */
import { decodeHTMLStrict } from 'entities';

/** Elements whose content is not text to read: removed with everything inside them. */
const HIDDEN_ELEMENTS =
  /<(script|style|iframe|noscript|template|textarea|title|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
/**
 * A start or end tag. Quoted attribute values may hold ">" (or whole tags). Every attribute
 * starts after blanks, so no run of characters can be split two ways (no backtracking blow-up
 * on a tag that never closes).
 */
const TAG =
  /<\/?[a-z][^\s/>]*(?:\s+[^\s"'>=/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/gi;
/** Tags that separate lines of text, unlike inline ones (<b>, <a>) which join words. */
const BLOCK_TAG = /^<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|table|section|article|blockquote|hr)\b/i;

/**
 * The text of HTML's character references: every named one (&rsquo; &mdash; &eacute; &hellip;
 * &copy; …, from the `entities` library's table of the HTML standard) and numeric ones, in one
 * pass, so "&amp;lt;" becomes "&lt;" and not "<". Strict: a reference counts only with its ";",
 * and an unknown name ("&unknown;") stays as written. A no-break space reads as a plain space:
 * the result is shown as text, never laid out as HTML.
 */
export function decodeEntities(text: string): string {
  return decodeHTMLStrict(text).replace(/\u00a0/g, ' ');
}

/** Removes markup, keeping text and line breaks; entities are left as they are. */
export function stripTags(html: string): string {
  return html
    .replace(HIDDEN_ELEMENTS, '')
    .replace(COMMENTS, '')
    .replace(TAG, (tag) => (BLOCK_TAG.test(tag) ? '\n' : ''));
}

/** The text a reader would see, entities decoded. */
export function htmlToText(html: string): string {
  return decodeEntities(stripTags(html));
}

/** At most `max` characters (code points, so no emoji is cut in half), with "…" when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** One line of at most `max` characters: whitespace collapsed, markup removed. */
export function summarize(html: string, max: number): string {
  return truncate(htmlToText(html).replace(/\s+/g, ' ').trim(), max);
}
