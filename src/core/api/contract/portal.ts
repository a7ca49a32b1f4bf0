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
}
