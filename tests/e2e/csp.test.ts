import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { serveLoopbackPage } from './support/loopback-page';
import { submitLogin } from './support/login';
import { openPage, type OpenedPage } from './support/pages';
import { DEMO, STRINGS } from './support/strings';

/**
 * The portal and the examples under the server's Content-Security-Policy
 * (server/src/http/security-headers.ts): every page of the journeys runs with no violation
 * and no console error, and frame-ancestors keeps /login out of another site's frame.
 */
const server = { url: inject('serverUrl') };
const t = STRINGS.zh;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Violations = { directive: string; blocked: string; sample: string }[];

/** A page that records every CSP violation from its first script on. */
async function watchedPage(): Promise<OpenedPage> {
  const opened = await openPage(browser);
  await opened.page.addInitScript(() => {
    const seen: Violations = [];
    (window as { cspViolations?: Violations }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    );
  });
  return opened;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as { cspViolations?: Violations }).cspViolations ?? []);

async function expectClean(opened: OpenedPage, label: string) {
  await opened.page.waitForLoadState('networkidle');
  expect(await violations(opened.page), label).toEqual([]);
  expect(opened.errors, label).toEqual([]);
}

/** Every image in the page and its open shadow roots has loaded (a cover or its fallback). */
async function expectImagesLoaded(page: Page) {
  await page.waitForFunction(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    const images: HTMLImageElement[] = [];
    for (let index = 0; index < roots.length; index += 1) {
      for (const element of roots[index]!.querySelectorAll('*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
        if (element instanceof HTMLImageElement) images.push(element);
      }
    }
    return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
  });
}

describe('the portal under its CSP', () => {
  it('walks the main pages logged out, with covers and the AI librarian, without a violation', async () => {
    const opened = await watchedPage();
    const { page } = opened;
    const headers = (await page.goto(`${server.url}/home`))?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    await page.getByRole('main').getByRole('combobox', { name: t.search.label }).waitFor();
    // The rendered page's inline scripts ran: the app started and took the page over.
    await page.waitForFunction(() => document.getElementById('root')?.dataset.prerendered);
    await expectImagesLoaded(page);

    await page.getByRole('button', { name: t.ai.title }).click();
    const chat = page.getByRole('dialog', { name: t.ai.title });
    await chat.getByRole('textbox', { name: t.ai.question }).fill('开放时间');
    await chat.getByRole('textbox', { name: t.ai.question }).press('Enter');
    await chat.locator('[data-type="ai"]').filter({ hasText: DEMO.openingHours }).waitFor();
    await expectClean(opened, '/home');

    const pages: [string, () => Promise<void>][] = [
      [
        '/searchPage?keyword=harry',
        () =>
          page
            .getByRole('heading', { level: 3, name: /Harry Potter/ })
            .first()
            .waitFor(),
      ],
      [
        '/bookDetail?bookid=1',
        () => page.getByRole('table', { name: t.bookDetail.holdings }).waitFor(),
      ],
      ['/infos', () => page.getByRole('main').getByRole('heading').first().waitFor()],
      ['/login', () => page.getByRole('main').getByLabel(t.login.username).waitFor()],
    ];
    for (const [path, ready] of pages) {
      await page.goto(`${server.url}${path}`);
      await ready();
      await expectClean(opened, path);
    }
    await expectImagesLoaded(page);
    await opened.close();
  });

  it('logs in (jsencrypt) and shows /student-home without a violation', async () => {
    const opened = await watchedPage();
    const { page } = opened;
    await page.goto(`${server.url}/login`);
    await submitLogin(page.getByRole('main'), t, DEMO.student);
    await page.waitForURL(/\/student-home$/);
    await page.getByRole('heading', { name: DEMO.student.name }).waitFor();
    await expectClean(opened, '/student-home');
    await opened.close();
  });

  it('runs the examples without a violation', async () => {
    for (const [path, ready] of [
      ['school-site/index.html', t.search.label],
      ['cms-article/index.html', t.ai.title],
      ['react-app/', t.search.label],
      ['vue-app/', t.search.label],
    ] as const) {
      const opened = await watchedPage();
      await opened.page.goto(`${server.url}/examples/${path}`);
      await opened.page
        .getByRole(ready === t.ai.title ? 'button' : 'combobox', { name: ready })
        .first()
        .waitFor();
      await expectClean(opened, path);
      await opened.close();
    }
  });
});

