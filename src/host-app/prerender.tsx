/**
 * Rendering of portal routes in Node, so the first paint does not wait for the JavaScript,
 * which then hydrates the HTML (main.tsx). Two uses:
 * - at build time (scripts/prerender.ts), for any organisation: what differs per organisation
 *   renders as the browser's first render has it, still loading (the API answers after
 *   hydration), nobody is logged in, the language is the default one;
 * - for a visit (server/src/http/portal-render.ts): with the organisation's own answers
 *   (name, logo, rankings, news, footer links), sent along for the app to take over.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
// The class names in this markup must be the browser's, whatever order the pages' modules
// load in here: the build names each styled component by its file (vite.config.ts).
import {
  ApiPath,
  DEFAULT_LANGUAGE,
  type PortalRenderedPage,
  DEFAULT_ORG_CODE,
  getRuntime,
  LANGUAGES,
  organizationQuery,
  resolveConfig,
} from '../core';
import { ApiClient, REQUEST_TIMEOUT_MS } from '../core/api/client';
import { EARLY_RESPONSES_PROPERTY, earlyRequestKey } from '../core/api/early-responses';
import { STORAGE_PREFIX } from '../core/storage';
import { App } from './App';
import { earlyRequestsScript } from './early-requests';
import { documentTitle, prefetchLayoutQueries } from './hooks';
import { routes } from './routes';
import { HOME_FIRST_CALLS } from './pages/public/HomePage';
import { RENDERED_QUERIES } from './rendered-queries';

/**
 * The routes rendered at build time, and for a visit: the public pages a stranger may land
 * on first, which would otherwise paint nothing until the React DOM chunk has run.
 */
export const PRERENDERED_ROUTES = [
  '/home',
  '/virtualShelf',
  '/notes',
  '/digitalSource',
  '/ebooks',
  '/ebookSource',
  '/ebookCategory',
  '/about',
  '/readerNotice',
  '/ebookReader',
  '/product',
  '/case',
  '/studentHome',
  '/fmap',
  '/case-detail',
  '/queryMachineShelfDetail',
  '/storyTelling',
  '/album',
] as const;

/**
 * Routes whose first render reads nothing of the URL's query (the e-book reader shows
 * "loading" whatever `?bookid=` names): their page, rendered at build time or for a visit,
 * serves every query.
 */
const ANY_QUERY_ROUTES: readonly string[] = ['/ebookReader'];

export type PrerenderedPage = PortalRenderedPage;

/** A visit the server renders a route for, with the organisation's own data. */
export interface ServerVisit {
  /** The organisation of the visit (`?orgcode=`), or '' for the default one. */
  orgCode: string;
  /** Answers the API's calls as the server's routes do (Fastify's inject). */
  fetch: typeof globalThis.fetch;
}

/** The first calls of each prerendered route, started before its JavaScript. */
const FIRST_CALLS: Record<string, typeof HOME_FIRST_CALLS> = { '/home': HOME_FIRST_CALLS };

function earlyRequestsFor(
  path: string,
  rendered?: { organization: { code: string; id: number }; paths: Set<unknown> },
): string {
  const lists = FIRST_CALLS[path];
  if (!lists?.length) return '';
  return earlyRequestsScript(
    {
      property: EARLY_RESPONSES_PROPERTY,
      apiBase: resolveConfig().apiBase,
      storagePrefix: STORAGE_PREFIX,
      defaultOrgCode: DEFAULT_ORG_CODE,
      defaultLanguage: DEFAULT_LANGUAGE,
      languages: LANGUAGES,
      organizationPath: ApiPath.orgByCode,
      ...(rendered
        ? {
            organization: {
              ...rendered.organization,
              answered: lists
                .map((list) => list.path)
                .filter((listPath) => rendered.paths.has(listPath)),
            },
          }
        : {}),
      lists,
      fileDownloadPath: ApiPath.fileDownload,
      timeoutMs: REQUEST_TIMEOUT_MS,
    },
    earlyRequestKey,
  );
}

/**
 * Fills the (empty) query cache with what the route shows for this visit: its organisation,
 * then the route's queries. Only answers go in: a failed query stays out, so the page shows
 * it loading, as the browser's first render will. Undefined when the organisation is unknown.
 */
async function answerQueries(
  path: string,
  search: URLSearchParams,
  visit: ServerVisit,
  queryClient: QueryClient,
) {
  const runtime = getRuntime();
  const api = new ApiClient({
    baseURL: resolveConfig().apiBase,
    session: runtime.session,
    notifier: runtime.notifier,
    translate: (key) => runtime.i18n.t(key),
    language: () => DEFAULT_LANGUAGE,
    onLoggedOut: () => undefined,
    isOnLoginPage: () => false,
    fetch: visit.fetch,
  });
  const orgCode = visit.orgCode || resolveConfig().orgCode;
  const organization = await queryClient
    .fetchQuery(organizationQuery(api, orgCode))
    .catch(() => null);
  if (!organization) return undefined;
  await Promise.all([
    prefetchLayoutQueries(queryClient, api, organization.id),
    RENDERED_QUERIES[path]?.(queryClient, api, organization.id, runtime.i18n.language, search),
  ]);
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  return {
    organization: { code: orgCode, id: organization.id },
    // The paths of the calls answered: the page need not start them early.
    paths: new Set(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0]),
    ),
  };
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
 * Renders one route (`/fmap?bookid=3`: with the query a route renders for, see
 * PORTAL_RENDERED_QUERY_PARAMS): at build time (no visit) as a first visit sees it before any
 * API answer; for a visit, with what the route and the layout show already answered. `prerender`
 * (not renderToString) waits for lazy components, so the markup holds no Suspense boundary
 * the browser would have to render again from scratch. The runtime (and its query cache) is
 * one per process: the server renders one visit at a time.
 */
export async function prerenderRoute(
  pathAndQuery: string,
  visit?: ServerVisit,
): Promise<PrerenderedPage> {
  const [path = '', query = ''] = pathAndQuery.split('?');
  const router = createMemoryRouter(routes, { initialEntries: [pathAndQuery] });
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
  const { queryClient } = getRuntime();
  queryClient.clear();
  const sheet = new ServerStyleSheet();
  try {
    const rendered = visit
      ? await answerQueries(path, new URLSearchParams(query), visit, queryClient)
      : undefined;
    const app = <App router={router} orgCode={rendered?.organization.code} />;
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(app));
    const markup = await readAll(prelude);
    // React puts its resource hints (the preloads of eager images) first: they go in the head.
    const hints = /^(?:<link [^>]*\/>)*/.exec(markup)?.[0] ?? '';
    return {
      html: markup.slice(hints.length),
      headTags: hints,
      styleTags: sheet.getStyleTags(),
      title: documentTitle(
        getRuntime().i18n.t,
        router.state.matches.map((match) => ({ handle: match.route.handle })),
      ),
      earlyRequests: earlyRequestsFor(path, rendered),
      ...(ANY_QUERY_ROUTES.includes(path) ? { anyQuery: true } : {}),
      ...(rendered
        ? { visit: { orgCode: rendered.organization.code, queryState: dehydrate(queryClient) } }
        : {}),
      ...(query ? { query } : {}),
    };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
