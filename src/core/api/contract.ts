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

/** POST /LibraryReaderApi/Book/Query/Search {keyword, ebooktype, pagesize, index} */
export interface BookSearchRequest {
  keyword: string;
  ebooktype?: number;
  pagesize?: number;
  index?: number;
  organizationid?: number;
}
/** The search result page; `suggestion` is a "did you mean" when nothing matched. */
export interface BookSearchResult extends Page<BookSummary> {
  suggestion: string | null;
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
} as const;
