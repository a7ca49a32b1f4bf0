/**
 * The library's shelves in the portal, against the real (seeded) server, in zh and en:
 * /virtualShelf → a column picked with the keyboard → a book's page → Back to the same column;
 * a copy's "where is it" page links to its column, which opens there; /notes with a
 * locationid shows that location's categories. Axe at each new state. Read-only: it shares
 * the suite's server.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ApiPath,
  type Bookshelf,
  type CollectionOverview,
  type Envelope,
  type Page as ListPage,
  type ShelfAsset,
} from '../../src/core/api/contract';
import enShelves from '../../src/core/i18n/locales/en/shelves';
import zhShelves from '../../src/core/i18n/locales/zh/shelves';
import { expectNoViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { pressUntilFocused } from './support/keyboard';
import { pagePerTest } from './support/pages';
import { STRINGS } from './support/strings';
import type { Language } from './support/widget-page';

const server = { url: inject('serverUrl') };
const SHELVES = { zh: zhShelves, en: enShelves };
const YTKJ = 1;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const visit = pagePerTest(() => browser);

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

async function api<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ organizationid: YTKJ, ...body }),
  });
  return ((await response.json()) as Envelope<T>).data;
}

async function open(path: string, lang: Language): Promise<Page> {
  const page = await visit(`${server.url}${path}`);
  if (lang === 'en') {
    await page.evaluate(() => localStorage.setItem('libportal.lang', 'en'));
    await page.reload();
  }
  return page;
}

describe.each<Language>(['zh', 'en'])('the virtual shelf, %s', (lang) => {
  const t = SHELVES[lang];

  it('opens a column with the keyboard, follows a book to its page, and comes back', async () => {
    const [first] = await api<Bookshelf[]>(ApiPath.bookshelves, {});
    const shelf = first!;
    const page = await open('/virtualShelf', lang);
    const columns = page.getByRole('group', {
      name: fill(t.bookshelf.shelfColumns, { code: shelf.code }),
    });
    await columns.waitFor();
    await expectNoViolations(page, `${lang}: virtual shelf`);

    // Tab to the first column, the arrow key to the second, Enter opens it.
    const columnName = (position: number) => fill(t.bookshelf.column, { position });
    await pressUntilFocused(page, 'Tab', (el) => el.name.startsWith(columnName(1)), 80);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const second = shelf.columns[1]!;
    const chosen = columns.getByRole('button', { name: new RegExp(`^${columnName(2)}`) });
    await expect.poll(() => chosen.getAttribute('aria-pressed')).toBe('true');
    await page.waitForURL(new RegExp(`column=${second.columnid}`));
    const detail = page.getByRole('region', {
      name: fill(t.bookshelf.columnHeading, { code: shelf.code, position: 2 }),
    });
    const books = detail.getByRole('list', { name: t.bookshelf.books });
    const firstBook = books.getByRole('link').first();
    await firstBook.waitFor();
    await expectNoViolations(page, `${lang}: column open`);

    await firstBook.click();
    await page.waitForURL(/\/bookDetail\?bookid=\d+/);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.goBack();
    await page.waitForURL(
      new RegExp(`/virtualShelf\\?shelf=${shelf.shelfid}&column=${second.columnid}`),
    );
    await expect.poll(() => chosen.getAttribute('aria-pressed')).toBe('true');
  });

  it("reaches a copy's column from its book's page", async () => {
    const [shelf] = await api<Bookshelf[]>(ApiPath.bookshelves, {});
    const column = shelf!.columns.at(-1)!;
    const { list } = await api<ListPage<ShelfAsset>>(ApiPath.shelfAssets, {
      columnid: column.columnid,
      pagesize: 1,
    });
    const copy = list[0]!;
    const page = await open(`/bookDetail?bookid=${copy.bookid}`, lang);
    const where = fill(STRINGS[lang].bookDetail.whereIsItLabel, { barcode: copy.barcode });
    await page.getByRole('button', { name: where }).click();
    await page.waitForURL(/\/queryMachineShelfDetail\?/);
    const link = page.getByRole('link', {
      name: fill(t.bookshelf.viewOnShelf, { code: copy.shelfcode, position: copy.columnposition }),
    });
    await link.waitFor();
    await expectNoViolations(page, `${lang}: shelf location with its shelf link`);
    await link.click();
    await page.waitForURL(
      new RegExp(`/virtualShelf\\?shelf=${copy.shelfid}&column=${copy.columnid}`),
    );
    const opened = page
      .getByRole('group', { name: fill(t.bookshelf.shelfColumns, { code: copy.shelfcode }) })
      .getByRole('button', {
        name: new RegExp(`^${fill(t.bookshelf.column, { position: copy.columnposition })}`),
      });
    await expect.poll(() => opened.getAttribute('aria-pressed')).toBe('true');
    await page
      .getByRole('link', { name: new RegExp(escape(copy.title)) })
      .first()
      .waitFor();
  });

  it("shows a location's categories on /notes?locationid=", async () => {
    const whole = await api<CollectionOverview>(ApiPath.libraryLocations, {});
    const location = whole.locations.find((entry) => entry.copies > 0)!;
    const page = await open(`/notes?locationid=${location.locationid}`, lang);
    const table = page.getByRole('table', {
      name: fill(t.overview.categoriesAt, { location: location.name }),
    });
    await table.waitFor();
    await page
      .getByText(
        fill(t.overview.totalAt, {
          location: location.name,
          // Each number with its own plural word (both are many here).
          titles: fill(t.overview.titleCount_other, { count: location.titles }),
          copies: fill(t.overview.copyCount_other, { count: location.copies }),
        }),
      )
      .waitFor();
    await expectNoViolations(page, `${lang}: collection overview of one location`);
    await page.getByRole('button', { name: t.overview.byLocation }).click();
    await page.getByRole('table', { name: t.overview.locations }).waitFor();
    await page.waitForURL(/\/notes\?type=location/);
    await expectNoViolations(page, `${lang}: collection overview by location`);
  });
});

/** A title as a literal inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
