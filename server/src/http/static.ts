import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderedQueryOf, ResultCode } from '../../../src/core/api/contract';
import { failure } from './envelope';
import { entryOf, evaluationOrder, inlineScriptHashes } from './portal-page';
import type { OrganizationChanges } from './organization-changes';
import { PortalRenderer } from './portal-render';
import { allowInlineScripts } from './security-headers';

export interface StaticDirs {
  distDir: string;
  examplesDir: string;
  /** Rendered pages hold the organisation's name and footer: dropped when settings change. */
  organizationChanges?: Pick<OrganizationChanges, 'onChange'>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The embed loader's moving name, `/embed/libportal.js`: five minutes, so a release reaches
 * school pages soon. Its versioned copy (`libportal.<content hash>.js`, which pages pin with
 * Subresource Integrity) never changes and is cached for good.
 */
const MOVING_ALIAS = 'public, max-age=300';
const VERSIONED_LOADER = /[/\\]embed[/\\]libportal\.[0-9a-f]{8,}\.js$/;
const LOADER_ALIAS = /[/\\]embed[/\\]libportal\.js$/;
const NOT_SPA = /^\/(api|embed|examples)(\/|$)/;
/** A last path segment with an extension names a file, not a portal route. */
const FILE_LIKE = /\.[^/]*$/;
/**
 * Portal pages rendered at build time (scripts/prerender.ts): `prerendered/home.html` is
 * the HTML for /home, with the page's shell and critical CSS already in it.
 */
export const PRERENDERED_DIR = 'prerendered';
/** The build of src/host-app/prerender.tsx for Node, which renders those routes for a visit. */
export const PORTAL_SSR_DIR = 'portal-ssr';
/** `?orgcode=` as main.tsx accepts it. */
const ORG_CODE = /^\w{1,32}$/;

/** Hashed build output may be cached for ever; everything else is revalidated. */
function setCacheHeaders(reply: FastifyReply, path: string) {
  const hashed =
    path.includes(`${sep}chunks${sep}`) ||
    path.includes(`${sep}assets${sep}`) ||
    VERSIONED_LOADER.test(path);
  const alias = LOADER_ALIAS.test(path);
  reply.header('cache-control', hashed ? IMMUTABLE : alias ? MOVING_ALIAS : 'no-cache');
}

/** Route path (`/home`) → the prerendered file for it, relative to the portal directory. */
function prerenderedPages(portalDir: string): Map<string, string> {
  const dir = join(portalDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => [`/${file.slice(0, -'.html'.length)}`, `${PRERENDERED_DIR}/${file}`]),
  );
}

/**
 * The portal at /, the embed bundle at /embed/, the examples at /examples/. Missing
 * directories are skipped (tests run without a build). Registered after the API, so the
 * compression below applies to these files and pages only.
 */
