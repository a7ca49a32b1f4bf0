import Cookies from 'js-cookie';

/**
 * Browser storage that never throws: private modes, sandboxed iframes and server-side
 * rendering all make `localStorage` unavailable, and a widget must still render there.
 */
export const STORAGE_PREFIX = 'libportal.';

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return local()?.getItem(STORAGE_PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    const store = local();
    if (!store) return;
    if (value === null) store.removeItem(STORAGE_PREFIX + key);
    else store.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // Quota exceeded or storage disabled: the session simply does not survive a reload.
  }
}

export function readStoredJson<T>(key: string): T | null {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  writeStored(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** The storage key prefix, for listeners of the cross-tab `storage` event. */
export function storageKey(key: string): string {
  return STORAGE_PREFIX + key;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  if (value === null) {
    Cookies.remove(name, { path: '/' });
    return;
  }
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  Cookies.set(name, value, { path: '/', sameSite: 'Lax', secure });
}
