import { getRuntime } from '../runtime';
import type { LpEvent, LpEventMap } from '../widget/events';

export interface LogoutOptions {
  /** The element the reader used: `lp-logout` bubbles from it. */
  from?: EventTarget | null;
  /** Its server, when it names one (`api-base`); the page's otherwise. */
  apiBase?: string;
}

/**
 * Logs the reader out of the page, the one way every caller uses (`<lp-account-button>`,
 * `logout()` from the package, `window.libportal.logout()`): the server ends the session
 * (LibportalRuntime.logout: even when it does not answer, the page forgets it), the one
 * session store of the page turns logged-out so every element follows at once, the reader's
 * cached answers are dropped, and `lp-logout` fires, bubbling and composed, from the element
 * the reader used or else from `document`: a listener on `document` or `window` hears every
 * logout. Resolves with that event once all of it is done.
 */
export async function logout({ from, apiBase }: LogoutOptions = {}): Promise<LpEvent<'lp-logout'>> {
  await getRuntime().logout(apiBase);
  const detail: LpEventMap['lp-logout'] = {};
  const event = new CustomEvent('lp-logout', { detail, bubbles: true, composed: true });
  const target = from ?? (typeof document === 'undefined' ? null : document);
  target?.dispatchEvent(event);
  return event;
}
