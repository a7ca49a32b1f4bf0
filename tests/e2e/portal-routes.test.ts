/**
 * The public routes that used to answer 404, end to end in Chromium: each renders a real page
 * for a visitor in zh and en at 1280 and 375 px with no axe violation (WCAG 2.2 A and AA);
 * the 3D map paints pixels where WebGL works (SwiftShader here) and names the lit shelf in its
 * directions, loads its 3D code only once the map is on screen, and falls back to words
 * without WebGL; the book location page works with ?bookid= alone and leads to the map.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  type Bookshelf,
  type Envelope,
  type MediaPage,
  type Page as ListPage,
  type ShelfAsset,
} from '../../src/core/api/contract';
import enFloorMap from '../../src/core/i18n/locales/en/floor-map';
import zhFloorMap from '../../src/core/i18n/locales/zh/floor-map';
import { expectNoViolations, fill } from './support/account';
import { handOver } from './support/hand-over';
import { settled, watchRequests } from './support/settled';
import { STRINGS } from './support/strings';

const MAP = { zh: zhFloorMap, en: enFloorMap } as const;
const e2e = handOver();

async function api<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${e2e.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as Envelope<T>).data;
}

/** A copy in the library on YTKJ's first shelf, and a story the library published. */
let copy: ShelfAsset;
let storyId: number;
beforeAll(async () => {
  const [shelf] = await api<Bookshelf[]>(ApiPath.bookshelves, { organizationid: 1 });
  const column = shelf?.columns[1] ?? shelf?.columns[0];
  const assets = await api<ListPage<ShelfAsset>>(ApiPath.shelfAssets, {
    organizationid: 1,
    columnid: column?.columnid,
    pagesize: 60,
  });
  copy = assets.list.find((asset) => asset.status === 3) ?? assets.list[0]!;
  const stories = await api<MediaPage>(ApiPath.mediaList, { organizationid: 1, kind: 'audio' });
  storyId = stories.list[0]!.id;
});

async function open(path: string, lang: 'zh' | 'en', width: number, height = 800): Promise<Page> {
  const page = await e2e.freshPage();
  await page.setViewportSize({ width, height });
  // A reader whose stored language is `lang`, there before the page's first script runs.
  await page.addInitScript((language) => localStorage.setItem('libportal.lang', language), lang);
  watchRequests(page);
  await page.goto(`${e2e.url}${path}`);
  // A page the server rendered in Chinese is rendered afresh for an English reader: the
  // checks wait for that render (it sets the document's language), not the server's markup.
  await page.waitForFunction(
    (l) => document.documentElement.lang === l,
    lang === 'en' ? 'en' : 'zh-CN',
  );
  return page;
}

/** The 3D view, brought on screen (it loads only then; a phone asks for it) and drawn. */
async function mapReady(page: Page, lang: 'zh' | 'en') {
  const stage = page.locator('[data-state]');
  await stage.scrollIntoViewIfNeeded();
  await page.locator('[data-state="ready"], [data-state="offered"]').waitFor();
  if ((await stage.getAttribute('data-state')) === 'offered') {
    await page.getByRole('button', { name: MAP[lang].map.show3d }).click();
  }
  await page.locator('[data-state="ready"]').waitFor();
}

