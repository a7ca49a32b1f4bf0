/**
 * The interface version (docs/product-rules.md, "The old interface"): every route has an /old twin
 * that shows the older layout around the same pages, except /rss-subscription. The reader's version
 * is kept in browser storage; the guard (layout/InterfaceVersionGuard.tsx) sends a reader of the
 * old version to the /old twin of any path and a reader of the new one away from /old paths. Plain
 * functions, so the rules are tested without a browser.
 */
import { readStored, writeStored } from '../core/storage';

export type InterfaceVersion = 'new' | 'old';

/** The browser storage key (with the library's prefix: `libportal.interfaceVersion`). */
export const INTERFACE_VERSION_KEY = 'interfaceVersion';
export const OLD_PREFIX = '/old';

/** The one route without an old twin. */
const WITHOUT_OLD_TWIN = new Set(['/rss-subscription']);

const OLD_PATH = /^\/old(?=\/|$)/;

export const isOldPath = (pathname: string): boolean => OLD_PATH.test(pathname);

/** The path in the new interface: the /old prefix removed (`/old` alone is the root). */
export function newTwinOf(pathname: string): string {
  return pathname.replace(OLD_PATH, '') || '/';
}

/** Whether a path of the new interface has an /old twin. */
export const hasOldTwin = (pathname: string): boolean => !WITHOUT_OLD_TWIN.has(newTwinOf(pathname));

/** The path in the old interface: `/home` → `/old/home`, `/` → `/old`. */
export function oldTwinOf(pathname: string): string {
  if (isOldPath(pathname)) return pathname;
  return pathname === '/' ? OLD_PREFIX : OLD_PREFIX + pathname;
}

/**
 * Where the guard sends a reader of `version` who asked for `pathname`, or null to stay: the
 * old version to the /old twin (a path without one stays as it is), the new version out of
 * /old (to /404 for the twin that does not exist).
 */
export function versionRedirect(pathname: string, version: InterfaceVersion): string | null {
  if (version === 'old') {
    return !isOldPath(pathname) && hasOldTwin(pathname) ? oldTwinOf(pathname) : null;
  }
  if (!isOldPath(pathname)) return null;
  return hasOldTwin(pathname) ? newTwinOf(pathname) : '/404';
}

/** The same page in the other version, for the switch button: every path, login included. */
export function switchedPath(
  location: { pathname: string; search: string; hash: string },
  to: InterfaceVersion,
): string {
  const path =
    to === 'old'
      ? hasOldTwin(location.pathname)
        ? oldTwinOf(location.pathname)
        : location.pathname
      : newTwinOf(location.pathname);
  return `${path}${location.search}${location.hash}`;
}

/** The reader's version; the new one unless they chose the old one (or storage is missing). */
export function readInterfaceVersion(): InterfaceVersion {
  return readStored(INTERFACE_VERSION_KEY) === 'old' ? 'old' : 'new';
}

/** Stores the version; false when the browser would not keep it (storage off or full). */
export function writeInterfaceVersion(version: InterfaceVersion): boolean {
  writeStored(INTERFACE_VERSION_KEY, version);
  return readStored(INTERFACE_VERSION_KEY) === version;
}
