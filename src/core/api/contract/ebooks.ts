/** The digital library: e-books and e-journals, their tags, the reader's e-book shelf and files. */

/** 0 e-book, 1 e-journal. */
export const EBOOK_TYPES = { ebook: 0, journal: 1 } as const;
export type EBookType = (typeof EBOOK_TYPES)[keyof typeof EBOOK_TYPES];

/** What the reader opens in the browser. */
export type EBookFormat = 'epub' | 'pdf';

/** GET /EBookReaderApi/EBookTag/List?organizationid= → EBookTag[] */
export interface EBookTag {
  id: number;
  name: string;
  /** E-books and journals carrying it. */
  count: number;
}

/**
 * POST /EBookReaderApi/EBook/List and /EBookApi/EBook/List (the same list under both names)
 * {index, pageSize, ebooktype?, tagid?, keyword?, organizationid?} → Page<EBookSummary>.
 */
export interface EBookListRequest {
  index: number;
  pageSize: number;
  ebooktype?: EBookType;
  tagid?: number;
  keyword?: string;
  organizationid?: number;
}

export interface EBookSummary {
  id: number;
  title: string;
  author: string | null;
  publisher: string | null;
  ebooktype: EBookType;
  /** null: listed, with no file to read online. */
  format: EBookFormat | null;
  /** Only logged-in readers of the library may open it. */
  requireslogin: boolean;
  tags: { id: number; name: string }[];
  /** On the logged-in reader's e-book shelf (always false logged out). */
  onshelf: boolean;
}

/** POST /EBookApi/EBook/Query?bookid= → EBookDetail (another organisation's book: 404). */
export interface EBookDetail extends EBookSummary {
  description: string | null;
  /** The text's language (zh, en): the reader marks its pages with it. */
  language: string | null;
  publishedyear: number | null;
  fileid: string | null;
  /** Where the logged-in reader stopped (EPUB CFI or PDF page), null logged out or unread. */
  position: string | null;
}

/** POST /EBookApi/ReaderEBookShelf/AddOrRemove {bookid, onshelf} → {onshelf}: idempotent, the wanted state is named. */
export interface EBookShelfChange {
  bookid: number;
  onshelf: boolean;
}

/** POST /EBookApi/ReaderEBookShelf/List {index, pageSize} → Page<EBookShelfEntry>, newest first. */
export interface EBookShelfEntry extends EBookSummary {
  /** ISO date-time. */
  addedat: string;
  /** 0–100: how far the reader got. */
  percent: number;
}

/** POST /EBookApi/ReaderEBookPosition/Save {bookid, position, percent} → null. */
export interface EBookPositionSave {
  bookid: number;
  position: string;
  percent: number;
}

/**
 * GET /FileApi/File/Query?fileid= → what the file is, before downloading it: an e-book's file
 * the caller may read, or "Unrecognized file type" / the permission message.
 */
export interface FileInfo {
  fileid: string;
  filename: string;
  format: EBookFormat;
  size: number;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const EBookPath = {
  ebookTags: '/EBookReaderApi/EBookTag/List',
  ebookReaderList: '/EBookReaderApi/EBook/List',
  ebookList: '/EBookApi/EBook/List',
  ebookDetail: '/EBookApi/EBook/Query',
  ebookShelfChange: '/EBookApi/ReaderEBookShelf/AddOrRemove',
  ebookShelfList: '/EBookApi/ReaderEBookShelf/List',
  ebookPositionSave: '/EBookApi/ReaderEBookPosition/Save',
  fileQuery: '/FileApi/File/Query',
} as const;
