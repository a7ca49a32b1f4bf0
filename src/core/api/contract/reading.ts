/** Reading: the AI quick read and the reader's booklists. */

/**
 * GET /LibraryApi/BookFastReading/Query?bookid&orgid → the AI quick read, or null when none
 * has been generated yet; POST /LibraryApi/BookFastReading/Gen {bookid} generates it.
 */
export interface FastReading {
  bookid: number;
  summary: string;
  /** ISO date-time. */
  generatedat: string;
}

/**
 * A reader's booklist (POST /LibraryApi/ReaderBookList/List, /AddUpdate {id?, name, …}, /Delete
 * {id}). `/List {readerid}` naming another reader of the organisation answers that reader's
 * public lists only, as `PublicBookList` (reading-lists.ts).
 */
export interface ReaderBookList {
  id: number;
  name: string;
  description: string;
  ispublic: boolean;
  bookcount: number;
  /** ISO date-time. */
  createdtime: string;
}
export interface BookListSaveRequest {
  id?: number;
  name: string;
  description?: string;
  ispublic?: boolean;
}
/**
 * POST /LibraryApi/ReaderBookShelf/AddUpdate {booklistid, bookid, note?}: put a book on a list.
 * The same call takes a shelf entry too (`ShelfEntrySaveRequest`, reading-lists.ts).
 */
export interface BookListItemRequest {
  booklistid: number;
  bookid: number;
  note?: string;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const ReadingPath = {
  fastReadingQuery: '/LibraryApi/BookFastReading/Query',
  fastReadingGen: '/LibraryApi/BookFastReading/Gen',
  bookListList: '/LibraryApi/ReaderBookList/List',
  bookListSave: '/LibraryApi/ReaderBookList/AddUpdate',
  bookListDelete: '/LibraryApi/ReaderBookList/Delete',
  bookListAddBook: '/LibraryApi/ReaderBookShelf/AddUpdate',
} as const;
