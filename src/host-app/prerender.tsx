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
import { getRuntime } from '../core';
import { App } from './App';
import { documentTitle } from './hooks';
import { routes } from './routes';

/** The routes rendered at build time. */
export const PRERENDERED_ROUTES = ['/home'] as const;

export interface PrerenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` tags for that markup (the browser takes them over). */
  styleTags: string;
  /** The document title, as useDocumentTitle sets it. */
  title: string;
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
    };
  } finally {
    sheet.seal();
  }
}
