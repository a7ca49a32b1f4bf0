import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { LocaleMessages } from '../../src/core/i18n/messages';
import { expectNoViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { submitLogin } from './support/login';
import { openPage, waitForTransitions, type OpenedPage } from './support/pages';
import { loggedIn } from './support/session';
import { DEMO, STRINGS } from './support/strings';
import { gotoWidgetPage, type Language } from './support/widget-page';

const server = { url: inject('serverUrl') };
const LANGUAGES: Language[] = ['zh', 'en'];
/** Answers appear whole instead of being typed out: the same markup without the wait. */
const REDUCED_MOTION = { reducedMotion: 'reduce' } as const;
/** Nothing in the catalogue comes close to this. */
const NO_MATCH = 'qxzqxzqxz';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Every widget on one page; each state below moves one of them on and axe checks them all. */
const ALL_WIDGETS = {
  main: `
    <lp-search-box></lp-search-box>
    <lp-search-results keyword="harry" page-size="3"></lp-search-results>
    <lp-news-list type="news" page-size="5"></lp-news-list>
    <lp-login-dialog></lp-login-dialog>`,
  after: '<lp-ai-librarian></lp-ai-librarian>',
};

interface WidgetState {
  name: string;
  /** Brings the page from the previous state into this one, and waits until it is shown. */
  enter: (page: Page, t: LocaleMessages) => Promise<void>;
  /** The state is the mouse over something; otherwise the mouse is moved out of the way. */
  hover?: boolean;
}

const searchBox = (page: Page, t: LocaleMessages) =>
  page.getByRole('combobox', { name: t.search.label });
const loginDialog = (page: Page, t: LocaleMessages) =>
  page.getByRole('dialog', { name: t.login.title });

const WIDGET_STATES: WidgetState[] = [
  {
    name: 'idle: search box, search results, news list, AI librarian button',
    enter: async (page, t) => {
      await searchBox(page, t).waitFor();
      await page.locator('lp-search-results').getByRole('heading', { level: 3 }).first().waitFor();
      await page.locator('lp-news-list').getByRole('listitem').first().waitFor();
      await page.getByRole('button', { name: t.ai.title }).waitFor();
    },
  },
  {
    name: 'search box with suggestions open',
    enter: async (page, t) => {
      await searchBox(page, t).pressSequentially('harry', { delay: 20 });
      await page.getByRole('option').first().waitFor();
    },
  },
  {
    name: 'search box with no suggestion found',
    enter: async (page, t) => {
      await searchBox(page, t).fill('');
      await searchBox(page, t).pressSequentially(NO_MATCH, { delay: 20 });
      await page.locator('lp-search-box').getByText(t.common.empty).waitFor();
    },
  },
  {
    name: 'search results with holdings expanded',
    enter: async (page, t) => {
      const results = page.locator('lp-search-results');
      await results.getByRole('button', { name: t.results.showHoldings }).first().click();
      await results.getByRole('table', { name: t.results.holdings }).waitFor();
    },
  },
  {
    name: 'login dialog open',
    enter: async (page, t) => {
      await page.locator('lp-login-dialog').evaluate((element) => element.setAttribute('open', ''));
      await loginDialog(page, t).waitFor();
    },
  },
  {
    name: 'login dialog with validation errors',
    enter: async (page, t) => {
      const dialog = loginDialog(page, t);
      await dialog.getByRole('button', { name: t.login.submit, exact: true }).click();
      await dialog.getByText(t.login.usernameInvalid).waitFor();
      await dialog.getByText(t.login.passwordTooShort).waitFor();
    },
  },
  {
    name: 'login dialog after a failed login',
    enter: async (page, t) => {
      const dialog = loginDialog(page, t);
      // An unknown reader: fails like a wrong password without using up the demo
      // student's login attempts (the server limits them per reader).
      await submitLogin(dialog, t, { readercode: '20239999', password: 'not-the-password' });
      await page.locator('lp-notifications').getByRole('alert').waitFor();
    },
  },
  {
    name: 'login dialog with the mouse over the login button',
    hover: true,
    enter: async (page, t) => {
      await loginDialog(page, t).getByRole('button', { name: t.login.submit, exact: true }).hover();
    },
  },
  {
    name: 'AI librarian chat open',
    enter: async (page, t) => {
      // The close button, not Escape: focus is lost after a failed login (keyboard.test.ts).
      await loginDialog(page, t).getByRole('button', { name: t.common.close }).click();
      await loginDialog(page, t).waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: t.ai.title }).click();
      await page.getByRole('dialog', { name: t.ai.title }).waitFor();
    },
  },
  {
    name: 'AI librarian with an answer',
    enter: async (page, t) => {
      const chat = page.getByRole('dialog', { name: t.ai.title });
      await chat.getByRole('textbox', { name: t.ai.question }).fill('开放时间');
      await chat.getByRole('button', { name: t.ai.send }).click();
      await chat.locator('[data-type="ai"]').filter({ hasText: '7:30' }).waitFor();
    },
  },
  {
    name: 'news list with an item opened (sanitised hostile body)',
    enter: async (page, t) => {
      await page.keyboard.press('Escape');
      const news = page.locator('lp-news-list');
      await news.getByRole('button', { name: DEMO.hostileNewsTitle }).click();
      await news.getByRole('button', { name: t.news.backToList }).waitFor();
      await news.locator('[part="body"]').waitFor();
    },
  },
];

