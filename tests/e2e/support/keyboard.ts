import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The element with keyboard focus, looking through open shadow roots, in a few words. */
export interface FocusedElement {
  tag: string;
  role: string | null;
  /** aria-label, else the text of its <label>, else its own text. */
  name: string;
  /** The custom element whose shadow root holds it, if any. */
  host: string | null;
}

export function focused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    let host: string | null = null;
    while (element?.shadowRoot?.activeElement) {
      host = element.localName;
      element = element.shadowRoot.activeElement;
    }
    if (!element || element === document.body) return null;
    const labelled = element as HTMLInputElement;
    const name =
      element.getAttribute('aria-label') ??
      labelled.labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return {
      tag: element.localName,
      role: element.getAttribute('role'),
      name: name.trim(),
      host,
    };
  });
}

/** Presses `key` until the focused element matches, failing after `max` presses. */
export async function pressUntilFocused(
  page: Page,
  key: string,
  matches: (element: FocusedElement) => boolean,
  max = 40,
): Promise<FocusedElement> {
  const seen: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(key);
    const element = await focused(page);
    if (element && matches(element)) return element;
    seen.push(element ? `${element.host ?? ''} ${element.tag} "${element.name}"` : '(body)');
  }
  throw new Error(`${key} ×${max} never reached the element; focus went to:\n${seen.join('\n')}`);
}

/** Asserts where focus is, by accessible name (and optionally tag). */
export async function expectFocus(page: Page, name: string | RegExp, tag?: string) {
  const focusedName = expect.poll(async () => (await focused(page))?.name ?? '', {
    timeout: 5_000,
  });
  if (typeof name === 'string') await focusedName.toBe(name);
  else await focusedName.toMatch(name);
  if (tag) expect((await focused(page))?.tag).toBe(tag);
}

/** Whether focus is inside `container` (an element that may itself be in a shadow root). */
export function holdsFocus(container: Locator): Promise<boolean> {
  return container.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active !== null && element.contains(active);
  });
}
