import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { entryOf, evaluationOrder, pageHtml, type RenderedPage } from './portal-page';

/** The renderer's entry in its directory (dist/portal-ssr), built by scripts/prerender.ts. */
export const PORTAL_RENDERER = 'prerender.js';

/** What src/host-app/prerender.tsx exports (the server imports nothing from src/). */
export interface PortalRendererModule<Page extends RenderedPage = RenderedPage> {
  PRERENDERED_ROUTES: readonly string[];
  prerenderRoute: (
    path: string,
    visit?: { orgCode: string; fetch: typeof globalThis.fetch },
  ) => Promise<Page>;
}

/** A page a visit's organisation shows for a while: rankings and names change slowly. */
export const RENDERED_PAGE_TTL_MS = 60_000;
/**
 * Pages kept (a route for an organisation, and for a query where the route renders one); the
 * least recently rendered go first.
 */
const MAX_RENDERED_PAGES = 200;
/**
 * Renders waiting their turn: past this, a page not kept is sent as the app alone (which
 * renders in the browser), so a stranger asking for many different `?bookid=` cannot make
 * every visit wait behind a queue of renders.
 */
export const MAX_WAITING_RENDERS = 8;

/**
 * A fetch answered by the server's own routes, without a socket: the renderer asks the API
 * exactly as the browser would, through the same handlers, checks and scoping.
 */
export function fetchThroughRoutes(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://portal.invalid'),
      init,
    );
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.method === 'GET' ? {} : { payload: await request.text() }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    return new Response(response.body, { status: response.statusCode, headers });
  };
}

/**
 * The portal's prerendered routes rendered for a visit: with its organisation's name,
 * rankings, news and footer in the HTML (the covers of /home load with the page, not after
 * its JavaScript), and the answers for the app to take over. One render at a time (the renderer's query cache
 * is one per process), each page kept for a minute per organisation.
 */
export class PortalRenderer {
  private readonly pages = new Map<string, { html: Promise<string | undefined>; until: number }>();
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  private constructor(
    private readonly module: PortalRendererModule,
    private readonly shell: string,
    private readonly chunks: readonly string[],
    private readonly fetch: typeof globalThis.fetch,
  ) {}

  /** The renderer of a built portal, or undefined when the build has none. */
  static async load(
    app: FastifyInstance,
    portalDir: string,
    rendererDir: string,
  ): Promise<PortalRenderer | undefined> {
    const entry = join(rendererDir, PORTAL_RENDERER);
    const index = join(portalDir, 'index.html');
    if (!existsSync(entry) || !existsSync(index)) return undefined;
    const module = (await import(pathToFileURL(entry).href)) as PortalRendererModule;
    const shell = readFileSync(index, 'utf8');
    return new PortalRenderer(
      module,
      shell,
      evaluationOrder(portalDir, entryOf(shell)),
      fetchThroughRoutes(app),
    );
  }

  /**
   * The page of `route` for an organisation (and the URL's query, renderedQueryOf's, when the
   * route renders one), or undefined when the route is not rendered this way, the
   * organisation is unknown or rendering failed.
   */
  page(route: string, orgCode: string, query = ''): Promise<string | undefined> {
    if (!this.module.PRERENDERED_ROUTES.includes(route)) return Promise.resolve(undefined);
    const key = `${route}?${query} ${orgCode}`;
    const now = Date.now();
    const kept = this.pages.get(key);
    if (kept && kept.until > now) return kept.html;
    if (this.waiting >= MAX_WAITING_RENDERS) return Promise.resolve(undefined);
    const html = this.render(route, orgCode, query);
    this.pages.delete(key);
    this.pages.set(key, { html, until: now + RENDERED_PAGE_TTL_MS });
    if (this.pages.size > MAX_RENDERED_PAGES) {
      this.pages.delete(this.pages.keys().next().value!);
    }
    return html;
  }

  /** Renders anew at the next visit: an organisation's settings changed (its name, footer). */
  forget(): void {
    this.pages.clear();
  }

  private render(route: string, orgCode: string, query: string): Promise<string | undefined> {
    this.waiting += 1;
    const rendered = this.queue.then(async () => {
      const path = query ? `${route}?${query}` : route;
      const page = await this.module.prerenderRoute(path, { orgCode, fetch: this.fetch });
      return page.visit ? pageHtml(this.shell, route, page, this.chunks) : undefined;
    });
    const settled = rendered.catch(() => undefined).finally(() => (this.waiting -= 1));
    this.queue = settled;
    return settled;
  }
}
