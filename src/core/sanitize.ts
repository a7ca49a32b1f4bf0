import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * HTML from the server (news bodies) is shown only after this sanitiser (DESIGN.md: server
 * text is never injected as HTML unless sanitised). Only basic formatting survives: no
 * scripts, frames, forms, SVG/MathML, styles or event handlers. Links keep only http, https,
 * mailto and tel (spec §5) and open in a new tab with `rel="noopener noreferrer"`; images keep
 * only http(s) sources (no data: or relative URLs, which would resolve against the host page).
 *
 * Kept out of the core barrel on purpose: DOMPurify (~20 KB) is loaded only by the widgets
 * that import this module directly, not by the search box.
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

/** The attributes a sanitised body may contain (target and rel are set by the hook). */
export const SANITIZED_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'width', 'height'] as const;

/** Spec §5: the only schemes a link may use. */
const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;
/** Images load only from the web (no data:, blob:, javascript: or relative URLs). */
const SAFE_IMAGE = /^https?:/i;
/** What DOMPurify ignores when it checks a URL, so `java\tscript:` cannot sneak through. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

function compact(value: string): string {
  return value.replace(URL_WHITESPACE, '');
}

let purifier: DOMPurify | null = null;

/**
 * Our own DOMPurify instance: hooks added to the shared default instance would change how
 * every other user of DOMPurify on the page sanitises.
 */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const value = compact(data.attrValue);
    if (data.attrName === 'href' && !(tag === 'a' && SAFE_LINK.test(value))) data.keepAttr = false;
    // DOMPurify allows data: images by default; we do not.
    if (data.attrName === 'src' && !(tag === 'img' && SAFE_IMAGE.test(value))) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      const href = node.getAttribute('href');
      if (href && /^https?:/i.test(compact(href))) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    } else if (tag === 'img') {
      if (!node.getAttribute('src')) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  purifier = instance;
  return instance;
}

const TAG = /<[a-z][^>]*>/gi;
const EVENT_HANDLER = /(?<=[\s/"'])on[a-z]+\s*=/gi;

/**
 * Event-handler attributes renamed in the markup's tags before it is parsed: under the
 * portal's CSP (no inline handlers), Chromium reports every `onerror=` it parses as a
 * violation, even in DOMPurify's inert document where nothing runs. A renamed one is a data
 * attribute, which DOMPurify drops; whatever this misses DOMPurify still removes.
 */
function renameEventHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(EVENT_HANDLER, 'data-removed='));
}

/** `html` with everything but basic formatting, safe links and web images removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined') return '';
  return getPurifier().sanitize(renameEventHandlers(html), {
    ALLOWED_TAGS: [...SANITIZED_TAGS],
    ALLOWED_ATTR: [...SANITIZED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: SAFE_LINK,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // Text inside removed elements stays (a <div> or <span> wrapper loses only its tag).
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  });
}
