/**
 * Security headers for every answer, through @fastify/helmet (helmet's maintained set of
 * headers and their syntax, rather than a hand-kept list): the API and the embed files get a
 * policy under which nothing renders or frames them; the portal's pages and the examples a
 * Content-Security-Policy of their own.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiPath } from '../../../src/core/api/contract';
import { DEFAULT_ORGANIZATION_ID } from '../auth/guard';
import type { AllowedOrigins } from './allowed-origins';
import { OriginList } from './origin-patterns';

type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

const COMMON = {
  // Stricter than strict-origin-when-cross-origin, and nothing here reads a Referer: the
  // portal's URLs carry readers' searches and one-time SSO codes, and image hosts with
  // hotlink protection (douban's covers, common in Chinese catalogues) serve only requests
  // without another site's Referer.
  referrerPolicy: { policy: 'no-referrer' },
  // Browsers honour it only over HTTPS (a proxy in front): a year, this host only, since
  // the operator's other subdomains may not all speak HTTPS.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
} satisfies HelmetOptions;

/** API answers: data, never a document — nothing may run in one or frame it. */
const RESOURCE = {
  ...COMMON,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
} satisfies HelmetOptions;

/**
 * What a school's page loads without CORS: the embed's files (the dark theme's stylesheet)
 * and the images of the file route (covers, logos). Module scripts and API calls use CORS,
 * which Cross-Origin-Resource-Policy does not restrict.
 */
const SHARED_RESOURCE = {
  ...RESOURCE,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} satisfies HelmetOptions;

/**
 * The portal's pages (and the examples). Scripts: the site's own files, plus the inline
 * scripts a rendered page names by hash (portal-page.ts); never 'unsafe-inline', and no
 * inline event handlers. Styles need 'unsafe-inline': styled-components creates <style>
 * elements as components mount, a rendered page carries its CSS and React's style attributes
 * in the markup, and a nonce could cover the elements but never the attributes. Style cannot
 * run script, and no text from the server reaches the page as markup unsanitised (DOMPurify
 * keeps no style), so CSS injection is the risk accepted. Images: covers come from whatever
 * hosts the catalogue records (goodbooks: images.gr-assets.com, s.gr-assets.com) and news
 * bodies may show any https image (src/core/sanitize.ts), so any https host; data: and
 * blob: for the built-in placeholders. The portal calls only its own /api. WebAssembly may be
 * compiled ('wasm-unsafe-eval', which allows no JavaScript eval): the desk's camera reads
 * barcodes with zxing-wasm where the browser has no BarcodeDetector, and its wasm is a file of
 * the portal's own, fetched with its SHA-256 (src/widgets/circulation-desk/zxingDetector.ts).
 */
function pageDirectives(scriptHashes: readonly string[], framers: readonly string[]) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, "'wasm-unsafe-eval'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // Story audio and captions play from blob: URLs (they need the reader's token).
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...framers],
  };
}

const PAGE = { ...COMMON, contentSecurityPolicy: false, xFrameOptions: false } as const;

const SHARED_API_PATHS = new Set([`/api${ApiPath.fileDownload}`]);

function optionsFor(request: FastifyRequest): HelmetOptions | 'page' {
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/embed/') || SHARED_API_PATHS.has(path)) return SHARED_RESOURCE;
  if (path === '/api' || path.startsWith('/api/')) return RESOURCE;
  return 'page';
}

const inlineScripts = new WeakMap<FastifyReply, readonly string[]>();

/** Lets this answer's page run the inline scripts with these CSP hashes (`'sha256-…'`). */
export function allowInlineScripts(reply: FastifyReply, hashes: readonly string[]): void {
  inlineScripts.set(reply, hashes);
}

const ORG_CODE = /^\w{1,32}$/;

/**
 * Who may frame a page: the origins its organisation allows (`?orgcode=`, else the default
 * organisation, as the portal itself decides), and the portal's own pages. A cross-origin
 * page outside that list cannot put /login in a frame and dress it up (clickjacking).
 */
async function framersOf(request: FastifyRequest, origins: AllowedOrigins): Promise<string[]> {
  const orgcode = (request.query as { orgcode?: unknown } | undefined)?.orgcode;
  const named =
    typeof orgcode === 'string' && ORG_CODE.test(orgcode)
      ? { code: orgcode }
      : { id: DEFAULT_ORGANIZATION_ID };
  return ((await origins.of(named)) ?? OriginList.EMPTY).cspSources();
}

const isHtml = (reply: FastifyReply) =>
  String(reply.getHeader('content-type') ?? '').startsWith('text/html');

export async function registerSecurityHeaders(app: FastifyInstance, origins: AllowedOrigins) {
  // Not global: the hook below picks the options by what is answered. Registered before
  // CORS, so even a preflight answered in CORS's own hook has reply.helmet.
  await app.register(fastifyHelmet, { global: false });
  // An async onSend hook that returns a value replaces the payload: nothing is returned.
  app.addHook('onSend', async (request, reply) => {
    const options = optionsFor(request);
    if (options !== 'page') {
      reply.helmet(options);
      return;
    }
    if (!isHtml(reply)) {
      reply.helmet(PAGE);
      return;
    }
    const framers = await framersOf(request, origins);
    reply.helmet({
      ...PAGE,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: pageDirectives(inlineScripts.get(reply) ?? [], framers),
      },
      // Superseded by frame-ancestors wherever CSP is known; only for a page nobody else may
      // frame does the older header say the same thing.
      xFrameOptions: framers.length === 0 ? { action: 'sameorigin' } : false,
    });
  });
}
