import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../tests/e2e/support/browser';
import type { RunningServer } from '../tests/e2e/support/server';

/** Issue 3's target: performance ≥ 95 on the mobile profile. */
const TARGET_SCORE = 95;

const PAGES = [
  { label: 'school example page', path: '/examples/school-site/index.html' },
  { label: 'portal home', path: '/home' },
];

type Report = { audits: Record<string, { details?: unknown } | undefined> };

/** What Lighthouse took as the largest contentful paint: the element, as a CSS path. */
function lcpElement(lhr: Report): string {
  // details: a list whose first table's first row holds the node.
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} ("${(node.nodeLabel ?? '').slice(0, 60)}")` : 'unknown';
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
    for (const page of PAGES) {
      const result = await lighthouse(`${server.url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) {
        console.log(`${page.label}: no result`);
        continue;
      }
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      console.log(
        `${page.label.padEnd(22)} score ${String(score).padStart(3)} (target ${TARGET_SCORE}${score < TARGET_SCORE ? ', MISSED' : ''})   LCP ${audit('largest-contentful-paint')}   TBT ${audit('total-blocking-time')}   CLS ${audit('cumulative-layout-shift')}   FCP ${audit('first-contentful-paint')}`,
      );
      console.log(`${''.padEnd(22)} LCP element: ${lcpElement(lhr)}`);
    }
  } finally {
    chrome.kill();
  }
}
