import type { Envelope, RefreshRequest, RefreshResult } from './contract';
import { ApiPath, ResultCode } from './contract';
import { earlyRequestKey, takeEarlyResponse } from './early-responses';
import type { Notifier } from '../notify/notifier';
import type { SessionStore } from '../session/session-store';

/** Every call gives up after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** The made-up code of a failure that brought no envelope (network down, timeout, HTML). */
export const NETWORK_ERROR_CODE = -1;
/** A JSON media type (`application/json`, `application/problem+json`, …). */
const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json\s*(?:;|$)/i;
/** Toast durations (docs/product-rules.md, "Result codes"). */
const BUSINESS_ERROR_TOAST_MS = 5000;
const REQUEST_ERROR_TOAST_MS = 3000;

export type ApiResult<T> =
  | { ok: true; code: 0; msg: string; data: T }
  | {
      ok: false;
      code: number;
      msg: string;
      data: null;
      /** The envelope's `data` of a refusal, when the server explains it (e.g. QueryErrorDetail). */
      detail: unknown;
    };

/**
 * A change the browser could not even send (a file it cannot read, no Web Crypto to seal a
 * password): a refusal without a message, which the widget words in its own terms.
 */
export const NOT_SENT: ApiResult<never> = {
  ok: false,
  code: ResultCode.requestError,
  msg: '',
  data: null,
  detail: null,
};

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: object;
  /** A "PK request" is served under the /pkapi prefix. */
  pk?: boolean;
  /** Errors pass through without toasts or dialogs (the login page and login widget). */
  silent?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  baseURL: string;
  session: SessionStore;
  notifier: Notifier;
  translate: (key: string) => string;
  language: () => string;
  /** The session is over; `goToLogin` when the reader chose 重新登录. */
  onLoggedOut: (goToLogin: boolean) => void;
  isOnLoginPage: () => boolean;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof globalThis.fetch;
}

/** An answer with an HTTP error status, and its body (an envelope, when the server sent one). */
class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/**
 * A JSON body parsed, else its text (an HTML error page). Keys that would reach an object's
 * prototype once the answer is merged into another object are dropped.
 */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) =>
      key === '__proto__' ||
      (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)
        ? undefined
        : value,
    );
  } catch {
    return text;
  }
}

/** `base` + `path` with one slash between, and the query's defined values. */
function requestUrl(base: string, path: string, query: RequestOptions['query']): string {
  let url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  return url;
}

/** A body as fetch sends it: an object as JSON, a file upload (FormData, a Blob) as it is. */
function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly detail: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The data of a successful result, or an `ApiError` (for React Query, which wants a throw). */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiError(result.code, result.msg, result.detail);
  return result.data;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

/**
 * The one helper every call goes through, with the error catalogue (docs/product-rules.md, "Calls",
 * "Errors"). It never throws: callers get an `ApiResult` and decide; prompts are shown here once.
 */
export class ApiClient {
  /** Single flight: a burst of 401s shares one refresh. */
  private refreshing: Promise<boolean> | null = null;

  constructor(private readonly deps: ApiClientDeps) {}

