import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../tests/e2e/support/browser';
import { submitLogin } from '../tests/e2e/support/login';
import type { RunningServer } from '../tests/e2e/support/server';
import { DEMO, STRINGS } from '../tests/e2e/support/strings';

/** Performance ≥ 95 on the mobile profile, for every page below. */
const TARGET_SCORE = 95;

interface BenchPage {
  label: string;
  path: string;
  /** Measured as the demo student, logged in first in the same browser. */
  loggedIn?: boolean;
}

const PAGES: BenchPage[] = [
  { label: 'school example page', path: '/examples/school-site/index.html' },
  { label: 'portal home', path: '/home' },
  { label: 'virtual shelf', path: '/virtualShelf' },
  { label: 'collection overview', path: '/notes' },
  { label: 'my borrow (logged in)', path: '/book-management', loggedIn: true },
  { label: 'RSS feeds (logged in)', path: '/rss-subscription', loggedIn: true },
  { label: 'follows and fans (logged in)', path: '/student-connection', loggedIn: true },
  { label: 'my reviews (logged in)', path: '/student-review', loggedIn: true },
  { label: 'volunteer service (logged in)', path: '/volunteer-service', loggedIn: true },
  { label: 'digital resources', path: '/digitalSource' },
  { label: 'e-book reader (EPUB)', path: '/ebookReader?bookid=1' },
  { label: 'library introduction', path: '/about' },
  { label: 'reading portrait (logged in)', path: '/student-portrait', loggedIn: true },
  { label: 'ranking (logged in)', path: '/student-rank', loggedIn: true },
  { label: 'virtual bookshelf (logged in)', path: '/virtual-bookshelf', loggedIn: true },
  { label: 'my booklists (logged in)', path: '/my-booklist', loggedIn: true },
  { label: 'homework and exams (logged in)', path: '/student-homework-detail', loggedIn: true },
  { label: 'learning statistics (logged in)', path: '/student-statistic', loggedIn: true },
  { label: 'grades (logged in)', path: '/student-grade', loggedIn: true },
  { label: 'product', path: '/product' },
  { label: 'organisations (cases)', path: '/case' },
  { label: 'one organisation', path: '/case-detail?id=1' },
  { label: "students' landing", path: '/studentHome' },
  { label: 'library map', path: '/fmap' },
  // 西游记, the demo's first Chinese title (its id follows goodbooks' 10,000).
  { label: 'map to a book', path: '/fmap?bookid=10001' },
  { label: 'book location', path: '/queryMachineShelfDetail?bookid=10001' },
  { label: 'story time (visitor)', path: '/storyTelling' },
];

/**
 * Logs the demo student in through the portal's login page, in the browser Lighthouse drives:
 * the session (cookies, storage) is then the one a reader coming back to the portal has.
 */
async function logIn(port: number, serverUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${serverUrl}/login`);
    await submitLogin(page.getByRole('main'), STRINGS.zh, DEMO.student);
    await page.waitForURL(/\/student-home$/);
    await page.close();
  } finally {
    // Disconnects; the browser itself stays up for Lighthouse.
    await browser.close();
  }
}

type Report = { audits: Record<string, { details?: unknown } | undefined> };

/** What Lighthouse took as the largest contentful paint: the element, as a CSS path. */
function lcpElement(lhr: Report): string {
  // details: a list whose first table's first row holds the node.
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} ("${(node.nodeLabel ?? '').slice(0, 60)}")` : 'unknown';
}

type Rows = { items?: Record<string, unknown>[] } | undefined;

/**
 * Why a page missed: the scripts that kept the main thread busiest and the elements that
 * moved, as Lighthouse's own audits list them.
 */
function missReasons(lhr: Report): string[] {
  const rows = (id: string) => ((lhr.audits[id]?.details as Rows)?.items ?? []).slice(0, 3);
  const scripts = rows('bootup-time').map(
    (row) =>
      `script ${String(row.url).replace(/^https?:\/\/[^/]+/, '')}: ${Math.round(Number(row.scripting))} ms`,
  );
  const shifts = rows('layout-shifts').map((row) => {
    const node = row.node as { selector?: string } | undefined;
    return `shift ${Number(row.score).toFixed(3)}: ${node?.selector ?? '?'}`;
  });
  return [...scripts, ...shifts];
}

/**
 * The machine's Chinese font, if any: without one Chromium lays CJK text out with fallbacks
 * (slower layouts, boxes on screen), which a reader's phone never does.
 */
function chineseFont(): string {
  const found = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return found.status === 0 ? (found.stdout.split('\n')[0]?.split(',')[0] ?? '') : '';
}

/** Lighthouse (mobile profile, simulated throttling) against the running server. */
export async function benchLighthouse(server: RunningServer): Promise<void> {
  console.log('\n## Lighthouse (mobile profile, performance)');
  console.log(`Chinese font: ${chineseFont() || 'none (apt-get install fonts-wqy-microhei)'}`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    // `npm run bench -- --only server --pages /book-management,/home`: some pages only.
    const argv = process.argv;
    const only = argv.includes('--pages') ? argv[argv.indexOf('--pages') + 1]?.split(',') : null;
    for (const page of PAGES.filter((candidate) => !only || only.includes(candidate.path))) {
      if (page.loggedIn) await logIn(chrome.port, server.url);
      const result = await lighthouse(`${server.url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Lighthouse clears the origin's storage first, which would log the reader out.
        disableStorageReset: page.loggedIn === true,
      });
      const lhr = result?.lhr;
      if (page.loggedIn && lhr && !lhr.finalDisplayedUrl.endsWith(page.path)) {
        console.log(`${page.label}: not logged in (ended at ${lhr.finalDisplayedUrl})`);
        continue;
      }
      if (!lhr || lhr.runtimeError) {
        // Lighthouse's own reason (NO_FCP, a timeout, …): a page that did not load is no score.
        console.log(`${page.label}: no result (${lhr?.runtimeError?.code ?? 'no report'})`);
        continue;
      }
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      console.log(
        `${page.label.padEnd(22)} score ${String(score).padStart(3)} (target ${TARGET_SCORE}${score < TARGET_SCORE ? ', MISSED' : ''})   LCP ${audit('largest-contentful-paint')}   TBT ${audit('total-blocking-time')}   CLS ${audit('cumulative-layout-shift')}   FCP ${audit('first-contentful-paint')}`,
      );
      console.log(`${''.padEnd(22)} LCP element: ${lcpElement(lhr)}`);
      if (score < TARGET_SCORE) {
        for (const reason of missReasons(lhr)) console.log(`${''.padEnd(22)} ${reason}`);
      }
    }
  } finally {
    chrome.kill();
  }
}
