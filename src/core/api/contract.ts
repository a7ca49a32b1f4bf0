/**
 * The HTTP contract between the widgets and the reference server (spec §7).
 *
 * Dependency-free on purpose: the server imports these types too, so both sides are checked
 * against one definition. Paths are relative to `api-base` (the server mounts them under /api).
 * Field names follow the spec (lower-case, no separators) because school back ends already
 * speak them.
 */

/** Every response body. `code` 0 is success; see `ResultCode` for the others. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Codes the reference server sends; the client also passes unknown non-zero codes through. */
export const ResultCode = {
  ok: 0,
  /** Wrong reader code or password, or a password that could not be decrypted (same message). */
  badCredentials: 10001,
  /** No organisation has this code or id. */
  unknownOrganization: 10002,
  /** The session was ended elsewhere: the client shows the 确定登出 dialog (spec §8). */
  loggedOut: 10022,
  /** A business rule refused the call: the client shows `msg` as an error toast for 5 s. */
  businessError: 10158,
  /** A request the server could not serve: the client shows `msg` for 3 s. */
  requestError: 20102,
  /** Malformed input (schema validation): HTTP 400. */
  invalidInput: 40001,
  /** Missing, expired or invalid token: HTTP 401 (the client refreshes and retries). */
  unauthenticated: 40101,
  /** Logged in, but the role may not do this: HTTP 403. */
  forbidden: 40301,
  /** Unknown path or record: HTTP 404. */
  notFound: 40401,
  /** Body larger than the server accepts: HTTP 413. */
  payloadTooLarge: 41301,
  /** Too many attempts (login): HTTP 429. */
  tooManyRequests: 42901,
  /** The AI provider failed or timed out: HTTP 200 (the widget shows `msg` as the answer). */
  aiUnavailable: 50301,
  /** A malformed advanced search query: HTTP 200, `data` is a QueryErrorDetail. */
  queryError: 40002,
  /** Unexpected server fault: HTTP 500, never with a stack trace. */
  internalError: 50001,
} as const;

export type Role = 'student' | 'teacher';

/** `usertype` 1 is a teacher; any other value is a student (spec §6). */
export const TEACHER_USERTYPE = 1;

// ---------------------------------------------------------------------------------------
// Identity
// ---------------------------------------------------------------------------------------

/** GET /IdentityApi/Reader/LoginKey/Js → data: the RSA public key as SPKI PEM. */
export type LoginKeyResponse = Envelope<string>;

/** POST /IdentityApi/Reader/Login */
export interface LoginRequest {
  readercode: string;
  /** base64 of RSA-OAEP(SHA-256) over the UTF-8 password. */
  password: string;
  orgcode: string;
  loginfrom?: number;
  validateguid?: string;
  validatecode?: string;
  islogin?: boolean;
}

export interface ReaderInfo {
  id: number;
  uuid: string;
  readercode: string;
  name: string;
  nickname: string;
  usertype: number;
  roles: Role[];
  sex: 1 | 2;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  department: string | null;
  departmentid: number | null;
  grade: string | null;
  gradeid: number | null;
  level: number;
  levelname: string;
  score: number;
  /** Deposit in fen (1/100 yuan). */
  deposit: number;
  rdborrowtypeid: number | null;
  organizationid: number;
  organizationname: string;
  /** ISO date the card expires. */
  expire: string | null;
  createdtime: string;
}

export interface LoginResult extends ReaderInfo {
  token: string;
  tokentype: 'Bearer';
  refreshtoken: string;
  /** Seconds until `token` expires. */
  expiresin: number;
}

/** POST /IdentityApi/Reader/Refresh/Token */
export interface RefreshRequest {
  refreshtoken: string;
  loginfrom?: number;
}
export interface RefreshResult {
  token: string;
  refreshtoken: string;
  expiresin: number;
}

/** POST /LibraryReaderApi/Reader/Query → the reader's card summary. Money in fen. */
export interface ReaderSummary {
  reader: ReaderInfo;
  borrowing: number;
  overdue: number;
  preborrowing: number;
  /** Unpaid fines, fen. */
  arrears: number;
  deposit: number;
}

// ---------------------------------------------------------------------------------------
// Organisation
// ---------------------------------------------------------------------------------------

/** GET /IdentityApi/Organization/Query/ByOrgCode?orgcode= */
export interface OrganizationRef {
  id: number;
  name: string;
  orgcode: string;
}

