/** News, notices, activities and the library's information pages. */

export const NEWS_TYPES = ['news', 'notice', 'activity'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** POST /NewsApi/OpacNews/List {index, pageSize, type, organizationid?} → Page<NewsSummary>. */
export interface NewsListRequest {
  index: number;
  pageSize: number;
  type: NewsType;
  organizationid?: number;
}
export interface NewsSummary {
  id: number;
  type: NewsType;
  title: string;
  /** Plain text, at most ~120 characters, taken from the body. */
  summary: string;
  /** ISO date-time. */
  publishedat: string;
}
/** POST /NewsApi/OpacNews/Query?id= → the item with its body as HTML (sanitise before showing). */
export interface NewsDetail extends NewsSummary {
  bodyhtml: string;
}
/**
 * POST /NewsApi/OPACInfos/List {organizationid?} → the library's information pages:
 * introduction, reader notice, opening hours (entries of the home menu). `content` is plain text.
 */
export interface LibraryInfo {
  key: 'introduction' | 'readernotice' | 'openinghours' | 'address' | 'servicephone';
  title: string;
  content: string;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const NewsPath = {
  newsList: '/NewsApi/OpacNews/List',
  newsDetail: '/NewsApi/OpacNews/Query',
  libraryInfos: '/NewsApi/OPACInfos/List',
} as const;
