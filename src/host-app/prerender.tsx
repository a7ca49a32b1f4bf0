/**
 * Build-time rendering of portal routes, run in Node by scripts/prerender.ts: the HTML the
 * server sends for /home already holds the header, the page's shell and their CSS, so the
 * first paint does not wait for the JavaScript, which then hydrates it (main.tsx).
 *
 * What differs per visitor renders here as the browser's first render has it: the
 * organisation (name, logo), the news and the footer links are still loading (they come from
 * the API after hydration), nobody is logged in, the language is the default one.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
// Imported in the order main.tsx imports them: styled-components numbers its components in
// creation order, and the class names in this markup must be the browser's.
import {
  ApiPath,
  DEFAULT_LANGUAGE,
  DEFAULT_ORG_CODE,
  getRuntime,
  LANGUAGES,
  resolveConfig,
} from '../core';
import { REQUEST_TIMEOUT_MS } from '../core/api/client';
import { EARLY_RESPONSES_PROPERTY, earlyRequestKey } from '../core/api/early-responses';
import { STORAGE_PREFIX } from '../core/storage';
import { App } from './App';
import { earlyRequestsScript } from './early-requests';
import { documentTitle } from './hooks';
import { routes } from './routes';
// After the routes, which import it first in main.tsx too.
import { HOME_FIRST_CALLS } from './pages/HomePage';

/** The routes rendered at build time. */
export const PRERENDERED_ROUTES = ['/home'] as const;

export interface PrerenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` tags for that markup (the browser takes them over). */
  styleTags: string;
  /** The document title, as useDocumentTitle sets it. */
  title: string;
  /** For the head: an inline script starting the route's first calls, or ''. */
  earlyRequests: string;
}

/** The first calls of each prerendered route, started before its JavaScript. */
const FIRST_CALLS: Record<string, typeof HOME_FIRST_CALLS> = { '/home': HOME_FIRST_CALLS };

function earlyRequestsFor(path: string): string {
  const lists = FIRST_CALLS[path];
  if (!lists) return '';
  return earlyRequestsScript(
    {
      property: EARLY_RESPONSES_PROPERTY,
      apiBase: resolveConfig().apiBase,
      storagePrefix: STORAGE_PREFIX,
      defaultOrgCode: DEFAULT_ORG_CODE,
      defaultLanguage: DEFAULT_LANGUAGE,
      languages: LANGUAGES,
      organizationPath: ApiPath.orgByCode,
      lists,
      fileDownloadPath: ApiPath.fileDownload,
      timeoutMs: REQUEST_TIMEOUT_MS,
    },
    earlyRequestKey,
  );
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) {
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Renders one route. `prerender` (not renderToString) waits for lazy components, so the
 * markup holds no Suspense boundary the browser would have to render again from scratch.
 */
export async function prerenderRoute(path: string): Promise<PrerenderedPage> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Lazy routes and their loaders settle before rendering.
  if (router.state.navigation.state !== 'idle' || !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized && state.navigation.state === 'idle') {
          stop();
          resolve();
        }
      });
    });
  }
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(<App router={router} />));
    const html = await readAll(prelude);
    return {
      html,
      styleTags: sheet.getStyleTags(),
      title: documentTitle(
        getRuntime().i18n.t,
        router.state.matches.map((match) => ({ handle: match.route.handle })),
      ),
      earlyRequests: earlyRequestsFor(path),
    };
  } finally {
    sheet.seal();
  }
}
