// Part of `npm run build:portal`, after `vite build`: builds src/host-app/prerender.tsx for
// Node into dist/portal-ssr/ (the server renders visits with it, server/src/http/
// portal-render.ts) and renders the routes it lists into dist/portal/prerendered/<route>.html,
// which the server sends when it cannot render a visit (and a static host always sends).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'rolldown/utils';
import { build } from 'vite';
import type { PrerenderedPage } from '../src/host-app/prerender';
import { entryOf, evaluationOrder, pageHtml } from '../server/src/http/portal-page';
import { PORTAL_RENDERER, type PortalRendererModule } from '../server/src/http/portal-render';
import { PRERENDERED_DIR } from '../server/src/http/static';

const ROOT = new URL('..', import.meta.url).pathname;

/** Builds src/host-app/prerender.tsx for Node into `outDir` (inside the project, so its imports of react & co. resolve from node_modules). */
export async function buildPortalRenderer(outDir: string): Promise<void> {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    // Every package bundled: the server loads the renderer in production, whose install has
    // only the server's own dependencies (not react-router, say). It also settles
    // styled-components, whose package has no `exports`: Node would load its CommonJS build,
    // whose default import is not `styled`; bundled, its ES module build is used.
    ssr: { noExternal: true },
    build: {
      ssr: join(ROOT, 'src/host-app/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
    },
  });
}

/**
 * Renders every route the renderer lists, as a first visit sees it before any API answer;
 * built into `outDir`, else into a directory removed afterwards.
 */
export async function renderPortalRoutes(outDir?: string): Promise<Map<string, PrerenderedPage>> {
  const cache = join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = outDir ?? mkdtempSync(join(cache, 'libportal-prerender-'));
  try {
    await buildPortalRenderer(dir);
    const module = (await import(
      pathToFileURL(join(dir, PORTAL_RENDERER)).href
    )) as PortalRendererModule<PrerenderedPage>;
    const pages = new Map<string, PrerenderedPage>();
    for (const route of module.PRERENDERED_ROUTES) {
      const page = await module.prerenderRoute(route);
      pages.set(route, { ...page, earlyRequests: await minifyInlineScript(page.earlyRequests) });
    }
    return pages;
  } finally {
    if (!outDir) rmSync(dir, { recursive: true, force: true });
  }
}

/** An inline `<script>` minified: it is in every copy of the page (the bundle is not). */
async function minifyInlineScript(script: string): Promise<string> {
  const source = script.match(/^<script>([\s\S]*)<\/script>$/)?.[1];
  if (source === undefined) return script;
  const { code, errors } = await minify('inline.js', source);
  if (errors.length > 0)
    throw new Error(`the inline script does not minify: ${errors[0]?.message}`);
  // As earlyRequestsScript does: nothing may close the script element early.
  return `<script>${code.trim().replace(/<\/(script)/gi, '<\\/$1')}</script>`;
}

/** Prerenders into a built portal directory (dist/portal by default). */
export async function prerenderPortal(
  portalDir = join(ROOT, 'dist/portal'),
  rendererDir = join(ROOT, 'dist/portal-ssr'),
): Promise<void> {
  const shell = readFileSync(join(portalDir, 'index.html'), 'utf8');
  const chunks = evaluationOrder(portalDir, entryOf(shell));
  const pages = await renderPortalRoutes(rendererDir);
  mkdirSync(join(portalDir, PRERENDERED_DIR), { recursive: true });
  for (const [route, page] of pages) {
    const file = join(portalDir, PRERENDERED_DIR, `${route.slice(1)}.html`);
    const html = pageHtml(shell, route, page, chunks);
    writeFileSync(file, html);
    console.log(`prerendered ${route} → ${file.slice(ROOT.length)} (${html.length} bytes)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // React reads NODE_ENV when it loads: render with its production build, as browsers run.
  process.env.NODE_ENV = 'production';
  await prerenderPortal();
}
