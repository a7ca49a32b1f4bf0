/**
 * Widgets follow the width of their container, not of the window: `lp-my-borrow` in a column
 * a third of a wide page shows its loans as cards, with each barcode on one line and nothing
 * wider than the column; in the whole width, the same loans are a table.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import zhCirculation from '../../src/core/i18n/locales/zh/circulation';
import { launchBrowser } from './support/browser';
import { openPage } from './support/pages';
import { savedSession } from './support/session';
import { DEMO } from './support/strings';
import { gotoWidgetPage } from './support/widget-page';

const server = { url: inject('serverUrl') };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface BarcodeCell {
  /** Lines the barcode's text is laid out on. */
  lines: number;
  display: string;
  cellRight: number;
}

/** The loans' barcode cells, read in the widget's shadow root. */
function barcodeCells(page: Page, label: string): Promise<BarcodeCell[]> {
  return page.locator('lp-my-borrow').evaluate((host, columnLabel) => {
    const table = host.shadowRoot?.querySelector('table');
    const headers = [...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent);
    const column = headers.indexOf(columnLabel);
    return [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => {
      const cell = row.children[column] as HTMLElement;
      const text = [...cell.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
      const range = document.createRange();
      if (text) range.selectNodeContents(text);
      // One rect per line box the text occupies.
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      return {
        lines,
        display: getComputedStyle(cell).display,
        cellRight: cell.getBoundingClientRect().right,
      };
    });
  }, label);
}

async function loansIn(main: string) {
  const storageState = await savedSession(browser, server.url, DEMO.student);
  const opened = await openPage(browser, undefined, {
    storageState,
    viewport: { width: 1280, height: 900 },
  });
  await gotoWidgetPage(opened.page, server.url, { main });
  const borrow = opened.page.locator('lp-my-borrow');
  await borrow.getByRole('heading', { name: zhCirculation.myBorrow.loansHeading }).waitFor();
  await borrow.getByText('小王子').first().waitFor();
  return opened;
}

describe('lp-my-borrow follows its container', () => {
  it('in a third of a 1280 px page: cards, each barcode on one line, nothing past the column', async () => {
    const opened = await loansIn(`
      <div style="display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px">
        <section aria-label="news"><p>校园新闻</p></section>
        <section id="column" aria-label="my borrow"><lp-my-borrow sections="loans"></lp-my-borrow></section>
        <section aria-label="links"><p>常用链接</p></section>
      </div>`);
    try {
      const { page } = opened;
      const column = await page.locator('#column').boundingBox();
      expect(column?.width).toBeLessThan(450);
      const cells = await barcodeCells(page, zhCirculation.myBorrow.barcode);
      expect(cells.length).toBeGreaterThan(0);
      for (const cell of cells) {
        expect(cell.display).toBe('block');
        expect(cell.lines).toBe(1);
        expect(cell.cellRight).toBeLessThanOrEqual((column?.x ?? 0) + (column?.width ?? 0) + 1);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      expect(opened.errors, 'errors in the page').toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('in the whole width of the same page: a table', async () => {
    const opened = await loansIn('<lp-my-borrow sections="loans"></lp-my-borrow>');
    try {
      const cells = await barcodeCells(opened.page, zhCirculation.myBorrow.barcode);
      expect(cells.length).toBeGreaterThan(0);
      for (const cell of cells) {
        expect(cell.display).toBe('table-cell');
        expect(cell.lines).toBe(1);
      }
      expect(opened.errors, 'errors in the page').toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
