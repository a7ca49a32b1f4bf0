/**
 * The desk's camera where the browser has no BarcodeDetector, end to end: Linux's headless
 * Chromium has none, so the zxing-wasm fallback (src/widgets/circulation-desk/zxingDetector.ts)
 * is what reads. Chromium's fake camera plays a y4m file made here from a demo copy's barcode
 * (Code 128, drawn from jsbarcode's bars); L0001 types a student's card, opens the camera, and
 * the copy is lent from what the camera saw. The wasm comes from the portal's own /assets,
 * under the portal's CSP, and never from a CDN.
 *
 * Lending changes the demo data, so the file runs on a server of its own.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JsBarcode from 'jsbarcode';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  type Bookshelf,
  type Envelope,
  type Page as ListPage,
  type ShelfAsset,
} from '../../src/core/api/contract';
import zhDesk from '../../src/core/i18n/locales/zh/desk';
import { fill } from './support/account';
import { launchBrowser } from './support/browser';
import { startOwnServer } from './support/own-server';
import { openPage, type OpenedPage } from './support/pages';
import type { RunningServer } from './support/server';
import { loggedIn } from './support/session';
import { DEMO } from './support/strings';

const WIDTH = 640;
const HEIGHT = 480;

/** Code 128 of `text` as bars: one character per module, '1' black. */
function code128Modules(text: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, text, { format: 'CODE128' });
  return (target.encodings ?? []).map((encoding) => encoding.data).join('');
}

/**
 * A few frames of YUV4MPEG2 (4:2:0), the format Chromium's fake camera reads: a text header,
 * then per frame `FRAME\n`, the Y plane and the U and V planes at quarter size. Grey is
 * enough: Y is the picture (black bars on white, with a quiet zone), U and V are 128.
 */
function y4m(modules: string, frames = 5): Buffer {
  const moduleWidth = Math.floor((WIDTH * 0.85) / modules.length);
  if (moduleWidth < 2) throw new Error(`${modules.length} modules do not fit ${WIDTH} px`);
  const left = Math.floor((WIDTH - moduleWidth * modules.length) / 2);
  const top = Math.floor(HEIGHT * 0.3);
  const bottom = Math.floor(HEIGHT * 0.7);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = top; y < bottom; y += 1) {
    for (let x = 0; x < modules.length * moduleWidth; x += 1) {
      if (modules[Math.floor(x / moduleWidth)] === '1') luma[y * WIDTH + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

let server: RunningServer | undefined;
let browser: Browser | undefined;
let opened: OpenedPage | undefined;
let folder = '';
/** A copy on YTKJ's shelves, to be lent by the camera. */
let copy: ShelfAsset | undefined;

async function api<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${server?.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as Envelope<T>).data;
}

beforeAll(async () => {
  server = await startOwnServer({ JOBS: 'off' });
  const shelves = await api<Bookshelf[]>(ApiPath.bookshelves, { organizationid: 1 });
  for (const column of shelves.flatMap((shelf) => shelf.columns)) {
    const assets = await api<ListPage<ShelfAsset>>(ApiPath.shelfAssets, {
      organizationid: 1,
      columnid: column.columnid,
      pagesize: 60,
    });
    copy = assets.list.find((asset) => asset.status === CopyStatus.inLibrary);
    if (copy) break;
  }
  if (!copy) throw new Error('no copy on the shelves');
  folder = await mkdtemp(join(tmpdir(), 'lp-desk-camera-'));
  const video = join(folder, 'barcode.y4m');
  await writeFile(video, y4m(code128Modules(copy.barcode)));
  browser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
  await server?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the desk’s camera without BarcodeDetector', () => {
  it('lends the copy whose barcode the camera sees, read by the self-hosted zxing wasm', async () => {
    if (!browser || !server || !copy) throw new Error('not started');
    opened = await openPage(
      browser,
      undefined,
      await loggedIn(browser, server.url, 'zh', DEMO.librarian),
    );
    const { page } = opened;
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.wasm')) wasm.push(request.url());
    });
    await page.goto(`${server.url}/admin/desk`);
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);

    const field = page.getByLabel(zhDesk.scanLabel_reader);
    await field.waitFor();
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(DEMO.reserver.readercode);
    await page.keyboard.press('Enter');
    const card = page.getByRole('region', { name: new RegExp(DEMO.reserver.readercode) });
    await card.waitFor();

    await page.getByRole('button', { name: zhDesk.camera }).click();
    await page.getByLabel(zhDesk.cameraVideo).waitFor();
    // "已借出《title》（barcode）": the line without its due date.
    const lent = fill(zhDesk.lent.split('，')[0] ?? '', {
      title: copy.title,
      barcode: copy.barcode,
    });
    await page.getByRole('status').filter({ hasText: lent }).waitFor({ timeout: 30_000 });
    // Off again before the same barcode, still in view after 2 s, is scanned a second time.
    await page.getByRole('button', { name: zhDesk.cameraStop }).click();
    await card.getByText(copy.barcode).waitFor();

    expect(wasm).toHaveLength(1);
    expect(new URL(wasm[0] ?? '').origin).toBe(server.url);
    expect(new URL(wasm[0] ?? '').pathname).toMatch(/^\/assets\/zxing_reader-[\w-]+\.wasm$/);
    expect(opened.errors, 'errors in the page').toEqual([]);
  });
});
