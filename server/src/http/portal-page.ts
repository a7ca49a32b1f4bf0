// The portal's HTML for a rendered route (scripts/prerender.ts at build time, and the server
// for a visit, see portal-render.ts): the built index.html with the route's markup, CSS and
// first calls in it. No build tools here: the server imports it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTAL_QUERY_STATE_ID, type PortalRenderedPage } from '../../../src/core/api/contract';

/** A rendered route, as src/host-app/prerender.tsx gives it. */
export type RenderedPage = PortalRenderedPage;

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
  '(() => { const root = document.getElementById("root");' +
  ' const early = (event) => { const button = event.target instanceof Element ? event.target.closest("button") : null;' +
  ' if (button && root.contains(button)) { event.preventDefault(); event.stopImmediatePropagation(); root.earlyClick = button; } };' +
  ' root.addEventListener("click", early, true);' +
  ' root.takeEarlyClick = () => { root.removeEventListener("click", early, true); return root.earlyClick || null; };' +
  ' })();';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
 * The page is complete without JavaScript, so the app starts only once the page has loaded
 * (its first covers included; at most 3 s after it was parsed) and been painted, and its
 * chunks (`chunks`, in evaluation order, the entry last; all downloaded at once through
 * modulepreload, at low priority since the first paint does not need them) are evaluated one
 * task each: ~500 KB of script evaluated in one go would delay the first frame and then block
 * input for as long. Evaluating them in the order the entry's imports would is what keeps
 * styled-components' class names those of the prerender. A hidden tab paints nothing, so
 * there it starts at once.
 */
export function pageHtml(
  shell: string,
  route: string,
  page: RenderedPage,
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
    `<script type="module">${starterScript(chunks)}</script>`;
  return (
    shell
      .replace(ENTRY_SCRIPT, () => starter)
      // Right after the charset (which must come first): the calls start before the rest.
      // inlineScriptHashes finds the script there, so nothing else may be put in between.
      .replace(CHARSET, (charset) => `${charset}${page.earlyRequests}`)
      .replaceAll('<link rel="modulepreload" crossorigin href=', MODULEPRELOAD_LOW)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', () => `${page.headTags}${page.styleTags}</head>`)
      .replace(ROOT_DIV, () => `${rootElement(route, page)}<script>${EARLY_CLICKS}</script>`)
  );
}

/** The module script that starts the app's chunks one task each (see pageHtml). */
function starterScript(chunks: readonly string[]): string {
  return (
    `const chunks = ${JSON.stringify(chunks)}; let next = 0;` +
    ' const load = () => import(chunks[next++]).then(() => { if (next < chunks.length) setTimeout(load); });' +
    " if (document.visibilityState === 'hidden') load();" +
    ' else { let started = false; const start = () => { if (!started) { started = true; requestAnimationFrame(() => setTimeout(load)); } };' +
    " if (document.readyState === 'complete') start(); else { addEventListener('load', start); setTimeout(start, 3000); } }"
  );
}

const cspHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/**
 * The CSP hashes of the inline scripts pageHtml writes into a page, and only those: the
 * starter and the early-click catcher (the same in every page of a build) and the page's own
 * early-requests script, taken from where pageHtml puts it, right after the charset, before
 * any text of the route's markup. A `<script>` anywhere else — say, one smuggled into the
 * markup through a book title that escaped escaping — gets no hash, so the browser refuses it.
 */
export function inlineScriptHashes(html: string, chunks: readonly string[]): string[] {
  const sources = [starterScript(chunks), EARLY_CLICKS];
  const charset = CHARSET.exec(html);
  if (charset) {
    const start = charset.index + charset[0].length;
    const end = html.indexOf('</script>', start);
    if (html.startsWith('<script>', start) && end > start) {
      sources.push(html.slice(start + '<script>'.length, end));
    }
  }
  return sources.map(cspHash);
}

/**
 * The root with the route's markup, marked with the route (and, rendered for a visit, its
 * organisation and the query it was rendered for, followed by the query answers that markup
 * shows, for main.tsx to hydrate; rendered for any query, `data-any-query`).
 */
function rootElement(route: string, page: RenderedPage): string {
  const anyQuery = page.anyQuery ? ' data-any-query' : '';
  if (!page.visit)
    return `<div id="root" data-prerendered="${route}"${anyQuery}>${page.html}</div>`;
  const query = page.query ? ` data-query="${escapeHtml(page.query)}"` : '';
  // JSON in a script element: `<` escaped, so no text in it can close the element.
  const state = JSON.stringify(page.visit.queryState).replace(/</g, '\\u003c');
  return (
    `<div id="root" data-prerendered="${route}"${anyQuery}${query} data-org="${escapeHtml(page.visit.orgCode)}">` +
    `${page.html}</div>` +
    `<script type="application/json" id="${PORTAL_QUERY_STATE_ID}">${state}</script>`
  );
}
