import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { ApiClient, NETWORK_ERROR_CODE } from './api/client';
import { ApiPath, TEACHER_USERTYPE, type ReaderInfo } from './api/contract';
import { removePersonalQueries } from './api/queries/keys';
import { resolveConfig, storeLanguage, type Language } from './config';
import { createI18n, currentLanguage } from './i18n';
import { Notifier } from './notify/notifier';
import { logoutOnServer } from './session/logout';
import { SessionStore } from './session/session-store';
import { withQuery, type Query } from './urls';
import { LIBPORTAL_VERSION } from './version';

/** One points call after 30 minutes online (the timer fires once). */
export const POINTS_TIMER_MS = 1_800_000;

export type Navigate = (path: string, query?: Query) => void;

/**
 * What the start-up check of a stored session found: none to check, the server accepted it,
 * refused it (then it is cleared), or could not be reached (then it is kept).
 */
export type SessionCheck = 'none' | 'verified' | 'failed' | 'unreachable';

/**
 * Everything the elements of one page share: one query cache, one session, one language,
 * one place for toasts and dialogs. React context does not cross custom-element roots, so
 * each root's providers point at this object.
 */
export class LibportalRuntime {
  readonly version = LIBPORTAL_VERSION;
  readonly queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
  readonly session = new SessionStore();
  readonly notifier = new Notifier();
  readonly i18n: I18n;
  private readonly clients = new Map<string, ApiClient>();
  private navigator: Navigate | null = null;
  private pointsTimer: ReturnType<typeof setTimeout> | null = null;
  private verification: Promise<SessionCheck> | null = null;
  private settledCheck: SessionCheck | undefined;

  constructor() {
    this.i18n = createI18n(resolveConfig().lang);
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (this.session.isStorageKeyOfSession(event.key)) this.session.reloadFromStorage();
      });
    }
    if (this.session.getSnapshot().isLogin) this.startPointsTimer();
  }

  /** The API client for an api-base; clients share the session and its single-flight refresh. */
  api(apiBase: string = resolveConfig().apiBase): ApiClient {
    let client = this.clients.get(apiBase);
    if (!client) {
      client = new ApiClient({
        baseURL: apiBase,
        session: this.session,
        notifier: this.notifier,
        translate: (key) => this.i18n.t(key),
        language: () => currentLanguage(this.i18n),
        onLoggedOut: (goToLogin) => {
          this.clearSession();
          if (goToLogin) this.navigate('/login');
        },
        isOnLoginPage: () =>
          typeof location !== 'undefined' && /\/login\/?$/.test(location.pathname),
      });
      this.clients.set(apiBase, client);
    }
    return client;
  }

  /** The portal routes in-app; embedded widgets fall back to full-page links. */
  setNavigator(navigate: Navigate): () => void {
    this.navigator = navigate;
    return () => {
      if (this.navigator === navigate) this.navigator = null;
    };
  }

  /** True in the portal, whose router handles `navigate`; false for embedded widgets. */
  get routesInPage(): boolean {
    return this.navigator !== null;
  }

  navigate(path: string, query?: Query): void {
    if (this.navigator) {
      this.navigator(path, query);
      return;
    }
    if (typeof location !== 'undefined') {
      location.assign(resolveConfig().portalUrl + withQuery(path, query));
    }
  }

  get language(): Language {
    return currentLanguage(this.i18n);
  }

  async setLanguage(lang: Language): Promise<void> {
    storeLanguage(lang);
    await this.i18n.changeLanguage(lang);
  }

  startPointsTimer(): void {
    this.stopPointsTimer();
    this.pointsTimer = setTimeout(() => {
      const user = this.session.getSnapshot().user;
      if (!user) return;
      const path =
        user.usertype === TEACHER_USERTYPE
          ? ApiPath.teacherOnlineOver30
          : ApiPath.studentOnlineOver30;
      void this.api().post(path);
    }, POINTS_TIMER_MS);
  }

  private stopPointsTimer(): void {
    if (this.pointsTimer !== null) clearTimeout(this.pointsTimer);
    this.pointsTimer = null;
  }

  /**
   * Logout: the server ends the reader's sessions first (every instance; the access
   * token stops working at once), then this page forgets it. A logout the server does not
   * answer still clears the page: the reader asked to leave. `apiBase`: the server of the
   * element the reader used, when it names its own.
   */
  async logout(apiBase?: string): Promise<void> {
    await logoutOnServer(this.api(apiBase), this.session);
    this.clearSession();
  }

  /** Clears user info, the timer, stored state and the refresh token (a session already over). */
  clearSession(): void {
    this.stopPointsTimer();
    this.session.clear();
    removePersonalQueries(this.queryClient);
  }

  /**
   * With a token present, fetch the user info once per page; if that fails, log out
   * with the server's message or "Verification failed, please login again" (the portal then
   * goes to /). An unreachable server keeps the session, and the next call asks again.
   */
  verifySession(): Promise<SessionCheck> {
    this.verification ??= this.checkSession().then((outcome) => {
      if (outcome === 'unreachable') this.verification = null;
      this.settledCheck = outcome;
      return outcome;
    });
    return this.verification;
  }

  /** What verifySession found, once it has answered: pages need not wait for it again. */
  get sessionCheck(): SessionCheck | undefined {
    return this.settledCheck;
  }

  private async checkSession(): Promise<SessionCheck> {
    if (!this.session.getSnapshot().isLogin) return 'none';
    const result = await this.api().get<ReaderInfo>(ApiPath.readerSelf, { silent: true });
    if (result.ok) {
      this.session.setUser(result.data);
      return 'verified';
    }
    if (result.code === NETWORK_ERROR_CODE) return 'unreachable';
    this.clearSession();
    this.notifier.toast(result.msg || this.i18n.t('session.verificationFailed'), 'error', 3000);
    return 'failed';
  }
}

const RUNTIME_KEY = Symbol.for('libportal.core');

type RuntimeHolder = { [RUNTIME_KEY]?: LibportalRuntime };

/**
 * The page's runtime, created on first use (never at import, so server-side rendering can
 * import the package). A second copy of the script finds the first one's runtime here.
 */
export function getRuntime(): LibportalRuntime {
  const holder = globalThis as RuntimeHolder;
  const existing = holder[RUNTIME_KEY];
  if (existing) {
    if (existing.version !== LIBPORTAL_VERSION) {
      console.warn(
        `[libportal] version ${LIBPORTAL_VERSION} found version ${existing.version} already on this page; using the first one.`,
      );
    }
    return existing;
  }
  const runtime = new LibportalRuntime();
  holder[RUNTIME_KEY] = runtime;
  return runtime;
}

/** Tests start each case from a fresh page state. */
export function resetRuntimeForTests(): void {
  delete (globalThis as RuntimeHolder)[RUNTIME_KEY];
}
