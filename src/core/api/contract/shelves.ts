/**
 * The library's shelves (the virtual shelf, the Bookshelf calls) and its holdings by
 * location and category (the collection overview, LibraryLocation/Query). Public: the
 * organisation is the token's when logged in, else the one named.
 */

/** One column of a bookshelf: the range of call numbers on its label. */
export interface BookshelfColumn {
  columnid: number;
  /** 1 = the leftmost column as one faces the shelf. */
  position: number;
  firstcallnumber: string;
  lastcallnumber: string;
}

/** POST /LibraryApi/Bookshelf/List {organizationid?, locationid?} → Bookshelf[]. */
export interface Bookshelf {
  shelfid: number;
  /** The code on the shelf's end panel ("A03"). */
  code: string;
  locationid: number;
  locationname: string;
  /** The storey of the shelf's location (1 = the entrance's); null when the library has not said. */
  floor: number | null;
  columns: BookshelfColumn[];
}

export interface BookshelfListRequest {
  locationid?: number;
  organizationid?: number;
}

/**
 * POST /LibraryApi/Bookshelf/Query/AssetInBookShelf/All: the copies on one column
 * `{columnid, pageindex?, pagesize?}` → Page<ShelfAsset> in call-number order, where one
 * copy stands `{barcode}` → a page of at most one, or where a book's copies stand `{bookid}`
 * → a page of them (at most MAX_SHELF_PAGE_SIZE), those on the shelf first.
 */
export interface ShelfAssetsRequest {
  columnid?: number;
  barcode?: string;
  bookid?: number;
  pageindex?: number;
  pagesize?: number;
  organizationid?: number;
}

export interface ShelfAsset {
  assetid: number;
  barcode: string;
  callnumber: string;
  /** Contract CopyStatus. */
  status: number;
  bookid: number;
  title: string;
  author: string | null;
  coverfileid: string | null;
  coverurl: string | null;
  isbn: string | null;
  shelfid: number;
  shelfcode: string;
  columnid: number;
  columnposition: number;
}

/** At most this many copies a page (AssetInBookShelf/All). */
export const MAX_SHELF_PAGE_SIZE = 60;

/** A category (CLC basic class) and how much of it a column or location holds. */
export interface CategoryCount {
  /** CLC class letter ("I"), or "" for copies without a category. */
  code: string;
  name: string;
  titles: number;
  copies: number;
}

/**
 * POST /LibraryApi/Bookshelf/Query/BookShelfColumnStatistics {shelfid} → one entry per
 * column of the shelf.
 */
export interface ColumnStatistics {
  columnid: number;
  /** Distinct titles on the column. */
  titles: number;
  /** Copies on the column, whatever their state. */
  copies: number;
  /** Lent out (normally or abnormally). */
  onloan: number;
  /** In the library, on the shelf. */
  available: number;
  /** The column's categories, most copies first. */
  categories: CategoryCount[];
}

/** One library location (reading room) and its holdings. */
export interface LocationHoldings {
  locationid: number;
  name: string;
  titles: number;
  copies: number;
  available: number;
  shelves: number;
}

/**
 * POST /LibraryReaderApi/LibraryLocation/Query {organizationid?, locationid?} → the holdings
 * by location, and by category (of the location named, else of the whole library).
 */
export interface CollectionOverview {
  locations: LocationHoldings[];
  categories: CategoryCount[];
  /** All the library holds (or the location named): the sums of the lists. */
  titles: number;
  copies: number;
}

export const ShelvesPath = {
  bookshelves: '/LibraryApi/Bookshelf/List',
  shelfAssets: '/LibraryApi/Bookshelf/Query/AssetInBookShelf/All',
  shelfColumnStatistics: '/LibraryApi/Bookshelf/Query/BookShelfColumnStatistics',
  libraryLocations: '/LibraryReaderApi/LibraryLocation/Query',
} as const;
