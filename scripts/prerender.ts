// Part of `npm run build:portal`, after `vite build`: renders the routes listed in
// src/host-app/prerender.tsx into dist/portal/prerendered/<route>.html, which the server
// sends for those routes (server/src/http/static.ts) instead of the empty SPA shell.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'rolldown/utils';
import { build } from 'vite';
import type { PrerenderedPage } from '../src/host-app/prerender';
import { PRERENDERED_DIR } from '../server/src/http/static';

const ROOT = new URL('..', import.meta.url).pathname;
const ROOT_DIV = '<div id="root"></div>';
const MODULEPRELOAD_LOW = '<link rel="modulepreload" crossorigin fetchpriority="low" href=';
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/**
 * Runs as soon as the root is parsed: a button pressed before the app has taken the page
 * over would otherwise do nothing, so the last one is kept (and kept from React's own
 * listeners on the root, so it is not answered twice) and main.tsx presses it again once
 * hydrated (`takeEarlyClick`, see PrerenderedRoot there). Links work without it.
 */
const EARLY_CLICKS =
  '<script>(() => { const root = document.getElementById("root");' +
  ' const early = (event) => { const button = event.target instanceof Element ? event.target.closest("button") : null;' +
  ' if (button && root.contains(button)) { event.preventDefault(); event.stopImmediatePropagation(); root.earlyClick = button; } };' +
  ' root.addEventListener("click", early, true);' +
  ' root.takeEarlyClick = () => { root.removeEventListener("click", early, true); return root.earlyClick || null; };' +
  ' })();</script>';

interface PrerenderModule {
  PRERENDERED_ROUTES: readonly string[];
  prerenderRoute: (path: string) => Promise<PrerenderedPage>;
}

/** Builds src/host-app/prerender.tsx for Node and renders every route it lists. */
export async function renderPortalRoutes(): Promise<Map<string, PrerenderedPage>> {
  // Inside the project, so the bundle's imports of react & co. resolve from node_modules.
  const cache = join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'libportal-prerender-'));
  try {
    await build({
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      // styled-components' package has no `exports`: Node would load its CommonJS build,
      // whose default import is not `styled`. Bundled, its ES module build is used.
      ssr: { noExternal: ['styled-components'] },
      build: {
        ssr: join(ROOT, 'src/host-app/prerender.tsx'),
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
      },
    });
    const module = (await import(
      pathToFileURL(join(outDir, 'prerender.js')).href
    )) as PrerenderModule;
    const pages = new Map<string, PrerenderedPage>();
    for (const route of module.PRERENDERED_ROUTES) {
      const page = await module.prerenderRoute(route);
      pages.set(route, { ...page, earlyRequests: await minifyInlineScript(page.earlyRequests) });
    }
    return pages;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A static import in a built chunk (dynamic ones are `import(`). */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * The chunks the browser evaluates for an entry, in its order: each chunk's static imports
 * first, in the order they are written, then the chunk itself. Read from the built files.
 */
export function evaluationOrder(portalDir: string, entry: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(join(portalDir, url), 'utf8');
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      visit(new URL(specifier!, `http://portal${url}`).pathname);
    }
    order.push(url);
  };
  visit(entry);
  return order;
}

/** The module entry script of the portal's built index.html. */
export function entryOf(shell: string): string {
  const entry = shell.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error("the portal's index.html has no module entry script");
  return entry;
}

/**
 * The portal's built index.html with a prerendered route in it: its markup in the root
 * element (marked with the route, for main.tsx), its CSS in the head, its title.
 *
 * The page is complete without JavaScript, so the app starts only after the browser has
 * painted it, and its chunks (`chunks`, in evaluation order, the entry last; all downloaded
 * at once through modulepreload, at low priority since the first paint does not need them)
 * are evaluated one task each: ~500 KB of script evaluated in one go would delay the first
 * frame and then block input for as long. Evaluating them in the order the entry's imports
 * would is what keeps styled-components' class names those of the prerender. A hidden tab
 * paints nothing, so there it starts at once.
 */
export function pageHtml(
  shell: string,
  route: string,
  page: PrerenderedPage,
  chunks: readonly string[],
): string {
  const entry = entryOf(shell);
  if (
    chunks.at(-1) !== entry ||
    !shell.includes(ROOT_DIV) ||
    !shell.includes('</head>') ||
    !CHARSET.test(shell)
  ) {
    throw new Error(
      `the portal's index.html has no ${ROOT_DIV}, </head> or charset, or chunks miss the entry`,
    );
  }
  const starter =
    `<link rel="modulepreload" crossorigin href=${JSON.stringify(entry)}>` +
    `<script type="module">const chunks = ${JSON.stringify(chunks)}; let next = 0;` +
    ' const load = () => import(chunks[next++]).then(() => { if (next < chunks.length) setTimeout(load); });' +
    " if (document.visibilityState === 'hidden') load();" +
    ' else requestAnimationFrame(() => setTimeout(load));</script>';
  return (
    shell
      .replace(ENTRY_SCRIPT, () => starter)
      // Right after the charset (which must come first): the calls start before the rest.
      .replace(CHARSET, (charset) => `${charset}${page.earlyRequests}`)
      .replaceAll('<link rel="modulepreload" crossorigin href=', MODULEPRELOAD_LOW)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', () => `${page.styleTags}</head>`)
      .replace(
        ROOT_DIV,
        () => `<div id="root" data-prerendered="${route}">${page.html}</div>${EARLY_CLICKS}`,
      )
  );
}

/** Prerenders into a built portal directory (dist/portal by default). */
export async function prerenderPortal(portalDir = join(ROOT, 'dist/portal')): Promise<void> {
  const shell = readFileSync(join(portalDir, 'index.html'), 'utf8');
  const chunks = evaluationOrder(portalDir, entryOf(shell));
  const pages = await renderPortalRoutes();
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
