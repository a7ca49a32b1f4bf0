import type { LoginResult, ReaderInfo, RefreshResult, Role } from '../api/contract';
import { roleOfUsertype } from '../api/contract';
import { ExternalStore } from '../external-store';
import {
  readCookie,
  readStored,
  readStoredJson,
  storageKey,
  writeCookie,
  writeStored,
  writeStoredJson,
} from '../storage';

export interface SessionState {
  token: string | null;
  refreshtoken: string | null;
  user: ReaderInfo | null;
  isLogin: boolean;
  roles: Role[];
}

const LOGGED_OUT: SessionState = {
  token: null,
  refreshtoken: null,
  user: null,
  isLogin: false,
  roles: [],
};

/**
 * The login token lives in a cookie named `token`; the rest in local storage. The
 * refresh token is stored only when the server hands it over: on the portal's own origin it
 * stays in an HttpOnly cookie no script can read (docs/auth.md), and `refreshtoken` is
 * empty.
 */
const TOKEN_COOKIE = 'token';
const USER_KEY = 'reader';
const REFRESH_KEY = 'refreshtoken';

/** A session's roles: one, from the usertype (teacher, librarian, admin, else student). */
export function rolesFor(usertype: number): Role[] {
  return [roleOfUsertype(usertype)];
}

function stripTokens(result: LoginResult): ReaderInfo {
  const { token: _t, refreshtoken: _r, tokentype: _tt, expiresin: _e, ...reader } = result;
  return reader;
}

function loadPersisted(): SessionState {
  const token = readCookie(TOKEN_COOKIE) ?? null;
  const user = readStoredJson<ReaderInfo>(USER_KEY);
  if (!token || !user) return LOGGED_OUT;
  return {
    token,
    refreshtoken: readStored(REFRESH_KEY),
    user,
    isLogin: true,
    roles: rolesFor(user.usertype),
  };
}

/**
 * The one session of a page, shared by every widget: log in through one element and the
 * others see it without a reload. Survives reloads through the cookie and local storage.
 */
export class SessionStore extends ExternalStore<SessionState> {
  constructor() {
    super(loadPersisted());
  }

  setLogin(result: LoginResult): void {
    const user = stripTokens(result);
    writeCookie(TOKEN_COOKIE, result.token);
    writeStored(REFRESH_KEY, result.refreshtoken || null);
    writeStoredJson(USER_KEY, user);
    this.setState({
      token: result.token,
      refreshtoken: result.refreshtoken || null,
      user,
      isLogin: true,
      roles: rolesFor(user.usertype),
    });
  }

  setTokens(tokens: RefreshResult): void {
    writeCookie(TOKEN_COOKIE, tokens.token);
    writeStored(REFRESH_KEY, tokens.refreshtoken || null);
    this.setState({
      ...this.getSnapshot(),
      token: tokens.token,
      refreshtoken: tokens.refreshtoken || null,
    });
  }

  setUser(user: ReaderInfo): void {
    writeStoredJson(USER_KEY, user);
    this.setState({ ...this.getSnapshot(), user, roles: rolesFor(user.usertype) });
  }

  clear(): void {
    writeCookie(TOKEN_COOKIE, null);
    writeStored(REFRESH_KEY, null);
    writeStoredJson(USER_KEY, null);
    this.setState(LOGGED_OUT);
  }

  /** Another tab logged in or out: follow it. */
  reloadFromStorage(): void {
    this.setState(loadPersisted());
  }

  isStorageKeyOfSession(key: string | null): boolean {
    return key === storageKey(USER_KEY) || key === storageKey(REFRESH_KEY);
  }
}
