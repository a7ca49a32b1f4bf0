import type { Widen } from '../../messages';
import type zhBooks from '../zh/books';
import { enDetail } from '../en.detail';
import { enSearch } from '../en.search';

/** English strings of the search page and a book (namespace `books`); the keys are those of zh/books.ts. */
const enBooks: Widen<typeof zhBooks> = { ...enSearch, ...enDetail };

export default enBooks;
