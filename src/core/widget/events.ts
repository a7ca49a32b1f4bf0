import { useCallback } from 'react';
import type { Role } from '../api/contract';
import { fillUrlTemplate, withQuery, type Query } from '../urls';
import { useRuntime, useWidgetHost } from './runtime-context';

export interface NavigateDetail {
  path: string;
  query: Query;
}

/** Every event a libportal element fires (bubbling, composed), with its detail. */
export interface LpEventMap {
  'lp-search': { keyword: string; bookid?: number };
  'lp-navigate': NavigateDetail;
  'lp-login': { usertype: number; roles: Role[] };
  'lp-logout': Record<string, never>;
  /** A dialog element closed itself (Escape, close button, backdrop, or done). */
  'lp-close': Record<string, never>;
}

export type LpEventName = keyof LpEventMap;
export type LpEvent<K extends LpEventName> = CustomEvent<LpEventMap[K]>;

/** Each `lp-*` event as the DOM types a listener's argument. */
type LpDomEvents = { [K in LpEventName]: LpEvent<K> };

declare global {
  /**
   * `element.addEventListener('lp-navigate', (event) => event.detail.path)` is typed in an app
   * that imports the package: the map is derived from `LpEventMap`, so it cannot miss an event
   * (tests/package/types.test.ts checks the manifest's events against it).
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface merge is the only way to extend the DOM's map
  interface HTMLElementEventMap extends LpDomEvents {}
}

/**
 * Returns `emit(detail)`: tells the page what happened. From a custom element the event is
 * dispatched on the element; from React the `callback` prop receives the same event object.
 * The result is false when a listener called `preventDefault()` on a cancelable event.
 */
export function useLpEvent<K extends LpEventName>(
  name: K,
  callback?: (event: LpEvent<K>) => void,
  cancelable = false,
): (detail: LpEventMap[K]) => boolean {
  const { element } = useWidgetHost();
  return useCallback(
    (detail: LpEventMap[K]) => {
      const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable });
      callback?.(event);
      element?.dispatchEvent(event);
      return !event.defaultPrevented;
    },
    [name, callback, cancelable, element],
  );
}

/**
 * Navigation as DESIGN.md describes it: a cancelable `lp-navigate` first; if nobody cancels,
 * the element's URL template when one is set, else the portal path.
 */
export function useNavigateTo(
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void,
): (path: string, query?: Query, urlTemplate?: string) => void {
  const runtime = useRuntime();
  const emit = useLpEvent('lp-navigate', onNavigate, true);
  return useCallback(
    (path: string, query: Query = {}, urlTemplate?: string) => {
      if (!emit({ path, query })) return;
      if (urlTemplate && typeof location !== 'undefined') {
        location.assign(fillUrlTemplate(urlTemplate, query));
        return;
      }
      runtime.navigate(path, query);
    },
    [emit, runtime],
  );
}

/**
 * Returns `hrefTo(path, query, urlTemplate?)`: the href of a link that `useNavigateTo` follows
 * on a plain click, so that a new tab opens the same place (the template, else the portal path).
 */
export function useHrefTo(): (path: string, query?: Query, urlTemplate?: string) => string {
  const { config } = useWidgetHost();
  return useCallback(
    (path: string, query: Query = {}, urlTemplate?: string) =>
      urlTemplate ? fillUrlTemplate(urlTemplate, query) : config.portalUrl + withQuery(path, query),
    [config.portalUrl],
  );
}

/** The parts of a click (React's or the DOM's) that tell a plain click from a new-tab one. */
export type ClickModifiers = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
>;

/**
 * True for a plain left click, which a widget link handles in the page (`lp-navigate`); middle
 * and modified clicks (new tab, new window, download) are left to the browser and the href.
 */
export function isPlainLeftClick(event: ClickModifiers): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
