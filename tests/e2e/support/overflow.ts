import type { Page } from 'playwright-core';

/**
 * What scrolls sideways on the page now: the document itself when it is wider than the
 * window, and every element (shadow trees included) whose content overflows its box while its
 * overflow-x lets it scroll. A tab strip (role=tablist, or a navigation bar of links) may scroll:
 * it is the one sideways scroller a phone layout keeps. Each entry names the element and its
 * widths, so a failure says where to look.
 */
export function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      found.push(`the document: ${root.scrollWidth} px in a ${window.innerWidth} px window`);
    }
    const isStrip = (element: Element) =>
      element.matches('[role="tablist"], nav') ||
      (element.children.length === 1 &&
        element.firstElementChild?.matches('[role="tablist"], nav'));
    const describe = (element: Element) => {
      const name =
        element.getAttribute('part') ??
        element.getAttribute('aria-label') ??
        element.getAttribute('class')?.split(' ')[0] ??
        '';
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()} ${name}> "${text}"`;
    };
    const visit = (scope: Document | ShadowRoot) => {
      for (const element of scope.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        if (!(element instanceof HTMLElement) || element === root) continue;
        const { overflowX } = getComputedStyle(element);
        if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
        if (element.scrollWidth <= element.clientWidth + 1 || isStrip(element)) continue;
        found.push(`${describe(element)}: ${element.scrollWidth} px in ${element.clientWidth} px`);
      }
    };
    visit(document);
    return found;
  });
}
