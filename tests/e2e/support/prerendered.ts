import type { Page } from 'playwright-core';

/**
 * Before any script of the page: marks the header and the heading the server sent (a node
 * that hydration keeps keeps its mark), counts nodes taken out of #root, and sums the layout
 * shifts.
 */
export function watchPrerenderedNodes() {
  type Watched = Window & { removedFromRoot?: number; layoutShift?: number };
  const watched = window as Watched;
  watched.removedFromRoot = 0;
  watched.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) watched.layoutShift! += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if ((mutation.target as Element).id === 'root') {
        watched.removedFromRoot! += mutation.removedNodes.length;
      }
    }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    for (const selector of ['header', 'h1']) {
      const element = document.querySelector(selector) as
        (Element & { fromServer?: boolean }) | null;
      if (element) element.fromServer = true;
    }
  });
}

/** How many nodes the app took out of #root: 0 when it took the server's page over. */
export function removedFromRoot(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as { removedFromRoot?: number }).removedFromRoot);
}
