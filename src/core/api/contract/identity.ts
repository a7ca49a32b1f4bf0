/** Identity: login, tokens, the reader's own profile and card summary, online points. */

import type { Envelope, Role } from './common';

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
  /**
   * Empty for a page of the API's own origin (the portal): the server keeps the refresh token
   * in an HttpOnly cookie that scripts never see. A caller on another origin gets it here.
   */
  refreshtoken: string;
  /** Seconds until `token` expires. */
  expiresin: number;
  /**
   * True while the reader's password is one the library generated (an initial password from a
   * class list): the login form asks for a new one (the password-change call) before the
   * login is complete, and a successful change clears it.
   */
  mustchangepassword: boolean;
}

/** POST /IdentityApi/Reader/Refresh/Token; without `refreshtoken`, the cookie's is used. */
export interface RefreshRequest {
  refreshtoken?: string;
  loginfrom?: number;
}
export interface RefreshResult {
  token: string;
  /** Empty when it is kept in the HttpOnly cookie (see LoginResult). */
  refreshtoken: string;
  expiresin: number;
}

/**
 * POST /IdentityApi/Reader/Logout (bearer token; `refreshtoken` when the caller holds one):
 * ends every session of the reader, on every server instance. Always succeeds (data null).
 */
export interface LogoutRequest {
  refreshtoken?: string;
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

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const IdentityPath = {
  loginKey: '/IdentityApi/Reader/LoginKey/Js',
  login: '/IdentityApi/Reader/Login',
  refreshToken: '/IdentityApi/Reader/Refresh/Token',
  logout: '/IdentityApi/Reader/Logout',
  readerSelf: '/IdentityApi/Reader/Query/Self',
  studentInfo: '/Api/Student/Info',
  teacherInfo: '/IdentityApi/Teacher/Info',
  readerQuery: '/LibraryReaderApi/Reader/Query',
  studentOnlineOver30: '/Api/Student/OnlineOver30',
  teacherOnlineOver30: '/StatisticsApi/UserPoint/OnlineOver30',
} as const;
