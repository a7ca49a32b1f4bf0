import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openPage, type OpenedPage } from './support/pages';
import { removedFromRoot, watchPrerenderedNodes } from './support/prerendered';
import { settled as quiet, watchRequests } from './support/settled';
import { STRINGS } from './support/strings';

// The portal home comes prerendered at build time (scripts/prerender.ts) and the app
// hydrates it (src/host-app/main.tsx). Needs `npm run build:portal` first.
const server = { url: inject('serverUrl') };
const MOBILE = { viewport: { width: 412, height: 823 } };
const ORG_WELCOME = '欢迎来到云图科技实验学校图书馆';
let browser: Browser;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterEach(async () => {
  for (const page of opened.splice(0)) await page.close();
});

afterAll(async () => {
  await browser?.close();
});

/** A page on a phone-sized screen, its requests counted (settled.ts), closed after the test. */
async function openPhonePage(options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await openPage(browser, undefined, { ...MOBILE, ...options });
  opened.push(context);
  watchRequests(context.page);
  return context;
}

async function openHome(options: { strip?: boolean; lang?: string } = {}): Promise<OpenedPage> {
  const context = await openPhonePage();
  const { page } = context;
  await page.addInitScript(watchPrerenderedNodes);
  if (options.lang) {
    await page.addInitScript((lang) => localStorage.setItem('libportal.lang', lang), options.lang);
  }
  if (options.strip) {
    // The same HTML without its marker: main.tsx renders from scratch instead of hydrating.
    await page.route(/\/home$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(' data-prerendered="/home"', '');
      await route.fulfill({ response, body });
    });
  }
  await page.goto(`${server.url}/home`);
  return context;
}

/** Keeps the app's scripts from loading until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits for the organisation and the three news lists to arrive, and everything to settle: no
 * request in flight and the document unchanged for React's reveal throttle (settled.ts).
 */
async function settled(page: Page, welcome = ORG_WELCOME) {
  await page.getByText(welcome).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('main ol li').length >= 3);
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  await quiet(page);
}

/**
 * The DOM under #root as elements, sorted attributes and text: the server's markers for
 * Suspense boundaries and text breaks are comments, React's generated ids are counted
 * apart by the server and the client, and which image a cover shows depends on the network.
 */
function rootTree(page: Page) {
  return page.evaluate(() => {
    const describe = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (node.nodeType !== Node.ELEMENT_NODE) return '';
      const element = node as Element;
      // A cover shows its source or, once that failed (offline in tests) and its retries are
      // spent, the default image or one drawn from the book (an element of its own): a matter
      // of the network's timing, not of the render.
      if (element.hasAttribute('data-cover')) return '<cover>';
      // React's server render marks the chosen option with `selected`, its client render sets
      // the select's value instead: the choice is compared, not how it is written.
      const attributes = [...element.attributes]
        .filter((attribute) => !(element.tagName === 'OPTION' && attribute.name === 'selected'))
        .map((attribute) => `${attribute.name}="${attribute.value.replace(/_[rR]_\w+_/g, 'ID')}"`)
        .concat(element instanceof HTMLSelectElement ? [`value="${element.value}"`] : [])
        .sort()
        .join(' ');
      // A cover may be drawn twice for a while (the generated one under the image): one mark.
      const children = [...element.childNodes]
        .map(describe)
        .join('')
        .replace(/(?:<cover>)+/g, '<cover>');
      return `<${element.tagName.toLowerCase()} ${attributes}>${children}</>`;
    };
    return [...document.getElementById('root')!.childNodes].map(describe).join('');
  });
}