/** GET /IdentityApi/Organization/Query/Brief/Information?orgid= (and …/ById/NoAuth?organizationid=) */
export interface OrganizationBrief extends OrganizationRef {
  logofileid: string | null;
  bannerfileid: string | null;
  servicephone: string | null;
  /** ICP registration record number shown in the footer; null hides it. */
  registrationno: string | null;
}

/** GET /IdentityApi/Organization/Query/Brief/Information/Refined?orgid= */
export interface OrganizationRefined extends OrganizationBrief {
  address: string | null;
  openinghours: string | null;
  introduction: string | null;
  readernotice: string | null;
}

/** GET /IdentityApi/Organization/Query/Logo?orgcode= */
export interface LogoResult {
  fileid: string | null;
}
/** GET /NewsApi/Banner/Query?orgcode= */
export interface BannerResult {
  imagefileid: string | null;
}
/** GET /IdentityApi/Organization/Query/Config?orgid= */
export interface OrganizationConfig {
  enableailibrarian: boolean;
}
/** GET /NewsApi/OPACMenus/Query?orgid= → `content` is JSON: a menu list or {menus, customerServicePhone}. */
export interface HomeMenuConfig {
  content: string;
}
export interface HomeMenuEntry {
  key: string;
  title: string;
  path?: string;
  icon?: string;
}

/** POST /NewsApi/OPACLinks/List {index, pageSize, organizationid} */
export interface FooterLinksRequest {
  index: number;
  pageSize: number;
  organizationid?: number;
}
export interface FooterLink {
  id: number;
  title: string;
  /** The link's URL. */
  content: string;
  isshow: boolean;
}
export interface Page<T> {
  total: number;
  index: number;
  pagesize: number;
  list: T[];
}

// ---------------------------------------------------------------------------------------
// Books
// ---------------------------------------------------------------------------------------

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

/** Asset type of a catalogue record (spec §3). */
export const AssetType = { book: 1, journal: 2, boundJournal: 3 } as const;

/** Copy status codes. 3, 2, 4, 6 are the spec's (§3); the others are ours. */
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

/** Fields the result list can be sorted by (issue #4); relevance needs a keyword or query. */
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
   * matching many thousands of books is counted on a sample of the catalogue.
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

/** A reader's booklist (POST /LibraryApi/ReaderBookList/List, /AddUpdate {id?, name, …}, /Delete {id}). */
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
/** POST /LibraryApi/ReaderBookShelf/AddUpdate {booklistid, bookid, note?}: put a book on a list. */
export interface BookListItemRequest {
  booklistid: number;
  bookid: number;
  note?: string;
}

// ---------------------------------------------------------------------------------------
// Book detail (issue #4)
// ---------------------------------------------------------------------------------------

/** POST /LibraryReaderApi/Book/Query/Detail {bookid} → the record (404 code when unknown). */
export interface BookDetail extends BookSummary {
  paralleltitle: string | null;
  subtitle: string | null;
  series: string | null;
  /** ISO date (year only when that is all the catalogue knows: "1980"). */
  publishtime: string | null;
  /** Price in fen. */
  price: number | null;
  notes: string | null;
  intro: string | null;
  authorintro: string | null;
}

/**
 * POST /LibraryReaderApi/Book/Query/Douban {isbns} → what the external book-info service says
 * (its 10-point scale: widgets show `average / 2`). An unreachable or slow service is logged
 * by the server and answered with an empty list (spec §8: "logged only").
 */
export interface BookInfoRequest {
  isbns: string[];
}
export interface BookInfo {
  isbn13: string;
  image: string | null;
  average: number;
  raters: number;
}
/** The shown rating is the source value divided by 2 (spec §3, §9). */
export const RATING_SCALE_DIVISOR = 2;

/** POST /CommentUserApi/Comment/List {bookid, index, pagesize} → Page<BookComment>. */
export interface CommentListRequest {
  bookid: number;
  index?: number;
  pagesize?: number;
  organizationid?: number;
}
export interface BookComment {
  id: number;
  bookid: number;
  content: string;
  anonymous: boolean;
  /** Null for an anonymous comment (except to its author). */
  authorname: string | null;
  /** The logged-in reader wrote it: only then may they edit or delete it. */
  mine: boolean;
  /** ISO date-times. */
  createdtime: string;
  updatedtime: string;
}
/** POST /CommentUserApi/Comment/AddUpdate {id?, bookid, content, anonymous?} → the comment. */
export interface CommentSaveRequest {
  id?: number;
  bookid: number;
  content: string;
  anonymous?: boolean;
}
/** Longest comment the server accepts, in characters. */
export const MAX_COMMENT_LENGTH = 2000;
/** POST /CommentUserApi/Comment/Delete {id}. */
export interface CommentDeleteRequest {
  id: number;
}

