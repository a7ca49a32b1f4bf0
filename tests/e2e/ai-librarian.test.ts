import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../../src/core/i18n/locales/en';
import zh from '../../src/core/i18n/locales/zh';
import { launchBrowser } from './support/browser';
import { pagePerTest } from './support/pages';
import { gotoWidgetPage } from './support/widget-page';

/** The floating AI librarian on a CMS page: asked in Chinese and English, a book link followed. */
const server = { url: inject('serverUrl') };
let browser: Browser;
const open = pagePerTest(() => browser);

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function ask(page: Page, texts: typeof zh, question: string) {
  const librarian = page.locator('lp-ai-librarian');
  const dialog = librarian.getByRole('dialog', { name: texts.ai.title });
  if (!(await dialog.isVisible())) {
    await librarian.getByRole('button', { name: texts.ai.title }).click();
  }
  await dialog.getByRole('textbox', { name: texts.ai.question }).fill(question);
  await dialog.getByRole('button', { name: texts.ai.send }).click();
  return dialog;
}

describe('lp-ai-librarian on a CMS page', () => {
  it('answers in Chinese with book links, understands a follow-up, and a link opens the book', async () => {
    const page = await open(`${server.url}/examples/cms-article/index.html`);
    const dialog = await ask(page, zh, '有没有哈利波特');
    const books = dialog.getByRole('list', { name: zh.ai.booksInAnswer }).last();
    await books.getByRole('link').first().waitFor();
    const titles = await books.getByRole('link').allTextContents();
    for (const title of titles) expect(title).toMatch(/哈利·波特|Harry Potter/);

    await ask(page, zh, '三体在哪里');
    const santi = dialog.getByRole('link', { name: '三体', exact: true });
    await santi.waitFor();
    await ask(page, zh, '它在几楼？');
    await dialog.locator('li[data-type="ai"]').last().getByText(/楼/).first().waitFor();

    await santi.click();
    await page.waitForURL(/\/bookDetail\?bookid=\d+/);
    await page.getByRole('heading', { name: '三体', exact: true }).first().waitFor();
  });

  it('answers in English on an English page', async () => {
    const page = await browser.newPage();
    try {
      await gotoWidgetPage(page, server.url, {
        main: '<p>An English page.</p>',
        after: '<lp-ai-librarian></lp-ai-librarian>',
        lang: 'en',
      });
      const dialog = await ask(page, en, 'How do I renew a book?');
      const answer = dialog.locator('li[data-type="ai"]').last();
      await answer.getByText(/To renew a book/).waitFor();
      await ask(page, en, 'Do you have The Hobbit?');
      await dialog.getByRole('link', { name: 'The Hobbit', exact: true }).waitFor();
    } finally {
      await page.close();
    }
  });
});
