import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { REPO_ROOT } from './support/server';
import { serveSite, type StaticSite } from './support/static-site';

/** Rules a careless CMS theme might ship, on top of a real framework's stylesheet. */
const AGGRESSIVE_CSS = `
  * { font-family: "Times New Roman", serif !important; letter-spacing: 3px !important;
      box-sizing: content-box !important; text-transform: uppercase !important; }
  body { font-size: 40px !important; line-height: 3 !important; color: red !important;
         text-align: center !important; word-spacing: 12px !important; }
  input, button, ul, li, div, p, h2, label, form { margin: 20px !important; padding: 30px !important;
         border: 5px dashed red !important; background: yellow !important; }
  [role="dialog"], [role="listbox"], [role="option"] { display: none !important; }
  .sc-a, .sc-b, [class^="sc-"] { color: lime !important; }
`;

/** Elements of the page's own whose look must not change when widgets load. */
const PAGE_ELEMENTS = `
  <p id="page-text" class="lead">Page text</p>
  <button id="page-button" class="btn btn-primary" type="button">Page button</button>
  <input id="page-input" class="form-control" placeholder="page input" />
  <ul id="page-list"><li>one</li></ul>
`;

function page(options: { hostile: boolean; widgets: boolean; scriptSrc: string }): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>style</title>
    ${options.hostile ? '<link rel="stylesheet" href="bootstrap.min.css"><style>' + AGGRESSIVE_CSS + '</style>' : ''}
    ${options.widgets ? `<script type="module" src="${options.scriptSrc}"></script>` : ''}
  </head><body>
    ${PAGE_ELEMENTS}
    ${options.widgets ? '<lp-search-box id="box"></lp-search-box><lp-login-dialog id="login"></lp-login-dialog>' : ''}
  </body></html>`;
}

const WIDGET_PROPERTIES = [
  'font-family',
  'font-size',
  'line-height',
  'letter-spacing',
  'text-transform',
  'color',
  'background-color',
  'border-top-width',
  'padding-top',
  'margin-top',
  'box-sizing',
  'width',
  'height',
] as const;

async function styles(locator: Locator, properties: readonly string[]) {
  return locator.evaluate(
    (element, names) =>
      Object.fromEntries(
        names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)]),
      ),
    properties,
  );
}

const server = { url: inject('serverUrl') };
let site: StaticSite;
let browser: Browser;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'libportal-style-'));
  copyFileSync(
    join(REPO_ROOT, 'node_modules/bootstrap/dist/css/bootstrap.min.css'),
    join(folder, 'bootstrap.min.css'),
  );
  const scriptSrc = `${server.url}/embed/libportal.js`;
  for (const hostile of [false, true]) {
    for (const widgets of [false, true]) {
      writeFileSync(
        join(folder, `${hostile ? 'hostile' : 'clean'}-${widgets ? 'with' : 'without'}.html`),
        page({ hostile, widgets, scriptSrc }),
      );
    }
  }
  site = await serveSite(folder, (html) => html);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function open(name: string): Promise<Page> {
  const tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  tab.setDefaultTimeout(20_000);
  await tab.goto(`${site.url}/${name}.html`);
  return tab;
}

/** The widgets in their open states: suggestions showing, login dialog open. */
async function widgetStyles(tab: Page) {
  const input = tab.getByRole('combobox', { name: '搜索图书' });
  await input.pressSequentially('harry', { delay: 30 });
  const option = tab.getByRole('option').first();
  await option.waitFor();
  // Width follows the page's layout (the space it gives the element); everything else is ours.
  const ownLook = WIDGET_PROPERTIES.filter((name) => name !== 'width');
  const inputStyles = await styles(input, ownLook);
  const optionStyles = await styles(option, ownLook);
  await tab.keyboard.press('Escape');
  await tab.evaluate(() => document.getElementById('login')?.setAttribute('open', ''));
  const dialog = tab.getByRole('dialog', { name: '读者登录' });
  await dialog.waitFor();
  const dialogStyles = await styles(dialog, WIDGET_PROPERTIES);
  const submit = await styles(
    dialog.getByRole('button', { name: '登录', exact: true }),
    WIDGET_PROPERTIES,
  );
  return { inputStyles, optionStyles, dialogStyles, submit };
}

async function pageStyles(tab: Page) {
  const names = [
    'font-family',
    'font-size',
    'color',
    'background-color',
    'padding-top',
    'border-top-width',
    'margin-top',
  ];
  return {
    text: await styles(tab.locator('#page-text'), names),
    button: await styles(tab.locator('#page-button'), names),
    input: await styles(tab.locator('#page-input'), names),
    list: await styles(tab.locator('#page-list li'), names),
    styleNodesInPage: await tab.evaluate(() => document.querySelectorAll('style').length),
  };
}

describe('style isolation in headless Chromium', () => {
  it("the page's CSS (Bootstrap plus aggressive !important rules) does not change the widgets", async () => {
    const clean = await open('clean-with');
    const hostile = await open('hostile-with');
    // The hostile rules are live: the page's own text is affected.
    const pageFont = await hostile
      .locator('#page-text')
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(pageFont).toContain('Times New Roman');
    const expected = await widgetStyles(clean);
    const actual = await widgetStyles(hostile);
    expect(actual).toEqual(expected);
    expect(expected.dialogStyles.width).toBe('400px');
    expect(expected.inputStyles['font-size']).toBe('14px');
    await clean.close();
    await hostile.close();
  });

  it("the widgets' CSS never reaches the page", async () => {
    for (const variant of ['clean', 'hostile']) {
      const without = await open(`${variant}-without`);
      const withWidgets = await open(`${variant}-with`);
      await widgetStyles(withWidgets);
      expect(await pageStyles(withWidgets)).toEqual(await pageStyles(without));
      await without.close();
      await withWidgets.close();
    }
  });

  it('themes through CSS custom properties set by the page', async () => {
    const tab = await open('clean-with');
    await tab.addStyleTag({
      content: ':root { --lp-color-primary-strong: rgb(200, 0, 100); --lp-font-size: 18px; }',
    });
    const button = tab.getByRole('button', { name: '搜索' });
    await button.waitFor();
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(200, 0, 100)',
    );
    const input = tab.getByRole('combobox', { name: '搜索图书' });
    expect(await input.evaluate((element) => getComputedStyle(element).fontSize)).toBe('18px');
    await tab.close();
  });
});