/**
 * Enters a state and lets it settle: the mouse off the widgets (a button left hovered after
 * a click is a state of its own) and no colour transition half-way, which axe would measure.
 */
async function enterState(page: Page, state: WidgetState, t: LocaleMessages) {
  await state.enter(page, t);
  if (!state.hover) await page.mouse.move(0, 0);
  await waitForTransitions(page);
}

describe.each(LANGUAGES)('axe: every widget in every state, %s', (lang) => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage(browser, undefined, REDUCED_MOTION);
    await gotoWidgetPage(opened.page, server.url, { ...ALL_WIDGETS, lang });
  });

  afterAll(async () => {
    await opened?.close();
  });

  for (const state of WIDGET_STATES) {
    it(state.name, async () => {
      await enterState(opened.page, state, STRINGS[lang]);
      await expectNoViolations(opened.page, `${lang}: ${state.name}`);
    });
  }
});

describe('axe: colour contrast of every widget state in the dark theme', () => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage(browser, undefined, REDUCED_MOTION);
    await gotoWidgetPage(opened.page, server.url, { ...ALL_WIDGETS, dark: true });
  });

  afterAll(async () => {
    await opened?.close();
  });

  for (const state of WIDGET_STATES) {
    it(state.name, async () => {
      await enterState(opened.page, state, STRINGS.zh);
      await expectNoViolations(opened.page, `dark: ${state.name}`, ['color-contrast']);
    });
  }
});

interface PortalPage {
  path: string;
  ready: (page: Page, t: LocaleMessages) => Promise<void>;
}

const LOGGED_OUT_PAGES: PortalPage[] = [
  {
    path: '/home',
    ready: (page, t) =>
      page.getByRole('main').getByRole('combobox', { name: t.search.label }).waitFor(),
  },
  {
    path: '/book-list?keyword=harry',
    ready: (page) =>
      page
        .getByRole('heading', { level: 3, name: /Harry Potter/ })
        .first()
        .waitFor(),
  },
  {
    // The search page proper: its form, hot words, facets, sort and the results.
    path: '/searchPage?keyword=harry',
    ready: (page) =>
      page
        .getByRole('heading', { level: 3, name: /Harry Potter/ })
        .first()
        .waitFor(),
  },
  {
    path: '/bookDetail?bookid=1',
    ready: (page, t) => page.getByRole('table', { name: t.bookDetail.holdings }).waitFor(),
  },
  {
    path: '/login',
    ready: (page, t) => page.getByRole('main').getByLabel(t.login.username).waitFor(),
  },
  {
    path: '/404',
    ready: (page) => page.getByRole('heading', { name: '404' }).waitFor(),
  },
];

const STUDENT_HOME: PortalPage = {
  path: '/student-home',
  ready: (page) => page.getByRole('heading', { name: DEMO.student.name }).waitFor(),
};

/** Opens a portal page in a language (the portal reads it from storage). */
async function openPortal(page: Page, lang: Language, path: string) {
  await page.evaluate((language) => localStorage.setItem('libportal.lang', language), lang);
  await page.goto(`${server.url}${path}`);
}

async function checkPortalPage(page: Page, lang: Language, portalPage: PortalPage) {
  await openPortal(page, lang, portalPage.path);
  await portalPage.ready(page, STRINGS[lang]);
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, `${lang}: ${portalPage.path}`);
}

describe('axe: portal pages', () => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage(browser, `${server.url}/404`, REDUCED_MOTION);
  });

  afterAll(async () => {
    await opened?.close();
  });

  for (const lang of LANGUAGES) {
    for (const portalPage of LOGGED_OUT_PAGES) {
      it(`${lang}: ${portalPage.path}`, async () => {
        await checkPortalPage(opened.page, lang, portalPage);
      });
    }
  }

  for (const lang of LANGUAGES) {
    it(`${lang}: /student-home, logged in`, async () => {
      // The student's saved session serves both languages (their logins are rate limited).
      const session = await loggedIn(browser, server.url, lang, DEMO.student);
      const student = await openPage(browser, `${server.url}/404`, {
        ...REDUCED_MOTION,
        ...session,
      });
      try {
        await checkPortalPage(student.page, lang, STUDENT_HOME);
      } finally {
        await student.close();
      }
    });
  }
});

describe('axe: the example pages', () => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage(browser, undefined, REDUCED_MOTION);
  });

  afterAll(async () => {
    await opened?.close();
  });

  const EXAMPLES: { path: string; ready: (page: Page) => Promise<void> }[] = [
    {
      path: 'school-site/index.html',
      ready: (page) => page.getByRole('combobox').waitFor(),
    },
    {
      path: 'cms-article/index.html',
      ready: async (page) => {
        await page.locator('lp-news-list').getByRole('listitem').first().waitFor();
        await page.getByRole('button', { name: STRINGS.zh.ai.title }).waitFor();
      },
    },
    {
      path: 'react-app/',
      ready: (page) => page.getByRole('listitem').first().waitFor(),
    },
    {
      path: 'vue-app/',
      ready: (page) => page.getByRole('combobox').waitFor(),
    },
  ];

  for (const { path, ready } of EXAMPLES) {
    it(`/examples/${path}`, async () => {
      await opened.page.goto(`${server.url}/examples/${path}`);
      await ready(opened.page);
      await expectNoViolations(opened.page, `/examples/${path}`);
    });
  }
});
