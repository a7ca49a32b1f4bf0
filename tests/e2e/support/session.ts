/**
 * Logged-in browser storage, made once and reused. Logging in through the form costs a page
 * load, a reload, the login's round trips and a password hash on the server; a test that is
 * not about logging in opens its page in a context that already holds the reader's session
 * (the token in storage, the cookies), as a reader who comes back to the portal would.
 *
 * On the suite's shared server a reader's session is made once per run and kept in the run's
 * session folder (global-setup.ts) for the files after; a server of a file's own (another
 * database) keeps its sessions to the file. A session is checked before each use: a logout
 * ends every session of the reader (docs/auth.md, "Logout"), so one ended by a test that
 * logged out is made again through the form.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { inject } from 'vitest';
import { ApiPath } from '../../../src/core/api/contract';
import { logInToPortal } from './account';
import type { Language } from './widget-page';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Reader {
  readercode: string;
  password: string;
}

/** Per server and reader in this file; a failed login is forgotten, so the next use tries again. */
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

/** Whether the server still takes the session's access token (a logout answers 401 at once). */
async function isLive(serverUrl: string, state: StorageState): Promise<boolean> {
  const { hostname } = new URL(serverUrl);
  const token = state.cookies.find(
    (cookie) => cookie.name === 'token' && cookie.domain === hostname,
  );
  if (!token) return false;
  const response = await fetch(`${serverUrl}/api${ApiPath.readerSelf}`, {
    headers: { authorization: `Bearer ${decodeURIComponent(token.value)}` },
  });
  await response.arrayBuffer();
  return response.status !== 401;
}

/** The run's file of `reader`'s session on the shared server; none for a file's own server. */
function runFile(serverUrl: string, reader: Reader): string | undefined {
  if (serverUrl !== inject('serverUrl')) return undefined;
  return join(inject('sessionDir'), `${reader.readercode.replace(/\W/g, '_')}.json`);
}

async function readRunSession(file: string): Promise<StorageState | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StorageState;
  } catch {
    return undefined;
  }
}

/** The run's session of `reader` when a file before made one and it is live, else a new one. */
async function restoreOrLogIn(
  browser: Browser,
  serverUrl: string,
  reader: Reader,
): Promise<StorageState> {
  const file = runFile(serverUrl, reader);
  const kept = file ? await readRunSession(file) : undefined;
  if (kept && (await isLive(serverUrl, kept))) return kept;
  const state = await logInOnce(browser, serverUrl, reader);
  if (file) {
    // Written whole, then renamed: a reader of the folder never sees half a file.
    await mkdir(inject('sessionDir'), { recursive: true });
    await writeFile(`${file}.tmp`, JSON.stringify(state));
    await rename(`${file}.tmp`, file);
  }
  return state;
}

function session(browser: Browser, serverUrl: string, reader: Reader): Promise<StorageState> {
  const key = `${serverUrl} ${reader.readercode}`;
  let state = saved.get(key);
  if (!state) {
    const made = restoreOrLogIn(browser, serverUrl, reader);
    saved.set(key, made);
    made.catch(() => {
      if (saved.get(key) === made) saved.delete(key);
    });
    state = made;
  }
  return state;
}

/**
 * The reader's live session on the server: logging in through the form only when there is
 * none yet in the run (shared server) or the file (own server), or it has been ended.
 */
export async function savedSession(
  browser: Browser,
  serverUrl: string,
  reader: Reader,
): Promise<StorageState> {
  const key = `${serverUrl} ${reader.readercode}`;
  const pending = session(browser, serverUrl, reader);
  const state = await pending;
  if (await isLive(serverUrl, state)) return state;
  // Ended since it was made (a test logged the reader out): forgotten, and made again.
  if (saved.get(key) === pending) saved.delete(key);
  return session(browser, serverUrl, reader);
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