/** What each new route shows once it has its data, in a language. */
const ROUTES: { path: () => string; ready: (page: Page, lang: 'zh' | 'en') => Promise<void> }[] = [
  { path: () => '/product', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  {
    path: () => '/case',
    ready: (p) =>
      p
        .getByRole('link', { name: /云图|示范/ })
        .first()
        .waitFor(),
  },
  {
    path: () => '/case-detail?id=2',
    ready: (p) => p.getByRole('heading', { level: 2 }).first().waitFor(),
  },
  { path: () => '/studentHome', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { path: () => `/fmap?bookid=${copy.bookid}`, ready: mapReady },
  { path: () => '/fmap', ready: mapReady },
  {
    path: () => `/queryMachineShelfDetail?bookid=${copy.bookid}`,
    ready: (p, lang) =>
      p.getByRole('link', { name: STRINGS[lang].shelfLocation.mapLink }).waitFor(),
  },
  {
    path: () => '/storyTelling',
    ready: (p) => p.getByRole('link', { name: /小蝌蚪找妈妈/ }).waitFor(),
  },
  { path: () => '/album', ready: (p) => p.getByRole('button', { pressed: true }).waitFor() },
  { path: () => `/player?id=${storyId}`, ready: (p) => p.locator('audio').waitFor() },
];

describe.each(['zh', 'en'] as const)('the new public pages, %s', (lang) => {
  it.each([1280, 375])('render for a visitor with no axe violation at %i px', async (width) => {
    for (const route of ROUTES) {
      const path = route.path();
      const page = await open(path, lang, width);
      await route.ready(page, lang);
      await settled(page);
      // A real page: its own title, not the 404 page or the login page.
      expect(new URL(page.url()).pathname, path).toBe(path.split('?')[0]);
      expect(await page.title(), path).not.toContain(STRINGS[lang].routes.notFound);
      await expectNoViolations(page, `${lang} ${width}px ${path}`);
      e2e.expectNoPageErrors();
    }
  });
});

/** The canvas's pixels, read in the same task as a render (the zoom button renders at once). */
const paintedPixels = (page: Page) =>
  page.evaluate(() => {
    const stage = document.querySelector('[data-state="ready"]');
    const canvas = stage?.querySelector('canvas');
    const zoom = stage?.parentElement?.querySelector<HTMLButtonElement>('[role="group"] button');
    if (!canvas || !zoom) return null;
    zoom.click();
    const gl = canvas.getContext('webgl2') as WebGL2RenderingContext;
    const { drawingBufferWidth: w, drawingBufferHeight: h } = gl;
    const pixels = new Uint8Array(w * h * 4);
    gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    const [r0, g0, b0] = pixels;
    let differing = 0;
    let orange = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      if (Math.abs(r - r0!) + Math.abs(g - g0!) + Math.abs(b - b0!) > 30) differing += 1;
      if (r > 120 && r > g * 1.6 && b < 90) orange += 1;
    }
    return { differing, orange, total: w * h };
  });

describe('the 3D floor map in Chromium', () => {
  it('paints the library and the route, and names the lit shelf in its directions', async () => {
    const page = await open(`/fmap?bookid=${copy.bookid}&barcode=${copy.barcode}`, 'zh', 1280);
    const t = MAP.zh.map;
    await page.locator('[data-state="ready"]').waitFor();
    // The lit shelf named in the view's place line.
    await page
      .getByText(new RegExp(`${copy.shelfcode} 书架 · 从左数第 ${copy.columnposition} 列`))
      .waitFor();
    const steps = page.getByRole('list', { name: t.directions });
    expect(await steps.textContent()).toContain(`（${copy.shelfcode}）`);
    expect(await steps.textContent()).toContain(`第 ${copy.columnposition} 列`);
    const canvas = page.getByRole('img', {
      name: new RegExp(`${copy.shelfcode} 书架第 ${copy.columnposition} 列`),
    });
    await canvas.waitFor();
    const pixels = await paintedPixels(page);
    expect(pixels).not.toBeNull();
    // Most of the frame is drawn (floors, rooms, shelves), and the route's orange is in it.
    expect(pixels!.differing / pixels!.total).toBeGreaterThan(0.2);
    expect(pixels!.orange).toBeGreaterThan(50);
    const firstFrame = Number(
      await page.locator('[data-state="ready"]').getAttribute('data-first-frame-ms'),
    );
    console.log(`3D map: first frame ${firstFrame} ms after its code was asked for`);
    expect(firstFrame).toBeGreaterThan(0);
    // The view turns with the keyboard too: arrow keys pan once the canvas has focus.
    await canvas.focus();
    await page.keyboard.press('ArrowLeft');
    e2e.expectNoPageErrors();
  });

  it('fetches the 3D code only once the map comes on screen (wide) or is asked for (phone)', async () => {
    const page = await e2e.freshPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const threeFetched = () => scripts.some((url) => /scene-runtime|three/.test(url));
    // A wide but short window: the map stands below the fold.
    await page.setViewportSize({ width: 1280, height: 150 });
    await page.goto(`${e2e.url}/fmap?bookid=${copy.bookid}`);
    const stage = page.locator('[data-state]');
    await page.getByRole('list', { name: MAP.zh.map.directions }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await stage.getAttribute('data-state')).toBe('waiting');
    expect(threeFetched()).toBe(false);
    await stage.scrollIntoViewIfNeeded();
    await page.locator('[data-state="ready"]').waitFor();
    expect(threeFetched()).toBe(true);

    // A phone: the map is offered, and nothing is fetched until the reader asks.
    const phone = await e2e.freshPage();
    scripts.length = 0;
    phone.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(`${e2e.url}/fmap?bookid=${copy.bookid}`);
    const show = phone.getByRole('button', { name: MAP.zh.map.show3d });
    await show.waitFor();
    await phone.waitForLoadState('networkidle');
    expect(threeFetched()).toBe(false);
    await show.click();
    await phone.locator('[data-state="ready"]').waitFor();
    expect(threeFetched()).toBe(true);
    e2e.expectNoPageErrors();
  });

  it('falls back to the directions without WebGL, and never fetches the 3D code', async () => {
    const page = await e2e.freshPage();
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        id: string,
        ...rest: unknown[]
      ) {
        if (id.startsWith('webgl')) return null;
        return (original as (...args: unknown[]) => RenderingContext | null).call(
          this,
          id,
          ...rest,
        );
      } as typeof original;
    });
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${e2e.url}/fmap?bookid=${copy.bookid}`);
    await page.getByText(MAP.zh.map.noWebgl).waitFor();
    await page.getByRole('list', { name: MAP.zh.map.directions }).waitFor();
    expect(scripts.some((url) => /scene-runtime|three/.test(url))).toBe(false);
    await expectNoViolations(page, 'no WebGL');
    e2e.expectNoPageErrors();
  });

  it('is reached from the book location page, with the book alone in the link', async () => {
    const page = await open(`/queryMachineShelfDetail?bookid=${copy.bookid}`, 'en', 1280);
    await page.getByRole('link', { name: STRINGS.en.shelfLocation.mapLink }).click();
    await page.waitForURL(/\/fmap\?bookid=\d+&barcode=/);
    await page.getByRole('list', { name: MAP.en.map.directions }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      fill(MAP.en.map.bookHeading, { title: copy.title }),
    );
    e2e.expectNoPageErrors();
  });
});
