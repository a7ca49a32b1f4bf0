import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  getRuntime,
  PORTAL_QUERY_STATE_ID,
  renderedQueryOf,
  resolveConfig,
  storeOrgCode,
} from '../core';
import { App } from './App';
import { readInterfaceVersion } from './interface-version';
import { routerOptions, routes } from './routes';

// `?orgcode=DEMO2` on any portal URL switches the organisation and remembers it.
const orgcode = new URLSearchParams(location.search).get('orgcode');
if (orgcode && /^\w{1,32}$/.test(orgcode)) storeOrgCode(orgcode);

/**
 * The server sends some routes (/home and the other public pages prerender.tsx lists)
 * rendered at build time: as a first visit sees them, in the default language, logged out, before any API answer. React can
 * take that HTML over only if its own first render is the same; a reader who is logged in
 * or reads in another language gets a fresh render instead.
 */
function matchesPrerender(container: HTMLElement): boolean {
  const { org } = container.dataset;
  const config = resolveConfig();
  // The page rendered for the URL's query (`data-query`, on the routes that render one) or
  // without the choices of `?shelf=`, `?bookid=`, …: the server sends it only when the query
  // is the same (or the page fits any, `data-any-query`), but a static host may not know.
  const asksMore =
    container.dataset.anyQuery === undefined &&
    renderedQueryOf(location.pathname, new URLSearchParams(location.search)) !==
      (container.dataset.query ?? '');
  return (
    container.dataset.prerendered === location.pathname &&
    !asksMore &&
    config.lang === DEFAULT_LANGUAGE &&
    // A reader of the old interface is sent to the /old twin at once: the page is not theirs.
    readInterfaceVersion() === 'new' &&
    (org === undefined || org === config.orgCode) &&
    !getRuntime().session.getSnapshot().isLogin
  );
}

/**
 * The answers a page rendered for this visit shows (organisation, layout, /home's lists; see
 * server/src/http/portal-render.ts): in the query cache before hydration, the app's first
 * render is the server's.
 */
function takeServerAnswers(): void {
  const state = document.getElementById(PORTAL_QUERY_STATE_ID);
  if (!state?.textContent) return;
  try {
    hydrate(getRuntime().queryClient, JSON.parse(state.textContent));
  } catch {
    // Unreadable: the app asks for what it needs, as on any other page.
  }
}

/**
 * Resolves once the router has loaded the lazy route of the page: the prerendered HTML holds
 * that route's page, which React can take over only from a router that renders it too.
 */
function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The root of a prerendered page, with what scripts/prerender.ts gives it. */
interface PrerenderedRoot extends HTMLElement {
  /** Stops catching clicks; the button pressed before the app could answer, if any. */
  takeEarlyClick?: () => HTMLElement | null;
}

/**
 * The next task: the start's steps (reading the page, making the router, hydrating) each run
 * in a task of their own, so none is long on a phone and input is answered between them.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: PrerenderedRoot): Promise<void> {
  // After the modules' evaluation: the runtime (i18next's start among it) is a task's worth.
  await nextTask();
  const prerendered = matchesPrerender(container);
  if (prerendered) takeServerAnswers();
  await nextTask();
  const router = createBrowserRouter(routes, routerOptions);
  await routerReady(router);
  if (!prerendered) {
    // A fresh render replaces the prerendered buttons: a press on them is not carried over.
    container.takeEarlyClick?.();
    // Rendered once the page's lazy route is in: a router still loading renders nothing,
    // which would blank a prerendered page meanwhile.
    createRoot(container).render(<App router={router} />);
    return;
  }
  // The prerendered page is already on screen, so nothing hurries: as a transition, hydration
  // works in short slices, leaving the page responsive meanwhile.
  await nextTask();
  // Until the routes are hydrated, presses are caught (React would drop one on a part not
  // hydrated yet); then the last one is pressed again.
  const replayEarlyClick = () => {
    const earlyClick = container.takeEarlyClick?.();
    if (earlyClick?.isConnected) earlyClick.click();
  };
  startTransition(() => {
    hydrateRoot(container, <App router={router} onCommitted={replayEarlyClick} />);
  });
}

const container = document.getElementById('root') as PrerenderedRoot | null;
if (container) void start(container);
