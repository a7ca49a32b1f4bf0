/**
 * The embed loader, `/embed/libportal.js` (and its versioned copy, `libportal.<hash>.js`,
 * which a page pins with Subresource Integrity): one `<script type="module">` defines every
 * `lp-*` element. It stays tiny: a widget's code (and the shared React core) is fetched only
 * when its tag first appears in the page, including tags that page scripts add later.
 *
 * Integrity reaches past the loader, in a chain (scripts/embed-integrity-manifests.ts): this
 * file carries the hash of an index, which holds the hashes of every chunk the elements import
 * up front and of the lazy manifests, which list the chunks loaded later (an area's strings,
 * jsencrypt, charts, …). A page fetches the index, and a lazy manifest only when it imports a
 * chunk the index does not list, so a page that checks the loader checks everything it runs.
 * Before a chunk is imported, it and the chunks it imports are
 * preloaded as `<link rel="modulepreload" integrity>`: the browser refuses bytes that do not
 * match, and the module map then holds the checked module (or an error), never an unchecked
 * copy. The chunks' own dynamic imports (the strings of a language, jsencrypt, the news
 * reader) are rewritten by the build to come through here too (scripts/embed-integrity.ts).
 * The hashes themselves would not fit the loader's 2 KB budget.
 */

import { lazyManifestOf, manifestFile } from './manifest-names';

/** Chunk → its integrity (`sha256-…`) and the chunks it imports statically. */
type Chunks = Record<string, [integrity: string, imports: string[]]>;

/** Element tag → its entry chunk (relative to the loader), which exports `define`. */
type Elements = Record<string, string>;

/** The index, `chunks/integrity-<hash>.json`. */
interface Index {
  chunks: Chunks;
  elements: Elements;
  /** Lazy manifest name → its integrity. */
  lazy: Record<string, string>;
}

/** The index's file and integrity, written over stand-ins by the build (scripts/embed-integrity.ts). */
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
const preloads = new Map<string, Promise<unknown>>();
/**
 * The chunks of the index and of every lazy manifest read so far, all checked. A file in none
 * of them is refused.
 */
const known: Chunks = Object.create(null);
let lazyIntegrity: Index['lazy'] = {};
const lazyManifests = new Map<string, Promise<void>>();

/** JSON fetched with its integrity: the fetch fails if the bytes do not match. */
const fetchChecked = <T>(file: string, integrity: string): Promise<T> =>
  fetch(new URL(file, here), { integrity }).then((response) => response.json() as Promise<T>);

/** The lazy manifest that would list `file`, read once (again after a failure). */
function readLazy(file: string): Promise<void> {
  const name = lazyManifestOf(file);
  const integrity = lazyIntegrity[name];
  if (!integrity) return Promise.resolve();
  let read = lazyManifests.get(name);
  if (!read) {
    read = fetchChecked<{ chunks: Chunks }>(manifestFile(name, integrity), integrity).then(
      ({ chunks }) => void Object.assign(known, chunks),
      (error: unknown) => {
        lazyManifests.delete(name);
        throw error;
      },
    );
    lazyManifests.set(name, read);
  }
  return read;
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
  if (document.createElement('link').relList.supports('modulepreload')) {
    const files = new Set([file]);
    for (const next of files) {
      if (!known[next]) await readLazy(next);
      const chunk = known[next];
      if (!chunk) throw new Error(`${next} is not in an integrity manifest`);
      chunk[1].forEach((imported) => files.add(imported));
    }
    await Promise.all([...files].map((next) => preload(next, known[next]![0])));
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

function load(widgets: Elements, tag: string): void {
  const entry = widgets[tag];
  if (!entry || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  (importChecked(entry) as Promise<{ define: () => void }>)
    .then((widget) => widget.define())
    .catch((error: unknown) => {
      // A later element tries again (the browser's cache answers if the bytes were fine).
      requested.delete(tag);
      console.error(`[libportal] could not load <${tag}>`, error);
    });
}

function scan(widgets: Elements, root: ParentNode): void {
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
  fetchChecked<Index>(__LIBPORTAL_INTEGRITY_FILE__, __LIBPORTAL_INTEGRITY_HASH__).then(
    ({ chunks, elements: widgets, lazy }) => {
      Object.assign(known, chunks);
      lazyIntegrity = lazy;
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
