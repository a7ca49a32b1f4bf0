/**
 * The search page's and a book's strings (locales/zh.search.ts and zh.detail.ts: the search
 * form, facets, sort, advanced search, categories, booklists, quick read; a book's detail,
 * rating, comments, pre-borrow, shelf location), 4.3 KB gzip of Chinese. The portal and the npm
 * package have them in the default strings. The embed leaves them out of its default strings
 * (vite.embed.config.ts), so that a page with only the search box does not download them, and
 * loads them as the namespace `books` (locales/zh/books.ts) with the elements that show them,
 * before their first paint; i18next looks a key up there when the default strings lack it
 * (`fallbackNS`, i18n/index.ts). The test beside this file checks the list against what each
 * element's code, and the components it imports, show.
 */
export const BOOK_STRINGS_NAMESPACE = 'books';

/** The elements that show some of those strings. */
export const ELEMENTS_SHOWING_BOOK_STRINGS: ReadonlySet<string> = new Set([
  'lp-book-detail',
  'lp-category-search',
  'lp-hot-words',
  'lp-my-borrow',
  'lp-pre-borrow',
  'lp-reading-portrait',
  'lp-recommended-books',
  'lp-reviews',
  'lp-search-results',
]);

/** `true` in the embed build, which ships the book strings apart from the default ones. */
declare const __LIBPORTAL_BOOK_STRINGS_APART__: boolean;

/**
 * The namespaces an element waits for before its first paint: the default strings, and the
 * book strings where the build ships them apart and the element shows them.
 */
export function namespacesOfElement(tag: string | undefined): string[] {
  const apart =
    typeof __LIBPORTAL_BOOK_STRINGS_APART__ !== 'undefined' && __LIBPORTAL_BOOK_STRINGS_APART__;
  return apart && tag !== undefined && ELEMENTS_SHOWING_BOOK_STRINGS.has(tag)
    ? ['translation', BOOK_STRINGS_NAMESPACE]
    : ['translation'];
}
