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

/**
 * A cookie's value, decoded as js-cookie did (the old portal's cookies, such as libyunStatus,
 * were written with it): the first cookie of that name, its quotes dropped, its %XX decoded.
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const cookie of document.cookie ? document.cookie.split('; ') : []) {
    const at = cookie.indexOf('=');
    const value = at < 0 ? '' : cookie.slice(at + 1);
    try {
      if (decodeURIComponent(at < 0 ? cookie : cookie.slice(0, at)) !== name) continue;
      return (value.startsWith('"') ? value.slice(1, -1) : value).replace(
        /(%[\dA-F]{2})+/gi,
        decodeURIComponent,
      );
    } catch {
      // A cookie of another script that is not valid percent-encoding: not ours.
    }
  }
  return undefined;
}

/**
 * Sets a session cookie for the whole site (`null` removes it), encoded as js-cookie did: the
 * value percent-encoded but for the characters a cookie may hold as they are.
 */
export function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const key = encodeURIComponent(name)
    .replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent)
    .replace(/[()]/g, (bracket) => `%${bracket.charCodeAt(0).toString(16).toUpperCase()}`);
  if (value === null) {
    document.cookie = `${key}=; path=/; expires=${new Date(0).toUTCString()}`;
    return;
  }
  const encoded = encodeURIComponent(value).replace(
    /%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g,
    decodeURIComponent,
  );
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  document.cookie = `${key}=${encoded}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
