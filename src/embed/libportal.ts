/**
 * The embed loader, `/embed/libportal.js` (and its versioned copy, `libportal.<hash>.js`,
 * which a page pins with Subresource Integrity): one `<script type="module">` defines every
 * `lp-*` element. It stays tiny: a widget's code (and the shared React core) is fetched only
 * when its tag first appears in the page, including tags that page scripts add later.
 *
 * Integrity reaches past the loader. The build writes the SHA-384 of every chunk into a
 * manifest, and the manifest's own hash into this file, so a page that checks the loader
 * checks everything it runs. Before a chunk is imported, it and the chunks it imports are
 * preloaded as `<link rel="modulepreload" integrity>`: the browser refuses bytes that do not
 * match, and the module map then holds the checked module (or an error), never an unchecked
 * copy. The chunks' own dynamic imports (the strings of a language, jsencrypt, the news
 * reader) are rewritten by the build to come through here too (scripts/embed-integrity.ts).
 * The hashes themselves would not fit the loader's 2 KB budget: 28 SHA-384 hashes are 1.3 KB
 * of incompressible bytes.
 */

/** What the build writes to `chunks/integrity-<hash>.json`. */
interface IntegrityManifest {
  /** Element tag → its chunk, relative to the loader. */
  widgets: Record<string, string>;
  /** Chunk → its integrity (`sha384-…`) and the chunks it imports statically. */
  chunks: Record<string, [integrity: string, imports: string[]]>;
}

/** The manifest's file and integrity, written over stand-ins by the build (scripts/embed-integrity.ts). */
declare const __LIBPORTAL_INTEGRITY_FILE__: string;
declare const __LIBPORTAL_INTEGRITY_HASH__: string;

const SCRIPT_SETTINGS_KEY = Symbol.for('libportal.script');
const LOADER_KEY = Symbol.for('libportal.loader');
/** Where the chunks' rewritten dynamic imports find `importChecked`. */
const IMPORT_KEY = Symbol.for('libportal.import');

type Global = typeof globalThis & {
  [SCRIPT_SETTINGS_KEY]?: unknown;
  [LOADER_KEY]?: boolean;
  [IMPORT_KEY]?: (specifier: string, base: string) => Promise<unknown>;
};

const here = import.meta.url;
const base = new URL('.', here).href;
let manifest: Promise<IntegrityManifest> | undefined;
const preloads = new Map<string, Promise<unknown>>();

function readManifest(): Promise<IntegrityManifest> {
  manifest ??= fetch(new URL(__LIBPORTAL_INTEGRITY_FILE__, here), {
    integrity: __LIBPORTAL_INTEGRITY_HASH__,
  }).then((response) => response.json() as Promise<IntegrityManifest>);
  return manifest;
}

/** One chunk preloaded with its integrity: resolves once the browser has checked it. */
function preload(file: string, integrity: string): Promise<unknown> {
  let checked = preloads.get(file);
  if (!checked) {
    const link = document.createElement('link');
    checked = new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = () => reject(new Error(`${file} failed its integrity check`));
    });
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.integrity = integrity;
    link.href = new URL(file, here).href;
    document.head.append(link);
    preloads.set(file, checked);
  }
  return checked;
}

/**
 * Imports a chunk (relative to the loader) once it and every chunk it imports statically
 * have passed their integrity check. A browser without modulepreload imports unchecked.
 */
async function importChecked(file: string): Promise<unknown> {
  const { chunks } = await readManifest();
  if (document.createElement('link').relList.supports('modulepreload')) {
    const files = new Set([file]);
    for (const next of files) {
      const chunk = chunks[next];
      if (!chunk) throw new Error(`${next} is not in the integrity manifest`);
      chunk[1].forEach((imported) => files.add(imported));
    }
    await Promise.all([...files].map((next) => preload(next, chunks[next]![0])));
  }
  return import(/* @vite-ignore */ new URL(file, here).href);
}

function readScriptTag(): void {
  const script = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find(
    (candidate) => candidate.src === here,
  );
  const data = script?.dataset ?? {};
  (globalThis as Global)[SCRIPT_SETTINGS_KEY] = {
    settings: {
      apiBase: data.apiBase,
      orgCode: data.orgCode,
      lang: data.lang,
      portalUrl: data.portalUrl,
    },
    defaults: { apiBase: new URL('/api', here).href, portalUrl: new URL('/', here).origin },
  };
}

const requested = new Set<string>();

function load(widgets: IntegrityManifest['widgets'], tag: string): void {
  const file = widgets[tag];
  if (!file || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  (importChecked(file) as Promise<{ define: () => void }>)
    .then((widget) => widget.define())
    .catch((error: unknown) => {
      requested.delete(tag);
      console.error(`[libportal] could not load <${tag}>`, error);
    });
}

function scan(widgets: IntegrityManifest['widgets'], root: ParentNode): void {
  for (const tag in widgets) {
    if (!requested.has(tag) && root.querySelector(tag)) load(widgets, tag);
  }
}

function start(): void {
  const global = globalThis as Global;
  // A CMS may include the script twice: the first copy does the work.
  if (global[LOADER_KEY]) return;
  global[LOADER_KEY] = true;
  global[IMPORT_KEY] = (specifier, importer) => {
    const url = new URL(specifier, importer).href;
    // Keyed relative to the loader; anything from elsewhere is in no manifest and is refused.
    return importChecked(url.startsWith(base) ? url.slice(base.length) : url);
  };
  readScriptTag();
  readManifest().then(
    ({ widgets }) => {
      scan(widgets, document);
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            if (node.localName in widgets) load(widgets, node.localName);
            if (node.firstElementChild) scan(widgets, node);
          }
        }
      }).observe(document.documentElement, { childList: true, subtree: true });
    },
    (error: unknown) => console.error('[libportal] the integrity manifest did not load', error),
  );
}

start();
