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
  /** The session was ended elsewhere: the client shows the 确定登出 dialog. */
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

/** A reader is a student or a teacher; the library's staff are librarians and admins. */
export type Role = 'student' | 'teacher' | 'librarian' | 'admin';
export type StaffRole = Extract<Role, 'librarian' | 'admin'>;

/** `usertype` 1 is a teacher; any other reader value is a student. */
export const TEACHER_USERTYPE = 1;

/**
 * Staff accounts live beside readers (one login, one reader code per organisation, as Koha's
 * staff are patrons with permissions) with usertypes of their own that no reader import writes:
 * 8 a librarian (desk, catalogue, readers, content, reports), 9 an admin (all of it, plus
 * settings and staff).
 */
export const STAFF_USERTYPE = { librarian: 8, admin: 9 } as const satisfies Record<
  StaffRole,
  number
>;

/** The role a usertype stands for. */
export function roleOfUsertype(usertype: number): Role {
  if (usertype === TEACHER_USERTYPE) return 'teacher';
  if (usertype === STAFF_USERTYPE.librarian) return 'librarian';
  if (usertype === STAFF_USERTYPE.admin) return 'admin';
  return 'student';
}

/** The organisation's time zone when none is set: the demo libraries are in China. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

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
