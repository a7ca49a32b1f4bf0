/** Books: suggestions, the catalogue search with facets, copies, categories, hot words, recommendations. */

import type { Page } from './common';

/** POST /LibraryReaderApi/Book/Query/KeyWords {keywords, pagesize?} → at most 100 suggestions. */
export interface SuggestionRequest {
  keywords: string;
  pagesize?: number;
  organizationid?: number;
}
export interface BookSuggestion {
  bookid: number;
  bookname: string;
  author: string | null;
}

/** Asset type of a catalogue record: book, journal or bound journal. */
export const AssetType = { book: 1, journal: 2, boundJournal: 3 } as const;

/**
 * Copy status codes. 3, 2, 4, 6 are the product's (docs/product-rules.md, "Copy statuses"); the
 * others are ours.
 */
export const CopyStatus = {
  inLibrary: 3,
  borrowed: 2,
  preBorrowed: 4,
  lost: 5,
  abnormalBorrowed: 6,
  weeded: 7,
  damaged: 8,
  removed: 9,
  sold: 10,
} as const;
export type CopyStatusCode = (typeof CopyStatus)[keyof typeof CopyStatus];

/** Fields the result list can be sorted by; relevance needs a keyword or query. */
export const SORT_FIELDS = ['relevance', 'title', 'author', 'year', 'rating'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export interface SortCondition {
  field: SortField;
  order: 'asc' | 'desc';
}

/**
 * Facets of a search result. Values are strings on the wire: asset type and status codes as
 * digits, category as a CLC class letter (or code prefix), year as four digits, location as
 * its id. The empty string stands for "not recorded".
 */
export const FACET_NAMES = [
  'assettype',
  'category',
  'location',
  'publisher',
  'year',
  'language',
  'status',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];
export type FacetFilters = Partial<Record<FacetName, string[]>>;
export interface FacetValue {
  value: string;
  /** Display text in the request's language (location and category names, publisher, …). */
  label: string;
  /** Matching books when this value is added to the other facets' selections. */
  count: number;
}

/**
 * POST /LibraryReaderApi/Book/Query/Search. `keyword` is the basic search; `query` the
 * advanced syntax (`field:term`, AND / OR / NOT, parentheses, quotes) and wins when both are
 * given. Values within one facet are alternatives (OR); facets combine with AND.
 */
export interface BookSearchRequest {
  keyword?: string;
  query?: string;
  filters?: FacetFilters;
  /** Only books with a copy in one of these statuses (CopyStatus codes; libyunStatus cookie). */
  assetstatuses?: number[];
  /** Applied in order; empty or absent: relevance with a keyword or query, else title. */
  sort?: SortCondition[];
  /** Ask for facet counts (search pages do, suggestion lists do not). */
  facets?: boolean;
  ebooktype?: number;
  pagesize?: number;
  index?: number;
  organizationid?: number;
}
/**
 * The search result page; `suggestion` is a "did you mean" when nothing matched; `facets`
 * when asked for (values with a count of 0 are left out unless selected).
 */
export interface BookSearchResult extends Page<BookSummary> {
  /**
   * `total` and the facet counts are estimates, rounded to two significant digits: a search
   * matching many thousands of books is counted on a sample of the catalogue. When false the
   * total is exact; if filters narrowed such a search to a few books, the other values of a
   * filtered facet (counted without its filter, over the large search) may still be rounded
   * estimates.
   */
  estimated?: boolean;
  suggestion: string | null;
  facets: Partial<Record<FacetName, FacetValue[]>> | null;
}

/**
 * A malformed advanced query: code `ResultCode.queryError`, `msg` in the request's language,
 * and this as `data` so the widget can point at the place (`position`: 0-based UTF-16 offset).
 */
export interface QueryErrorDetail {
  key: string;
  position: number;
}
export interface BookSummary {
  bookid: number;
  title: string;
  author: string | null;
  publisher: string | null;
  publishyear: number | null;
  isbn: string | null;
  isbn13: string | null;
  assettype: number;
  /** External cover image URL (may be unreachable: the client falls back to a default). */
  cover: string | null;
  /** Cover stored on our server, downloaded through FileApi/File/Download. */
  coverfileid: string | null;
  language: string | null;
  categorycode: string | null;
  /** The catalogue's own rating on a 5-point scale (0 when unrated); detail pages ask the book-info service. */
  rating: number;
  raters: number;
  /** Copies currently in the library (status 3). */
  available: number;
  /** All copies that are not lost, weeded, removed or sold. */
  copies: number;
}

/** POST /LibraryReaderApi/Book/Query/Asset {bookid, assetstatuses?} */
export interface AssetQueryRequest {
  bookid: number;
  assetstatuses?: number[];
  organizationid?: number;
}
export interface BookAsset {
  assetid: number;
  barcode: string;
  callnumber: string | null;
  collectionlocation: string | null;
  currentlocation: string | null;
  status: number;
}

/** GET /LibraryReaderApi/BookKind/List?orgid= → the category tree (CLC) with book counts. */
export interface BookKind {
  /** CLC code: a class letter ("I") or a longer code ("I24", "I247.5"). */
  code: string;
  name: string;
  /** Books of the organisation whose category code starts with `code`. */
  count: number;
  children: BookKind[];
}

/** POST /LibraryApi/SearchWordStatistics/List {organizationid?, pagesize?} → hot search words. */
export interface SearchWordStat {
  word: string;
  count: number;
}

/** POST /LibraryReaderApi/Book/Query/Recommend {organizationid?, pagesize?} → BookSummary[]. */
export interface RecommendRequest {
  pagesize?: number;
  organizationid?: number;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const BookPath = {
  bookSuggestions: '/LibraryReaderApi/Book/Query/KeyWords',
  bookSearch: '/LibraryReaderApi/Book/Query/Search',
  bookAssets: '/LibraryReaderApi/Book/Query/Asset',
  bookKinds: '/LibraryReaderApi/BookKind/List',
  hotSearchWords: '/LibraryApi/SearchWordStatistics/List',
  bookRecommendations: '/LibraryReaderApi/Book/Query/Recommend',
} as const;
