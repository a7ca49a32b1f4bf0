/** What the server sends with a portal page it rendered for a visit. */

/**
 * The id of the `<script type="application/json">` in which the server sends, with a portal
 * page it rendered for a visit, the API answers that page shows (TanStack Query's dehydrated
 * state), for the app to hydrate with.
 */
export const PORTAL_QUERY_STATE_ID = 'lp-query-state';

/**
 * A portal route rendered to HTML (src/host-app/prerender.tsx), which the build and the
 * server put into the portal's index.html (server/src/http/portal-page.ts).
 */
export interface PortalRenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** React's resource hints for that markup (`<link rel="preload">` of its first images). */
  headTags: string;
  /** styled-components' `<style>` tags for that markup (the browser takes them over). */
  styleTags: string;
  /** The document title, as useDocumentTitle sets it. */
  title: string;
  /** For the head: an inline script starting the route's first calls, or ''. */
  earlyRequests: string;
  /** Rendered for a visit: its organisation and the query cache's answers (dehydrated). */
  visit?: { orgCode: string; queryState: unknown };
  /**
   * Rendered for a route whose first render shows nothing its URL's query chooses: the page
   * fits `?bookid=` and any other query.
   */
  anyQuery?: boolean;
  /** Rendered for this query of the URL (renderedQueryOf), when it chooses anything. */
  query?: string;
}

/**
 * The routes whose page is rendered for the URL's query as well as its organisation, and the
 * parameters that choose what it shows: one rendered page per value (the map to a book, one
 * organisation's page, a copy's place). Any other parameter gets the app alone.
 */
export const PORTAL_RENDERED_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/fmap': ['bookid', 'barcode'],
  '/case-detail': ['id'],
  '/queryMachineShelfDetail': ['bookid', 'barcode'],
};

/** A value a page is rendered for: an id or a barcode (bounded, so is the renderer's cache key). */
const RENDERED_QUERY_VALUE = /^[\w-]{1,40}$/;

/**
 * The query a route's page is rendered for, in a fixed order (`bookid=3&barcode=A1`): '' when
 * the URL asks nothing but the organisation, undefined when it asks what no rendered page
 * shows (a parameter the route does not render for, twice the same one, an unbounded value).
 * The server and main.tsx both decide with it whether a rendered page fits the URL.
 */
export function renderedQueryOf(route: string, search: URLSearchParams): string | undefined {
  const names = [...search.keys()].filter((name) => name !== 'orgcode');
  const allowed = PORTAL_RENDERED_QUERY_PARAMS[route] ?? [];
  if (names.some((name) => !allowed.includes(name))) return undefined;
  const chosen = new URLSearchParams();
  for (const name of allowed) {
    const values = search.getAll(name);
    if (values.length === 0) continue;
    const [value] = values;
    if (values.length > 1 || value === undefined || !RENDERED_QUERY_VALUE.test(value)) {
      return undefined;
    }
    chosen.set(name, value);
  }
  return chosen.toString();
}