/** POST /LibraryReaderApi/Reader/Collection/Query {bookid} and …/AddOrRemove {bookid}. */
export interface CollectState {
  bookid: number;
  collected: boolean;
}
/** POST /Api/BookRecommend/Add {bookid, reason?} and /QueryIsMyRecommend {bookid}. */
export interface RecommendState {
  bookid: number;
  recommended: boolean;
  /** Readers of the organisation who recommended this book to the library. */
  count: number;
}

// ---------------------------------------------------------------------------------------
// Pre-borrow (issue #4; spec §2, §3, §4)
// ---------------------------------------------------------------------------------------

/** POST /LibraryApi/PreBorrowSite/List {organizationid?} → where reserved books are picked up. */
export interface PreBorrowSite {
  id: number;
  name: string;
}

/**
 * POST /LibraryReaderApi/Book/Query/Availability {bookid} → copies, the queue and where the
 * book can be found; `mine` is the logged-in reader's active reservation of it.
 */
export interface BookAvailability {
  bookid: number;
  copies: number;
  available: number;
  /** Readers waiting for a copy (reservations without one). */
  queue: number;
  bylocation: { locationid: number | null; location: string; copies: number; available: number }[];
  mine: PreBorrowRecord | null;
}

/**
 * POST /LibraryReaderApi/Reader/PreBorrow {bookid, siteid, queue?}: reserve an available copy,
 * or with `queue: true` join the queue when none is available. Refusals (no copy left, limit
 * reached, already reserved) are code 10158 with a message.
 */
export interface PreBorrowRequest {
  bookid: number;
  siteid: number;
  queue?: boolean;
}
export type PreBorrowState =
  'waiting' | 'notArrived' | 'arrived' | 'cancelled' | 'expired' | 'borrowed';
export interface PreBorrowRecord {
  id: number;
  bookid: number;
  title: string;
  author: string | null;
  state: PreBorrowState;
  siteid: number;
  site: string;
  /** The reserved copy's barcode; null while waiting in the queue. */
  barcode: string | null;
  /** 1-based place in the queue while `waiting`, else null. */
  queueposition: number | null;
  /** ISO date-times. */
  createdtime: string;
  /** Borrow before this (arrived), or the reservation lapses. */
  expiretime: string;
}
/** POST /LibraryReaderApi/Reader/PreBorrow/List {state?: 'active' | 'all'} → PreBorrowRecord[]. */
export interface PreBorrowListRequest {
  state?: 'active' | 'all';
}
/** POST /LibraryReaderApi/Reader/PreBorrow/Cancel {id} → the cancelled record. */
export interface PreBorrowCancelRequest {
  id: number;
}

// ---------------------------------------------------------------------------------------
// AI librarian (spec §1, §4, §7, §8)
// ---------------------------------------------------------------------------------------

/** POST /AIApi/AILibrarian/AskQuestion → data: the answer as plain text (newlines kept). */
export interface AskQuestionRequest {
  orgid: number;
  question: string;
}
/** Longest question the server accepts, in characters. */
export const MAX_QUESTION_LENGTH = 500;

// ---------------------------------------------------------------------------------------
// News, notices, activities (spec §2, §7)
// ---------------------------------------------------------------------------------------

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
 * introduction, reader notice, opening hours (spec §2 home menu). `content` is plain text.
 */
export interface LibraryInfo {
  key: 'introduction' | 'readernotice' | 'openinghours' | 'address' | 'servicephone';
  title: string;
  content: string;
}

/** GET /FileApi/File/Download?fileid= → the file's bytes with its content type. */
export const FILE_DOWNLOAD_PATH = '/FileApi/File/Download';