export async function registerStatic(app: FastifyInstance, dirs: StaticDirs) {
  // The build's figures are gzip sizes; sent as they are, the portal's first load would be
  // three times larger (brotli or gzip, whichever the browser accepts, above 1 KB).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  const portalDir = join(dirs.distDir, 'portal');
  const mounts = [
    { root: [portalDir], prefix: '/' },
    { root: [join(dirs.distDir, 'embed')], prefix: '/embed/' },
    // The built framework examples (dist/examples/react-app/, vue-app/) come before their
    // Vite sources in examples/; the plain HTML examples are served from examples/ as they are.
    { root: [join(dirs.distDir, 'examples'), dirs.examplesDir], prefix: '/examples/' },
  ]
    .map((mount) => ({ ...mount, root: mount.root.filter((root) => existsSync(root)) }))
    .filter((mount) => mount.root.length > 0);

  let decorated = false;
  for (const mount of mounts) {
    await app.register(fastifyStatic, {
      ...mount,
      decorateReply: !decorated,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
    decorated = true;
  }
  const spa: Spa | undefined = existsSync(join(portalDir, 'index.html'))
    ? await loadSpa(app, portalDir, join(dirs.distDir, PORTAL_SSR_DIR))
    : undefined;
  dirs.organizationChanges?.onChange(() => spa?.renderer?.forget());
  app.setNotFoundHandler((request, reply) => notFound(request, reply, spa));
}

interface PrerenderedFile {
  file: string;
  scriptHashes: string[];
  /** Built for any query of the route (`data-any-query`, see portal-page.ts). */
  anyQuery: boolean;
}

interface Spa {
  dir: string;
  /** Route → its prerendered file, and the CSP hashes of that file's inline scripts. */
  prerendered: Map<string, PrerenderedFile>;
  renderer: PortalRenderer | undefined;
  /** The chunks a rendered page starts (portal-page.ts), for its inline scripts' hashes. */
  chunks: readonly string[];
}

async function loadSpa(app: FastifyInstance, dir: string, rendererDir: string): Promise<Spa> {
  const files = prerenderedPages(dir);
  const shell = readFileSync(join(dir, 'index.html'), 'utf8');
  // A shell without a module entry (a test's stand-in) starts no chunks.
  const chunks =
    files.size > 0 && /<script type="module"/.test(shell)
      ? evaluationOrder(dir, entryOf(shell))
      : [];
  const prerendered = new Map(
    [...files].map(([route, file]) => {
      const html = readFileSync(join(dir, file), 'utf8');
      const anyQuery = /<div id="root"[^>]* data-any-query[ >]/.test(html);
      return [route, { file, scriptHashes: inlineScriptHashes(html, chunks), anyQuery }] as const;
    }),
  );
  return { dir, prerendered, chunks, renderer: await PortalRenderer.load(app, dir, rendererDir) };
}

function routeOf(url: string): string {
  return (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
}

/**
 * What the URL's query chooses on the route's page (renderedQueryOf): '' for nothing but the
 * organisation, undefined for what no rendered page shows. A page shows what `?shelf=`,
 * `?bookid=`, … choose, and the app would replace a page rendered without them on its first
 * render (main.tsx checks the same).
 */
function queryOf(request: FastifyRequest): string | undefined {
  const search = new URLSearchParams(request.url.split('?')[1] ?? '');
  return renderedQueryOf(routeOf(request.url), search);
}

/** The route's build-time page, if the build made one and it fits the URL's query. */
function prerenderedFor(spa: Spa, request: FastifyRequest): PrerenderedFile | undefined {
  const page = spa.prerendered.get(routeOf(request.url));
  return page && (page.anyQuery || queryOf(request) === '') ? page : undefined;
}

/** The HTML file for a portal route: its prerendered page if it fits the URL, else the SPA shell. */
function spaPage(spa: Spa, request: FastifyRequest): { file: string; scriptHashes: string[] } {
  return prerenderedFor(spa, request) ?? { file: 'index.html', scriptHashes: [] };
}

/**
 * The route rendered for this visit's organisation (`?orgcode=`, else the default) and, on
 * the routes that render one, the URL's query, if it can be.
 */
async function renderedPage(spa: Spa, request: FastifyRequest): Promise<string | undefined> {
  if (!spa.renderer || request.method !== 'GET') return undefined;
  const route = routeOf(request.url);
  const file = spa.prerendered.get(route);
  const query = queryOf(request);
  if (!file || (query === undefined && !file.anyQuery)) return undefined;
  const orgcode = (request.query as { orgcode?: unknown }).orgcode;
  const orgCode =
    typeof orgcode === 'string' && ORG_CODE.test(orgcode) ? orgcode.toUpperCase() : '';
  // A page for any query is the same for all of them: rendered once.
  return spa.renderer.page(route, orgCode, file.anyQuery ? '' : query);
}

function wantsHtml(request: FastifyRequest) {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_SPA.test(request.url) &&
    !FILE_LIKE.test(request.url.split('?')[0] ?? '') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** /api answers with an envelope; a portal route gets the SPA; anything else a plain 404. */
async function notFound(request: FastifyRequest, reply: FastifyReply, spa: Spa | undefined) {
  if (request.url === '/api' || request.url.startsWith('/api/')) {
    return reply.code(404).send(failure(request, ResultCode.notFound, 'notFound'));
  }
  if (spa && wantsHtml(request)) {
    reply.header('cache-control', 'no-cache');
    const rendered = await renderedPage(spa, request);
    if (rendered) {
      allowInlineScripts(reply, inlineScriptHashes(rendered, spa.chunks));
      return reply.type('text/html; charset=utf-8').send(rendered);
    }
    const page = spaPage(spa, request);
    allowInlineScripts(reply, page.scriptHashes);
    return reply.sendFile(page.file, spa.dir);
  }
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
}
