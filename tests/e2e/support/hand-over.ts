import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchBrowser } from './browser';
import { openPage, type OpenedPage } from './pages';
import { startOwnServer } from './own-server';
import type { RunningServer } from './server';
import { loggedIn, type Reader } from './session';
import type { Language } from './widget-page';

export interface HandOver {
  /** The server's address (the file's own, or the suite's). */
  readonly url: string;
  readonly browser: Browser;
  /** Closes the last page and opens one in a fresh context: no session carries over. */
  freshPage(): Promise<Page>;
  /**
   * As `freshPage`, with `reader` already logged in (reading in `lang`), on `path` (none: a
   * blank page); `options` for the context, such as a viewport. The login form is filled
   * once per reader (support/session.ts).
   */
  loggedInPage(
    reader: Reader,
    lang: Language,
    path?: string,
    options?: BrowserContextOptions,
  ): Promise<Page>;
  /** The current page threw nothing and logged no error. */
  expectNoPageErrors(): void;
}

/**
 * For a file whose tests hand over from one reader to another (a teacher sets, a student
 * answers, the teacher marks): one browser, one page open at a time. `ownServer` starts a
 * server of the file's own (with `env`) for a file that changes demo data other files read;
 * otherwise the suite's shared server is used.
 */
export function handOver(options: { ownServer?: boolean; env?: NodeJS.ProcessEnv } = {}): HandOver {
  const shared = options.ownServer ? undefined : inject('serverUrl');
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let opened: OpenedPage | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      options.ownServer ? startOwnServer(options.env) : undefined,
      launchBrowser(),
    ]);
  });

  // A test's page (its context) is closed when the test ends, passed or failed.
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  afterAll(async () => {
    await opened?.close();
    await browser?.close();
    await server?.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started yet (use it inside a test)`);
    return value;
  };
  const url = () => shared ?? started(server, 'the server').url;
  return {
    get url() {
      return url();
    },
    get browser() {
      return started(browser, 'the browser');
    },
    async freshPage() {
      await opened?.close();
      opened = await openPage(started(browser, 'the browser'));
      return opened.page;
    },
    async loggedInPage(reader, lang, path, options = {}) {
      await opened?.close();
      const running = started(browser, 'the browser');
      const session = await loggedIn(running, url(), lang, reader);
      opened = await openPage(running, path === undefined ? undefined : `${url()}${path}`, {
        ...options,
        ...session,
      });
      return opened.page;
    },
    expectNoPageErrors() {
      expect(opened?.errors ?? [], 'errors in the page').toEqual([]);
    },
  };
}
