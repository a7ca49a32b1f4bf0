/**
 * Single sign-on (/ssoLogin, SSOApi): a reader logged in on a school's site follows
 * a link into the portal with a one-time code, never with a token in the URL.
 */

/**
 * POST /SSOApi/Cookie/Create (a logged-in reader's bearer token) → a code for this reader;
 * POST /SSOApi/Cookie/Mint (`Authorization: Bearer <the organisation's SSO secret>`, body
 * SsoMintRequest) → a code for the reader a school's own system names.
 */
export interface SsoCode {
  /** Single use, valid `expiresin` seconds: `<portal>/ssoLogin?cookieId=…&redirect=…`. */
  cookieId: string;
  expiresin: number;
  /**
   * `<portal>/ssoLogin?cookieId=…` at the address readers use, when the server knows it (its
   * PUBLIC_URL): a school's system sends the reader there (adding `&redirect=…` if it likes).
   */
  loginurl?: string;
}

export interface SsoMintRequest {
  orgcode: string;
  readercode: string;
}

/**
 * GET /SSOApi/QueryCookie?cookieId=&orgcode= → a new session, the same answer as Login
 * (LoginResult). An unknown, used or expired code, or one of another organisation than
 * `orgcode`, answers ResultCode.ssoCodeInvalid.
 */
export interface SsoQuery {
  cookieId: string;
  orgcode?: string;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const SsoPath = {
  ssoCreateCode: '/SSOApi/Cookie/Create',
  ssoMintCode: '/SSOApi/Cookie/Mint',
  ssoQueryCookie: '/SSOApi/QueryCookie',
} as const;
