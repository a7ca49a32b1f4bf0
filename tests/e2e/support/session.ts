/**
 * Logged-in browser storage, made once per server and reader and reused. Logging in through
 * the form costs a page load, a reload and the login's round trips; a test that is not about
 * logging in opens its page in a context that already holds the reader's session (the token
 * in storage, the cookies), as a reader who comes back to the portal would.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { logInToPortal } from './account';
import type { Language } from './widget-page';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Reader {
  readercode: string;
  password: string;
}

/** Per server and reader; a failed login is forgotten, so the next test tries again. */
const saved = new Map<string, Promise<StorageState>>();

async function logInOnce(browser: Browser, serverUrl: string, reader: Reader) {
  const context = await browser.newContext();
  try {
    await logInToPortal(await context.newPage(), serverUrl, 'zh', reader);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The reader's session on the server, logging in through the form the first time only. */
export function savedSession(
  browser: Browser,
  serverUrl: string,
  reader: Reader,
): Promise<StorageState> {
  const key = `${serverUrl} ${reader.readercode}`;
  let state = saved.get(key);
  if (!state) {
    state = logInOnce(browser, serverUrl, reader);
    saved.set(key, state);
    state.catch(() => saved.delete(key));
  }
  return state;
}

/** The portal reads its language from storage (`libportal.lang`): the state in `lang`. */
export function inLanguage(state: StorageState, serverUrl: string, lang: Language): StorageState {
  const { origin } = new URL(serverUrl);
  const language = { name: 'libportal.lang', value: lang };
  const origins = state.origins.some((entry) => entry.origin === origin)
    ? state.origins
    : [...state.origins, { origin, localStorage: [] }];
  return {
    ...state,
    origins: origins.map((entry) =>
      entry.origin === origin
        ? {
            ...entry,
            localStorage: [
              ...entry.localStorage.filter((item) => item.name !== language.name),
              language,
            ],
          }
        : entry,
    ),
  };
}

/** Context options for a page of `reader`, logged in, reading in `lang`. */
export async function loggedIn(
  browser: Browser,
  serverUrl: string,
  lang: Language,
  reader: Reader,
): Promise<BrowserContextOptions> {
  const state = await savedSession(browser, serverUrl, reader);
  return { storageState: inLanguage(state, serverUrl, lang) };
}
