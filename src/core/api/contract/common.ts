/**
 * What every call shares: the response envelope, the result codes, roles, paging.
 * The contract is dependency-free on purpose (see index.ts).
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
  /** A single-sign-on code that is unknown, used, expired or of another organisation. */
  ssoCodeInvalid: 10023,
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
  /** Too many attempts (login), or writes faster than a reader makes them: HTTP 429. */
  tooManyRequests: 42901,
  /** The AI provider failed or timed out: HTTP 200 (the widget shows `msg` as the answer). */
  aiUnavailable: 50301,
  /** Too many logins at once for the password hashing to take another: HTTP 503, try later. */
  busy: 50302,
  /** A malformed advanced search query: HTTP 200, `data` is a QueryErrorDetail. */
  queryError: 40002,
  /** Unexpected server fault: HTTP 500, never with a stack trace. */
  internalError: 50001,
} as const;

export type Role = 'student' | 'teacher';

/** `usertype` 1 is a teacher; any other value is a student (spec §6). */
export const TEACHER_USERTYPE = 1;

/** A page of a paged list (1-based `index`). */
export interface Page<T> {
  total: number;
  index: number;
  pagesize: number;
  list: T[];
}

/** GET /FileApi/File/Download?fileid= → the file's bytes with its content type. */
export const FILE_DOWNLOAD_PATH = '/FileApi/File/Download';

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const CommonPath = {
  fileDownload: FILE_DOWNLOAD_PATH,
  health: '/health',
} as const;
