import { zhDetail } from '../zh.detail';
import { zhSearch } from '../zh.search';

/**
 * The search page's and a book's strings (zh.search.ts, zh.detail.ts) as a namespace of their
 * own, `books`: the embed leaves them out of its default strings and loads them only with the
 * elements that show them (src/core/i18n/book-strings.ts). Elsewhere they are in the default
 * table too, where a key is found first. `en/books.ts` has the same keys.
 */
const zhBooks = { ...zhSearch, ...zhDetail };

export default zhBooks;
