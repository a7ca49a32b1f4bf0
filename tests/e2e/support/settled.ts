/**
 * When a page has settled: its own requests all answered and nothing shows it is loading.
 * Playwright's `networkidle` waits for 500 ms without a request, and only on a page load (not
 * after the app routes in place); this counts the page's requests, then waits for the
 * document to stop changing.
 */
import type { Page } from 'playwright-core';

interface Requests {
  /** Requests sent and not yet answered (or failed). */
  inFlight: number;
  /** Requests sent since the page was watched: a change means something new started. */
  sent: number;
  /** Called when `inFlight` drops to zero. */
  onIdle: (() => void)[];
}

const watched = new WeakMap<Page, Requests>();

/**
 * Counts the page's requests from now on. Call it on a new page, before its first `goto`:
 * `settled` can only tell what it has seen start.
 */
export function watchRequests(page: Page): void {
  if (watched.has(page)) return;
  const requests: Requests = { inFlight: 0, sent: 0, onIdle: [] };
  watched.set(page, requests);
  page.on('request', () => {
    requests.inFlight += 1;
    requests.sent += 1;
  });
  const answered = () => {
    requests.inFlight -= 1;
    if (requests.inFlight > 0) return;
    for (const resolve of requests.onIdle.splice(0)) resolve();
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
}

function idle(requests: Requests): Promise<void> {
  if (requests.inFlight <= 0) return Promise.resolve();
  return new Promise((resolve) => requests.onIdle.push(resolve));
}

/**
 * React shows what a Suspense boundary was waiting for at most every 300 ms
 * (FALLBACK_THROTTLE_MS): with every answer in, the page may still change that long after.
 */
const REVEAL_THROTTLE_MS = 350;

/**
 * In the page: resolves once the document has not changed for `quietMs` (or after `capMs`, for
 * a page with a ticking clock; the caller checks again for requests).
 */
function domQuiet({ quietMs, capMs }: { quietMs: number; capMs: number }): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    let quiet = setTimeout(done, quietMs);
    const cap = setTimeout(done, capMs);
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/**
 * Waits until the page has settled: loaded, no request in flight, no loading indicator shown,
 * and the document unchanged for as long as React may hold back a reveal, with no new request
 * meanwhile (what an answer renders may ask for more: a query the new content makes, a lazy
 * chunk). The page must be watched (`watchRequests`) since before its
 * navigation.
 */
export async function settled(page: Page): Promise<void> {
  const requests = watched.get(page);
  if (!requests) throw new Error('settled(page): call watchRequests(page) before its goto');
  await page.waitForLoadState('load');
  for (;;) {
    await idle(requests);
    const sentBefore = requests.sent;
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.evaluate(domQuiet, { quietMs: REVEAL_THROTTLE_MS, capMs: 5_000 });
    if (requests.sent === sentBefore && requests.inFlight <= 0) return;
  }
}
