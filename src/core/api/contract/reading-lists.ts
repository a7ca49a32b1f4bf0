/**
 * The reader's own lists: the virtual bookshelf (three shelves, "reading, pre-borrow, read", plus
 * statistics; entries of title, author, ISBN, note) and the booklists beyond what reading.ts
 * started (a list's books, removing one, other readers' public lists).
 *
 * The product names one call for the shelf, `POST /LibraryApi/ReaderBookShelf/AddUpdate`, which
 * the search page already uses to put a book on a booklist; it takes either body (see
 * `ShelfEntrySaveRequest`). Our additions, since the product names no call to read or
 * empty a shelf, nor to read a list's books or remove one: `ReaderBookShelf/List` and
 * `/Delete`, `ReaderBookList/Query`, `/RemoveBook` and `/Public`.
 */
import { ReadingPath, type ReaderBookList } from './reading';

export type ShelfName = 'reading' | 'preborrow' | 'read';

export interface ShelfEntry {
  id: number;
  shelf: ShelfName;
  /** The catalogue book, or null for a book typed by hand (read elsewhere). */
  bookid: number | null;
  title: string;
  author: string;
  isbn: string;
  note: string;
  /** ISO date-time the entry was put on its present shelf. */
  shelvedtime: string;
  /** ISO date-time. */
  createdtime: string;
}

/**
 * POST /LibraryApi/ReaderBookShelf/AddUpdate for the shelf: a new entry (no `id`), or a
 * change to one (`id`: move it to another shelf, edit the note). With `bookid` the title,
 * author and ISBN come from the catalogue; without, `title` is required. Shelving the same
 * book again updates its entry.
 */
export interface ShelfEntrySaveRequest {
  id?: number;
  shelf: ShelfName;
  bookid?: number;
  title?: string;
  author?: string;
  isbn?: string;
  note?: string;
}

export interface ShelfStatistics {
  reading: number;
  preborrow: number;
  read: number;
  /** Put on the read shelf this calendar year / month (server time). */
  readthisyear: number;
  readthismonth: number;
}

/** POST /LibraryApi/ReaderBookShelf/List {shelf?} → the entries (of one shelf) and the counts. */
export interface ShelfListing {
  entries: ShelfEntry[];
  statistics: ShelfStatistics;
}

/** A book on a booklist (ReaderBookList/Query). */
export interface BookListBook {
  bookid: number;
  title: string;
  author: string;
  isbn: string;
  note: string;
  /** ISO date-time. */
  addedtime: string;
}

/** Another reader's public list, with whose it is (ReaderBookList/Public and /List {readerid}). */
export interface PublicBookList extends ReaderBookList {
  readerid: number;
  readername: string;
}

/** POST /LibraryApi/ReaderBookList/Query {id} → a list the caller owns, or a public one of their organisation. */
export interface BookListDetail extends PublicBookList {
  /** Whether the caller owns it (may edit). */
  mine: boolean;
  books: BookListBook[];
}

/** POST /LibraryApi/ReaderBookList/RemoveBook {booklistid, bookid}. */
export interface BookListRemoveRequest {
  booklistid: number;
  bookid: number;
}

export const ReadingListsPath = {
  /** The same call as `bookListAddBook` (the product names one call for the reader's shelf). */
  shelfSave: ReadingPath.bookListAddBook,
  shelfList: '/LibraryApi/ReaderBookShelf/List',
  shelfDelete: '/LibraryApi/ReaderBookShelf/Delete',
  bookListQuery: '/LibraryApi/ReaderBookList/Query',
  bookListRemoveBook: '/LibraryApi/ReaderBookList/RemoveBook',
  bookListPublic: '/LibraryApi/ReaderBookList/Public',
} as const;