  /**
   * One request on the platform's fetch, with the reader's cookies, given up after
   * REQUEST_TIMEOUT_MS; the answer's body parsed (JSON, else its text) or, as a Blob. An HTTP
   * error status throws an HttpError with that body. Never retried: a POST sent twice could
   * duplicate a payment or a reservation.
   */
  private async fetcher<T>(
    path: string,
    init: {
      method?: 'GET' | 'POST';
      query?: RequestOptions['query'];
      body?: unknown;
      headers: Record<string, string>;
      signal?: AbortSignal;
      blob?: boolean;
    },
  ): Promise<T> {
    const headers = { ...init.headers };
    let body: BodyInit | undefined;
    if (init.body !== undefined) {
      if (isRawBody(init.body)) {
        body = init.body;
      } else {
        body = JSON.stringify(init.body);
        headers['content-type'] = 'application/json';
        headers.accept = 'application/json';
      }
    }
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('The request timed out', 'TimeoutError')),
      REQUEST_TIMEOUT_MS,
    );
    // The caller's signal (a query's, cancelled when nobody waits for it) and the timeout; a
    // browser without AbortSignal.any (before 2024) keeps the caller's alone, as ofetch did.
    const signal = !init.signal
      ? timeout.signal
      : typeof AbortSignal.any === 'function'
        ? AbortSignal.any([init.signal, timeout.signal])
        : init.signal;
    try {
      const response = await (this.deps.fetch ?? globalThis.fetch)(
        requestUrl(this.deps.baseURL, path, init.query),
        { method: init.method ?? 'GET', headers, body, credentials: 'include', signal },
      );
      // As ofetch read answers: JSON (or no content type) parsed, other text as text.
      const type = response.headers.get('content-type');
      const data =
        init.blob && response.ok
          ? await response.blob()
          : !type || JSON_TYPE.test(type)
            ? parseBody(await response.text())
            : type.startsWith('text/')
              ? await response.text()
              : await response.blob();
      if (!response.ok) throw new HttpError(response.status, data);
      return data as T;
    } finally {
      clearTimeout(timer);
    }
  }

  get baseURL(): string {
    return this.deps.baseURL;
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
    return this.request<T>('POST', path, options);
  }

  /** Absolute URL of a file served by FileApi/File/Download (logos, covers, avatars). */
  fileUrl(fileid: string): string {
    return `${this.deps.baseURL}${ApiPath.fileDownload}?fileid=${encodeURIComponent(fileid)}`;
  }

  /**
   * A file only some readers may see (an avatar, a face image): fetched with the reader's token,
   * which an <img src> cannot send. Null when it cannot be had (not allowed, gone, offline);
   * no toast, as for an image that fails to load. One refresh and retry after a 401.
   */
  async fileBlob(fileid: string, signal?: AbortSignal): Promise<Blob | null> {
    return this.blob(ApiPath.fileDownload, { fileid }, signal);
  }

  /**
   * A GET answered with a file, not an envelope (a file, a CSV export), sent with the reader's
   * token: null when it cannot be had. One refresh and retry after a 401.
   */
  async blob(
    path: string,
    query: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<Blob | null> {
    const fetchOnce = (token: string | null) =>
      this.fetcher<Blob>(path, {
        query,
        headers: this.headers(token),
        blob: true,
        signal,
      });
    const token = this.deps.session.getSnapshot().token;
    try {
      return await fetchOnce(token);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 401 || signal?.aborted) return null;
      if (!(await this.refreshOnce())) return null;
      return fetchOnce(this.deps.session.getSnapshot().token).catch(() => null);
    }
  }

  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    options: RequestOptions,
    isRetry = false,
  ): Promise<ApiResult<T>> {
    const silent = options.silent === true || this.deps.isOnLoginPage();
    const tokenUsed = this.deps.session.getSnapshot().token;
    const early = tokenUsed || isRetry ? undefined : this.earlyAnswer(method, path, options);
    if (early) {
      const answer = await early;
      if (isEnvelope(answer)) return this.fromEnvelope<T>(answer, silent);
    }
    try {
      const body = await this.fetcher<unknown>(options.pk ? `/pkapi${path}` : path, {
        method,
        query: options.query,
        body: method === 'POST' ? this.withSessionFields(options.body ?? {}) : undefined,
        headers: this.headers(tokenUsed),
        signal: options.signal,
      });
      return this.fromEnvelope<T>(body, silent);
    } catch (error) {
      if (options.signal?.aborted) return this.failure(NETWORK_ERROR_CODE, '');
      if (error instanceof HttpError && error.status === 401) {
        return this.afterUnauthorized<T>(method, path, options, tokenUsed, isRetry, silent, error);
      }
      return this.fromError<T>(error, silent);
    }
  }

  /**
   * The answer the page's inline script already asked for, if any (anonymous calls only, as
   * it sends no token). One that failed or is no envelope lets the call go out after all.
   */
  private earlyAnswer(
    method: 'GET' | 'POST',
    path: string,
    options: RequestOptions,
  ): Promise<unknown> | undefined {
    if (options.pk) return undefined;
    return takeEarlyResponse(
      earlyRequestKey(
        method,
        `${this.deps.baseURL}${path}`,
        options.query,
        method === 'POST' ? (options.body as Record<string, unknown> | undefined) : undefined,
        this.deps.language(),
      ),
    );
  }

  private async afterUnauthorized<T>(
    method: 'GET' | 'POST',
    path: string,
    options: RequestOptions,
    tokenUsed: string | null,
    isRetry: boolean,
    silent: boolean,
    error: HttpError,
  ): Promise<ApiResult<T>> {
    if (!isRetry) {
      const current = this.deps.session.getSnapshot().token;
      // Another call already refreshed the token this one was sent with: just retry.
      const refreshed = current && current !== tokenUsed ? true : await this.refreshOnce();
      if (refreshed) return this.request<T>(method, path, options, true);
    }
    this.forcedLogout(silent);
    const envelope = isEnvelope(error.data) ? error.data : null;
    return this.failure(envelope?.code ?? ResultCode.unauthenticated, envelope?.msg ?? '');
  }

  private refreshOnce(): Promise<boolean> {
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refresh(): Promise<boolean> {
    const { refreshtoken, token } = this.deps.session.getSnapshot();
    // A session without a stored refresh token is the portal's: the browser sends the
    // HttpOnly cookie that holds it (docs/auth.md). No session, nothing to refresh.
    if (!refreshtoken && !token) return false;
    const request: RefreshRequest = refreshtoken
      ? { refreshtoken, loginfrom: 0 }
      : { loginfrom: 0 };
    try {
      const body = await this.fetcher<Envelope<RefreshResult>>(ApiPath.refreshToken, {
        method: 'POST',
        body: request,
        headers: this.headers(null),
      });
      if (body.code !== ResultCode.ok || !body.data?.token) return false;
      this.deps.session.setTokens(body.data);
      return true;
    } catch {
      return false;
    }
  }

  private pendingLogoutPrompt: Promise<void> | null = null;

  /** The session is gone: clear it now, then ask once (not once per call) what to do next. */
  private forcedLogout(silent: boolean): void {
    this.deps.onLoggedOut(false);
    if (silent || this.pendingLogoutPrompt) return;
    const { translate: t } = this.deps;
    this.pendingLogoutPrompt = this.deps.notifier
      .confirm({
        key: 'forced-logout',
        title: t('session.loggedOutTitle'),
        text: t('session.loggedOutText'),
        confirmText: t('session.loginAgain'),
        cancelText: t('common.cancel'),
        tone: 'warning',
      })
      .then((goToLogin) => {
        this.pendingLogoutPrompt = null;
        if (goToLogin) this.deps.onLoggedOut(true);
      });
  }

  private fromEnvelope<T>(body: unknown, silent: boolean): ApiResult<T> {
    if (!isEnvelope(body)) return this.fromError<T>(new Error('not an envelope'), silent);
    const msg = typeof body.msg === 'string' ? body.msg : '';
    const { notifier, translate: t } = this.deps;
    switch (body.code) {
      case ResultCode.ok:
        return { ok: true, code: 0, msg, data: body.data as T };
      case ResultCode.businessError:
        if (!silent)
          notifier.toast(msg || t('common.requestError'), 'error', BUSINESS_ERROR_TOAST_MS);
        break;
      case ResultCode.loggedOut:
        this.forcedLogout(silent);
        break;
      case ResultCode.requestError:
        if (!silent)
          notifier.toast(msg || t('common.requestError'), 'error', REQUEST_ERROR_TOAST_MS);
        break;
      default:
        // Other codes pass through: the caller knows what they mean.
        break;
    }
    return this.failure(body.code, msg, body.data);
  }

  private fromError<T>(error: unknown, silent: boolean): ApiResult<T> {
    const data = error instanceof HttpError ? error.data : undefined;
    const envelope = isEnvelope(data) ? data : null;
    const msg = envelope?.msg || this.deps.translate('common.requestError');
    if (!silent) this.deps.notifier.toast(msg, 'error', REQUEST_ERROR_TOAST_MS);
    return this.failure(envelope?.code ?? NETWORK_ERROR_CODE, msg, envelope?.data);
  }

  private failure(code: number, msg: string, detail: unknown = null): ApiResult<never> {
    const failed = code === 0 ? NETWORK_ERROR_CODE : code;
    return { ok: false, code: failed, msg, data: null, detail: detail ?? null };
  }

  private headers(token: string | null): Record<string, string> {
    const headers: Record<string, string> = { 'Accept-Language': this.deps.language() };
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  /** A logged-in reader's calls carry who they are (organizationid, usertype, userid, useruuid). */
  private withSessionFields(body: object): object {
    const { user, isLogin } = this.deps.session.getSnapshot();
    // A file upload (FormData) goes as it is: the token says who sends it.
    if (!isLogin || !user || body instanceof FormData) return body;
    return {
      ...body,
      organizationid: user.organizationid,
      usertype: user.usertype,
      userid: user.id,
      useruuid: user.uuid,
    };
  }
}
