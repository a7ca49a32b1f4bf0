/**
 * RSS subscriptions (docs/product-rules.md, "The reader's own records", "Validation"). The product
 * lists no calls for them: these paths are named in the style of the reader's other calls
 * (`/LibraryReaderApi/<Area>/<Action>`, POST with a JSON body). The server fetches the feeds itself
 * (the browser could not: feeds rarely allow CORS) and answers text only.
 */

/** POST /LibraryReaderApi/Rss/List → the reader's subscriptions, oldest first. */
export interface RssSubscription {
  id: number;
  url: string;
  name: string;
  /** ISO date-time. */
  createdtime: string;
}

/** POST /LibraryReaderApi/Rss/AddUpdate {id?, url, name}: adds (no id) or edits one. */
export interface RssSaveRequest {
  id?: number;
  url: string;
  name: string;
}

/** One item of a feed, as text: nothing in it is HTML. */
export interface RssItem {
  title: string;
  /** An http(s) address, or null when the feed gave none (or another scheme). */
  link: string | null;
  /** ISO date-time, or null when the feed gave none. */
  published: string | null;
  /** The item's description with its markup removed, shortened. */
  summary: string;
}

/** POST /LibraryReaderApi/Rss/Items {id} → a subscription's feed, fetched (or cached) now. */
export interface RssFeed {
  id: number;
  title: string;
  /** The feed's own site (http(s)), or null. */
  link: string | null;
  items: RssItem[];
  /** ISO date-time of the fetch the answer comes from (a cached answer is a few minutes old). */
  fetchedat: string;
}

/** A reader keeps at most this many subscriptions. */
export const RSS_MAX_SUBSCRIPTIONS = 50;
/** Longest address and name accepted. */
export const RSS_URL_MAX_LENGTH = 2000;
export const RSS_NAME_MAX_LENGTH = 100;

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const RssPath = {
  rssList: '/LibraryReaderApi/Rss/List',
  rssSave: '/LibraryReaderApi/Rss/AddUpdate',
  rssDelete: '/LibraryReaderApi/Rss/Delete',
  rssItems: '/LibraryReaderApi/Rss/Items',
} as const;
