/**
 * What an HTML body (a news item, a notice, an activity) may hold: the one set of rules the
 * portal's sanitiser applies when it shows a body (src/core/sanitize.ts, DOMPurify) and the
 * server's applies when a librarian saves one (server/src/text/sanitize-html.ts). Kept here,
 * dependency-free and without the DOM, so both sides read the same lists: a body the server
 * stored is shown unchanged, and a rule changed here changes both.
 */

/** The tags a sanitised body may contain. */
export const SANITIZED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'img',
] as const;

/**
 * The attributes a sanitised body may contain, and only `href` on a link and `src` on an
 * image (the display adds target, rel, loading and referrerpolicy itself).
 */
export const SANITIZED_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'width', 'height'] as const;

/** The only schemes a link may use: http, https, mailto, tel. */
export const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;
/** Images load only from the web (no data:, blob:, javascript: or relative URLs). */
export const SAFE_IMAGE = /^https?:/i;
/** What browsers ignore in a URL, so `java\tscript:` cannot sneak through a check. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** `value` as a URL check must see it: without the characters a browser skips. */
export function compactUrl(value: string): string {
  return value.replace(URL_WHITESPACE, '');
}

/** Whether a link may keep this `href`. */
export const isSafeLink = (href: string) => SAFE_LINK.test(compactUrl(href));
/** Whether an image may keep this `src`. */
export const isSafeImage = (src: string) => SAFE_IMAGE.test(compactUrl(src));
/** A link that leaves the portal (http or https) opens in a new tab, without the opener. */
export const opensNewTab = (href: string) => /^https?:/i.test(compactUrl(href));