describe('a host page with a strict CSP', () => {
  it("styles and runs the widgets under style-src 'self' (no inline style allowed), without a violation", async () => {
    // What docs/embedding.md tells a school to allow for the portal: its scripts, its API and
    // its images, and nothing for styles beyond the page's own files.
    const portal = server.url;
    const policy = [
      "default-src 'none'",
      `script-src ${portal}`,
      `connect-src ${portal}`,
      `img-src ${portal} data: https:`,
      "style-src 'self'",
    ].join('; ');
    const host = await serveLoopbackPage(
      '127.0.0.1',
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<title>school</title>
<script type="module" src="${portal}/embed/libportal.js" data-org-code="YTKJ"></script>
</head><body><main><h1>school</h1>
<lp-search-box id="box"></lp-search-box>
<lp-hot-words id="words"></lp-hot-words>
</main></body></html>`,
    );
    const opened = await watchedPage();
    try {
      const { page } = opened;
      await page.goto(host.url);
      await page.getByRole('combobox', { name: t.search.label }).waitFor();
      const styled = await page.evaluate(() =>
        ['box', 'words'].map((id) => {
          const root = document.getElementById(id)?.shadowRoot;
          const widget = root?.querySelector('[part="root"]');
          return {
            id,
            // The widget's base style (line-height 1.5) applied, and from an adopted sheet.
            lineHeight: widget ? getComputedStyle(widget).lineHeight : 'no widget',
            adoptedRules: root?.adoptedStyleSheets.reduce(
              (n, sheet) => n + sheet.cssRules.length,
              0,
            ),
            styleElements: root?.querySelectorAll('style').length,
          };
        }),
      );
      for (const widget of styled) {
        expect(widget.lineHeight, widget.id).not.toBe('normal');
        expect(widget.adoptedRules, widget.id).toBeGreaterThan(0);
        expect(widget.styleElements, widget.id).toBe(0);
      }
      await expectClean(opened, 'strict-CSP host page');
    } finally {
      await opened.close();
      await host.close();
    }
  });
});

describe('framing', () => {
  /** `/login` in a frame of a page on `host`; whether its form showed, and the console. */
  async function loginShownInFrameOf(host: string): Promise<{ shown: boolean; log: string[] }> {
    const framer = await serveLoopbackPage(
      host,
      `<!doctype html><title>framer</title><iframe src="${server.url}/login" width="800" height="600"></iframe>`,
    );
    const opened = await openPage(browser);
    const { page } = opened;
    const log: string[] = [];
    page.on('console', (message) => log.push(message.text()));
    // Whichever comes first: the form in the frame, or the browser refusing to frame it
    // (neither promise rejects, so the one that loses is no unhandled rejection).
    const refused = page
      .waitForEvent('console', (message) => message.text().includes('frame-ancestors'))
      .then(
        () => false,
        () => false,
      );
    await page.goto(framer.url);
    const formShown = page
      .frameLocator('iframe')
      .getByLabel(t.login.username)
      .first()
      .waitFor()
      .then(
        () => true,
        () => false,
      );
    const shown = await Promise.race([formShown, refused]);
    await opened.close();
    await framer.close();
    return { shown, log };
  }

  it("keeps /login out of a frame on a site outside the organisation's list", async () => {
    // 127.0.0.2: loopback, so the browser lets it reach localhost, but in no allow-list.
    const { shown, log } = await loginShownInFrameOf('127.0.0.2');
    expect(shown).toBe(false);
    expect(log.join('\n')).toMatch(/frame-ancestors/);
  });

  it('shows it in a frame on an allowed origin (the demo allows loopback pages)', async () => {
    const { shown } = await loginShownInFrameOf('127.0.0.1');
    expect(shown).toBe(true);
  });
});
