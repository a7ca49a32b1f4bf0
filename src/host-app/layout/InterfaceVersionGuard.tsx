import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { storageKey } from '../../core/storage';
import {
  INTERFACE_VERSION_KEY,
  readInterfaceVersion,
  versionRedirect,
  type InterfaceVersion,
} from '../interface-version';

function subscribe(changed: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKey(INTERFACE_VERSION_KEY)) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * The reader's version as a store: a prerendered page is the new interface, so hydration
 * takes the server's answer and the stored choice follows right after. Read during render
 * instead, a choice stored before the (deferred) hydration began made React's tree differ
 * from the server's HTML.
 */
function useInterfaceVersion(): InterfaceVersion {
  return useSyncExternalStore(subscribe, readInterfaceVersion, () => 'new');
}

/**
 * A reader using the old interface is sent to the /old twin of any path, one using
 * the new interface away from /old paths; query and fragment kept, the history entry replaced
 * (as a redirect does), so links, bookmarks and the widgets' own navigation all land in the
 * reader's version.
 */
export function InterfaceVersionGuard() {
  const { pathname, search, hash } = useLocation();
  const redirect = versionRedirect(pathname, useInterfaceVersion());
  if (redirect === null) return <Outlet />;
  return <Navigate to={redirect === '/404' ? redirect : `${redirect}${search}${hash}`} replace />;
}
