import { StrictMode, useEffect, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { LibportalProvider, bundleLocale, useRuntime } from '../core';
import zh from '../core/i18n/locales/zh';

// The default language ships with the portal: no wait for a strings chunk before first paint,
// and the build-time render (prerender.tsx) has the same strings as the browser's first one.
bundleLocale('zh', zh);

/**
 * The portal renders the widgets' React components directly, inside one provider. The same
 * tree is rendered at build time (prerender.tsx, a memory router) and in the browser
 * (main.tsx, a browser router): each entry makes its router from routes.tsx.
 */
export function App({
  router,
  onCommitted,
  orgCode,
}: {
  router: DataRouter;
  onCommitted?: () => void;
  /** The server renders a visit's organisation; the browser resolves its own (config.ts). */
  orgCode?: string | undefined;
}) {
  return (
    <StrictMode>
      <LibportalProvider orgCode={orgCode}>
        <AfterCommit onCommitted={onCommitted}>
          <SessionCheckOnStart router={router} />
          <RouterProvider router={router} />
        </AfterCommit>
      </LibportalProvider>
    </StrictMode>
  );
}

/**
 * Calls `onCommitted` once its children are on screen. Inside the provider, whose Suspense
 * boundary (strings) hydrates apart from the root: there, it means the routes are hydrated.
 */
function AfterCommit({ children, onCommitted }: { children: ReactNode; onCommitted?: () => void }) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return children;
}

/**
 * With a token stored, the user info is fetched before the reader's pages are shown
 * (RequireAuth waits for it); when the server refuses it, the session is cleared with the
 * message (runtime.verifySession) and the reader goes to /.
 */
function SessionCheckOnStart({ router }: { router: DataRouter }) {
  const runtime = useRuntime();
  useEffect(() => {
    let live = true;
    void runtime.verifySession().then((outcome) => {
      if (live && outcome === 'failed') void router.navigate('/', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [runtime, router]);
  return null;
}
