/**
 * The server's sanitiser of a body a librarian saves (LibraryAdminApi/Content/Save), by the
 * same rules the portal applies when it shows one (src/core/api/contract/html-rules.ts: the
 * tags, the attributes, the link and image schemes), so what is stored is what is shown and a
 * reader's browser never receives markup the rules refuse even if a display forgot them.
 *
 * sanitize-html (htmlparser2, no DOM) rather than DOMPurify: DOMPurify on the server needs
 * jsdom, a large dependency that would ship with the server only for this (and happy-dom is not
 * safe for it). Script, style and the like are dropped with their content; any other element
 * not allowed loses its tag and keeps its text (as DOMPurify's KEEP_CONTENT does).
 */
import sanitize from 'sanitize-html';
import {
  SANITIZED_ATTRIBUTES,
  SANITIZED_TAGS,
  isSafeImage,
  isSafeLink,
} from '../../../src/core/api/contract/html-rules';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...SANITIZED_TAGS],
  allowedAttributes: { '*': [...SANITIZED_ATTRIBUTES] },
  // Schemes are checked by the shared rules in transformTags; this is the library's own net.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: sanitize.Attributes = {};
      for (const [name, value] of Object.entries(attribs)) {
        // href only on a link and src only on an image, each with a scheme the rules allow.
        if (name === 'href' && !(tagName === 'a' && isSafeLink(value))) continue;
        if (name === 'src' && !(tagName === 'img' && isSafeImage(value))) continue;
        kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
  },
  // An image left without a source shows nothing: removed, as the display removes it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** `html` with everything but basic formatting, safe links and web images removed. */
export function sanitizeBody(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
