import createDOMPurify, { type DOMPurify } from 'dompurify';
import {
  SAFE_LINK,
  SANITIZED_ATTRIBUTES,
  SANITIZED_TAGS,
  isSafeImage,
  isSafeLink,
  opensNewTab,
} from './api/contract/html-rules';

export { SANITIZED_ATTRIBUTES, SANITIZED_TAGS } from './api/contract/html-rules';

/**
 * HTML from the server (news bodies) is shown only after this sanitiser (DESIGN.md: server text is
 * never injected as HTML unless sanitised). Only basic formatting survives: no scripts, frames,
 * forms, SVG/MathML, styles or event handlers. Links keep only http, https, mailto and tel (the
 * only schemes a link may use) and open in a new tab with `rel="noopener noreferrer"`; images keep
 * only http(s) sources (no data: or relative URLs, which would resolve against the host page).
 *
 * The lists and the scheme rules are the contract's (api/contract/html-rules.ts), the same the
 * server applies when a librarian saves a body.
 *
 * Kept out of the core barrel on purpose: DOMPurify (~20 KB) is loaded only by the widgets
 * that import this module directly, not by the search box.
 */

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
    const value = data.attrValue;
    if (data.attrName === 'href' && !(tag === 'a' && isSafeLink(value))) data.keepAttr = false;
    // DOMPurify allows data: images by default; we do not.
    if (data.attrName === 'src' && !(tag === 'img' && isSafeImage(value))) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      const href = node.getAttribute('href');
      if (href && opensNewTab(href)) {
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
