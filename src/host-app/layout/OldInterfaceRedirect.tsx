import { Navigate, useLocation } from 'react-router';

/** Spec §2 "Old interface": every route has an /old twin, except this one. */
const WITHOUT_OLD_TWIN = new Set(['/rss-subscription']);

/**
 * The path a link into the old interface leads to in this one: the same page without the
 * `/old` prefix (the spec's guard for a reader using the new interface), keeping its query
 * and fragment, so school pages and bookmarks made for the old portal keep working. A path
 * with no old twin is unknown there too.
 */
export function currentPathOf(oldPath: string): string {
  const path = oldPath.replace(/^\/old(?=\/|$)/, '') || '/';
  return WITHOUT_OLD_TWIN.has(path) ? '/404' : path;
}

/** /old/…: to the page of this interface (replacing the history entry, as a redirect does). */
export function OldInterfaceRedirect() {
  const { pathname, search, hash } = useLocation();
  const path = currentPathOf(pathname);
  return <Navigate to={path === '/404' ? path : `${path}${search}${hash}`} replace />;
}