/** Every path of this contract, so client and server cannot drift apart. */
export const ApiPath = {
  loginKey: '/IdentityApi/Reader/LoginKey/Js',
  login: '/IdentityApi/Reader/Login',
  refreshToken: '/IdentityApi/Reader/Refresh/Token',
  readerSelf: '/IdentityApi/Reader/Query/Self',
  studentInfo: '/Api/Student/Info',
  teacherInfo: '/IdentityApi/Teacher/Info',
  readerQuery: '/LibraryReaderApi/Reader/Query',
  studentOnlineOver30: '/Api/Student/OnlineOver30',
  teacherOnlineOver30: '/StatisticsApi/UserPoint/OnlineOver30',
  orgByCode: '/IdentityApi/Organization/Query/ByOrgCode',
  orgBrief: '/IdentityApi/Organization/Query/Brief/Information',
  orgRefined: '/IdentityApi/Organization/Query/Brief/Information/Refined',
  orgBriefNoAuth: '/IdentityApi/Organization/Query/Brief/Information/ById/NoAuth',
  orgLogo: '/IdentityApi/Organization/Query/Logo',
  orgBanner: '/NewsApi/Banner/Query',
  orgConfig: '/IdentityApi/Organization/Query/Config',
  homeMenus: '/NewsApi/OPACMenus/Query',
  footerLinks: '/NewsApi/OPACLinks/List',
  bookSuggestions: '/LibraryReaderApi/Book/Query/KeyWords',
  bookSearch: '/LibraryReaderApi/Book/Query/Search',
  bookAssets: '/LibraryReaderApi/Book/Query/Asset',
  fileDownload: FILE_DOWNLOAD_PATH,
  health: '/health',
  askLibrarian: '/AIApi/AILibrarian/AskQuestion',
  newsList: '/NewsApi/OpacNews/List',
  newsDetail: '/NewsApi/OpacNews/Query',
  libraryInfos: '/NewsApi/OPACInfos/List',
  bookKinds: '/LibraryReaderApi/BookKind/List',
  hotSearchWords: '/LibraryApi/SearchWordStatistics/List',
  bookRecommendations: '/LibraryReaderApi/Book/Query/Recommend',
  fastReadingQuery: '/LibraryApi/BookFastReading/Query',
  fastReadingGen: '/LibraryApi/BookFastReading/Gen',
  bookListList: '/LibraryApi/ReaderBookList/List',
  bookListSave: '/LibraryApi/ReaderBookList/AddUpdate',
  bookListDelete: '/LibraryApi/ReaderBookList/Delete',
  bookListAddBook: '/LibraryApi/ReaderBookShelf/AddUpdate',
  bookDetail: '/LibraryReaderApi/Book/Query/Detail',
  bookInfo: '/LibraryReaderApi/Book/Query/Douban',
  commentList: '/CommentUserApi/Comment/List',
  commentSave: '/CommentUserApi/Comment/AddUpdate',
  commentDelete: '/CommentUserApi/Comment/Delete',
  collectQuery: '/LibraryReaderApi/Reader/Collection/Query',
  collectToggle: '/LibraryReaderApi/Reader/Collection/AddOrRemove',
  recommendAdd: '/Api/BookRecommend/Add',
  recommendQuery: '/Api/BookRecommend/QueryIsMyRecommend',
  preBorrowSites: '/LibraryApi/PreBorrowSite/List',
  bookAvailability: '/LibraryReaderApi/Book/Query/Availability',
  preBorrow: '/LibraryReaderApi/Reader/PreBorrow',
  preBorrowList: '/LibraryReaderApi/Reader/PreBorrow/List',
  preBorrowCancel: '/LibraryReaderApi/Reader/PreBorrow/Cancel',
} as const;

/**
 * The id of the `<script type="application/json">` in which the server sends, with a portal
 * page it rendered for a visit, the API answers that page shows (TanStack Query's dehydrated
 * state), for the app to hydrate with.
 */
export const PORTAL_QUERY_STATE_ID = 'lp-query-state';

/**
 * A portal route rendered to HTML (src/host-app/prerender.tsx), which the build and the
 * server put into the portal's index.html (server/src/http/portal-page.ts).
 */
export interface PortalRenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** React's resource hints for that markup (`<link rel="preload">` of its first images). */
  headTags: string;
  /** styled-components' `<style>` tags for that markup (the browser takes them over). */
  styleTags: string;
  /** The document title, as useDocumentTitle sets it. */
  title: string;
  /** For the head: an inline script starting the route's first calls, or ''. */
  earlyRequests: string;
  /** Rendered for a visit: its organisation and the query cache's answers (dehydrated). */
  visit?: { orgCode: string; queryState: unknown };
}