describe('the prerendered portal home', () => {
  it('is in the HTML the server sends: header, page shell, critical CSS, the rankings', async () => {
    const response = await fetch(`${server.url}/home`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-prerendered="/home" data-org="YTKJ">');
    expect(html).toContain('<h1 id="home-title">探索馆藏，发现好书</h1>');
    expect(html).toMatch(/<header[^>]*>.*首页.*<\/header>/s);
    expect(html).toMatch(/<style data-styled="true"[^>]*>.*linear-gradient/s);
    expect(html).toContain('<title>图书馆门户 - 首页</title>');
    // Rendered for this visit: the organisation's name, its recommended books with their
    // covers and its hot words, and those answers for the app.
    expect(html).toContain(ORG_WELCOME);
    expect(html.match(/<img [^>]*data-cover="source"/g)?.length).toBe(10);
    expect(html).toMatch(/href="\/book-list\?keyword=[^"]+" part="word"/);
    expect(html).toMatch(/<script type="application\/json" id="lp-query-state">\{"mutations"/);
    // The news is still asked for early, by the page itself.
    expect(html).toContain('OpacNews/List');
  });

  it("is rendered for the organisation of ?orgcode=, and an unknown one gets the page's shell", async () => {
    const demo2 = await (
      await fetch(`${server.url}/home?orgcode=demo2`, { headers: { accept: 'text/html' } })
    ).text();
    expect(demo2).toContain('data-org="DEMO2"');
    expect(demo2).toContain('欢迎来到示范第二中学图书馆');
    const unknown = await (
      await fetch(`${server.url}/home?orgcode=NOPE`, { headers: { accept: 'text/html' } })
    ).text();
    expect(unknown).toContain('<div id="root" data-prerendered="/home">');
    expect(unknown).not.toContain('lp-query-state');
  });

  it('hydrates: the server nodes stay, no error, no layout shift, then the data arrives', async () => {
    const { page, errors } = await openHome();
    await settled(page);
    const state = await page.evaluate(() => ({
      removed: (window as { removedFromRoot?: number }).removedFromRoot,
      shift: (window as { layoutShift?: number }).layoutShift,
      header: (document.querySelector('header') as Element & { fromServer?: boolean })?.fromServer,
      heading: (document.querySelector('h1') as Element & { fromServer?: boolean })?.fromServer,
    }));
    expect(state).toMatchObject({ removed: 0, header: true, heading: true });
    expect(state.shift).toBeLessThanOrEqual(0.1);
    expect(await page.title()).toBe('图书馆门户 - 首页');
    expect(errors).toEqual([]);
  });

  /** The page's tree once settled, unchanged after it settles again: where it ends. */
  async function endTree(page: Page): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      await settled(page);
      const tree = await rootTree(page);
      await quiet(page);
      if (tree === (await rootTree(page)) || attempt >= 20) return tree;
    }
  }

  it('ends as a render from scratch does: same markup, same style class names', async () => {
    const hydrated = await openHome();
    const fresh = await openHome({ strip: true });
    // Proof that the second one was not hydrated: its prerendered nodes were replaced. Until
    // then it shows the server's markup, which would pass for settled.
    await expect.poll(() => removedFromRoot(fresh.page), { timeout: 20_000 }).toBeGreaterThan(0);
    const [hydratedTree, freshTree] = [await endTree(hydrated.page), await endTree(fresh.page)];
    expect(hydratedTree).toBe(freshTree);
    expect([...hydrated.errors, ...fresh.errors]).toEqual([]);
  });

  /** The API calls a page makes (not its covers), as `Query/ByOrgCode` or `OpacNews/List:news`. */
  function recordCalls(page: Page): string[] {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // Covers (stored or generated) are images, not calls.
      if (!url.pathname.startsWith('/api/') || request.resourceType() === 'image') return;
      const body = request.postDataJSON() as { type?: string } | null;
      const name = url.pathname.split('/').slice(-2).join('/');
      calls.push(`${name}${body?.type ? `:${body.type}` : ''}`);
    });
    return calls;
  }

  it('comes with every answer it shows: the app, taking it over, asks only for the AI librarian', async () => {
    // Readers 26 hours apart: whatever the time of day, one of them is on another date than
    // the server, and the news dates must still read the same on both sides.
    for (const timezoneId of ['Etc/GMT-14', 'Etc/GMT+12']) {
      const context = await openPhonePage({ timezoneId });
      const { page, errors } = context;
      const calls = recordCalls(page);
      await page.addInitScript(watchPrerenderedNodes);
      const release = await holdAppScripts(page);
      await page.goto(`${server.url}/home`, { waitUntil: 'load' });
      // The news (and the rest) are in the page already: items to open, before any script ran.
      const news = page.getByRole('region', { name: STRINGS.zh.home.latest });
      expect(await news.getByRole('button').count()).toBeGreaterThan(3);
      expect(calls).toEqual([]);
      release();
      // The librarian's button is placed from the reader's own screen: the browser asks. It
      // loads after the page, so on a loaded machine its call may start after a quiet moment
      // that settled() would take for the end.
      await expect.poll(() => [...calls], { timeout: 20_000 }).toEqual(['Query/Config']);
      await settled(page);
      expect(calls).toEqual(['Query/Config']);
      expect(await removedFromRoot(page), timezoneId).toBe(0);
      expect(errors).toEqual([]);
    }
  });

  it('asks early for a reader of another organisation, and the app takes those answers over', async () => {
    const context = await openPhonePage();
    const { page, errors } = context;
    const calls = recordCalls(page);
    await page.addInitScript(() => localStorage.setItem('libportal.orgCode', 'DEMO2'));
    // Until its answers are in, the app does not load: every call seen so far is the page's.
    const release = await holdAppScripts(page);
    await page.goto(`${server.url}/home`, { waitUntil: 'domcontentloaded' });
    const early = [
      'Query/ByOrgCode',
      'Query/Recommend',
      'SearchWordStatistics/List',
      ...['news', 'notice', 'activity'].map((type) => `OpacNews/List:${type}`),
    ];
    await expect.poll(() => [...calls].sort()).toEqual([...early].sort());
    release();
    await settled(page, '欢迎来到示范第二中学图书馆');
    // The app asked none of them again.
    for (const call of early) {
      expect(
        calls.filter((made) => made === call),
        call,
      ).toHaveLength(1);
    }
    expect(errors).toEqual([]);
  });

  it('remembers the organisation of ?orgcode= before the app has started', async () => {
    const context = await openPhonePage();
    const { page, errors } = context;
    const release = await holdAppScripts(page);
    await page.goto(`${server.url}/home?orgcode=demo2`, { waitUntil: 'domcontentloaded' });
    await page.getByText('欢迎来到示范第二中学图书馆').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('libportal.orgCode'))).toBe('DEMO2');
    release();
    expect(errors).toEqual([]);
  });

  it('gives a reader of another organisation a fresh render of that one', async () => {
    const context = await openPhonePage();
    const { page, errors } = context;
    await page.addInitScript(watchPrerenderedNodes);
    await page.addInitScript(() => localStorage.setItem('libportal.orgCode', 'DEMO2'));
    await page.goto(`${server.url}/home`);
    await page.getByText('欢迎来到示范第二中学图书馆').waitFor();
    expect(await removedFromRoot(page)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('answers a button pressed before the app has loaded, once it has', async () => {
    const context = await openPage(browser);
    opened.push(context);
    const { page, errors } = context;
    // The app's scripts wait until the button has been pressed.
    const release = await holdAppScripts(page);
    await page.goto(`${server.url}/home`, { waitUntil: 'domcontentloaded' });
    const login = page.getByRole('banner').getByRole('button', { name: STRINGS.zh.header.login });
    await login.click();
    const dialog = page.getByRole('dialog', { name: STRINGS.zh.login.title });
    expect(await dialog.count()).toBe(0);
    release();
    await dialog.waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps what was typed into the search box before the app started, and suggests on', async () => {
    const context = await openPhonePage();
    const { page, errors } = context;
    const release = await holdAppScripts(page);
    await page.goto(`${server.url}/home`, { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('combobox', { name: '搜索图书' });
    await search.fill('harry potte');
    release();
    // Started: the app's one call (the AI librarian's settings) goes out.
    await page.waitForRequest(/Organization\/Query\/Config/);
    await search.press('End');
    await search.pressSequentially('r');
    await page
      .getByRole('option', { name: /Harry Potter/ })
      .first()
      .waitFor();
    expect(await search.inputValue()).toBe('harry potter');
    expect(errors).toEqual([]);
  });

  it('gives a reader of another language a fresh render in that language', async () => {
    const { page, errors } = await openHome({ lang: 'en' });
    await page.getByRole('heading', { name: 'Explore the collection, find a good book' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).waitFor();
    expect(await page.getByText('探索馆藏，发现好书').count()).toBe(0);
    expect(await removedFromRoot(page)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
