import type { Page } from 'playwright-core';

/** What a reader can operate: the elements a covering layer must leave alone. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';

/**
 * The controls of the page that the AI librarian's floating button covers now (each named by
 * its text), at each scroll position from the top to the bottom of the page in screen-high
 * steps: the button is fixed, so the page's controls pass under it as the reader scrolls.
 */
export async function controlsUnderAiButton(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < pageHeight; y += screen) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The button finds its place in the frame after a scroll.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const covered = await page.evaluate((selector) => {
      const button = document.querySelector('button[aria-haspopup="dialog"][part="button"]');
      if (!button) return ['(no AI button on the page)'];
      const b = button.getBoundingClientRect();
      return [...document.querySelectorAll(selector)]
        .filter((control) => control !== button && !button.contains(control))
        .filter((control) => {
          const r = control.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return false;
          return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
        })
        .map(
          (control) =>
            `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30)}"`,
        );
    }, CONTROLS);
    for (const entry of covered) found.add(`at ${y}px: ${entry}`);
  }
  return [...found];
}

/** What the header shows while a toast is up, and what of it the toast covers. */
export interface HeaderUnderToast {
  /** The toast's text, or null when no toast is on the screen. */
  toast: string | null;
  /** Every visible control of the header that was checked (tag and accessible text). */
  checked: string[];
  /** Each control the toast overlaps or is on top of, with where. */
  covered: string[];
}

/**
 * Checks, while a toast is on the screen, every visible control of the page's header (its
 * navigation links first among them): the toast's box must not intersect the control's, and
 * `document.elementFromPoint` at five points across the control must find the control (or
 * something inside it), not the toast. Controls inside an open shadow root are hit-tested in it.
 */
export function headerUnderToast(page: Page): Promise<HeaderUnderToast> {
  return page.evaluate((selector) => {
    const toastBox = document.querySelector('[aria-live] > [data-kind]');
    const header = [...document.querySelectorAll('header')].find(
      (element) => !element.parentElement?.closest('main, article, aside, section, nav, header'),
    );
    const name = (control: Element) =>
      `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30)}"`;
    if (!toastBox || !header) {
      return { toast: toastBox?.textContent ?? null, checked: [], covered: ['(no header)'] };
    }
    const t = toastBox.getBoundingClientRect();
    const controls = [...header.querySelectorAll(selector)].filter((control) => {
      const r = control.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && control.checkVisibility({ visibilityProperty: true });
    });
    const covered: string[] = [];
    for (const control of controls) {
      const r = control.getBoundingClientRect();
      if (r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top) {
        covered.push(`${name(control)}: boxes intersect`);
      }
      const root = control.getRootNode();
      const hitRoot = root instanceof ShadowRoot ? root : document;
      // A quarter in from each side and the centre: a rounded corner is not the control's.
      const [x, y, dx, dy] = [
        r.left + r.width / 2,
        r.top + r.height / 2,
        r.width / 4,
        r.height / 4,
      ];
      const points: [string, number, number][] = [
        ['centre', x, y],
        ['left', x - dx, y],
        ['right', x + dx, y],
        ['top', x, y - dy],
        ['bottom', x, y + dy],
      ];
      for (const [where, x, y] of points) {
        const hit = hitRoot.elementFromPoint(x, y);
        if (hit !== control && !control.contains(hit)) {
          covered.push(`${name(control)} at its ${where}: ${hit ? name(hit) : 'nothing'} on top`);
        }
      }
    }
    return { toast: toastBox.textContent, checked: controls.map(name), covered };
  }, CONTROLS);
}
