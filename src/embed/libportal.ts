/**
 * The embed loader, `/embed/libportal.js` (and its versioned copy, `libportal.<hash>.js`,
 * which a page pins with Subresource Integrity): one `<script type="module">` defines every
 * `lp-*` element. It stays tiny: a widget's code (and the shared React core) is fetched only
 * when its tag first appears in the page, including tags that page scripts add later.
 *
 * Integrity reaches past the loader, in a chain (scripts/embed-integrity-manifests.ts): this
 * file carries the hash of an index, which holds the hashes of the shared manifest and of each
 * element's manifest, which list the hashes of the chunks every element, or that element, can
 * load. A page fetches the index, the shared manifest and the manifests of its own elements
 * only, so a page that checks the loader checks everything it runs.
 * Before a chunk is imported, it and the chunks it imports are
 * preloaded as `<link rel="modulepreload" integrity>`: the browser refuses bytes that do not
 * match, and the module map then holds the checked module (or an error), never an unchecked
 * copy. The chunks' own dynamic imports (the strings of a language, jsencrypt, the news
 * reader) are rewritten by the build to come through here too (scripts/embed-integrity.ts).
 * The hashes themselves would not fit the loader's 2 KB budget.
 */

import { manifestFile, SHARED } from './manifest-names';

/** Element tag → its manifest's integrity. */
type Elements = Record<string, string>;

/** The index, `chunks/integrity-<hash>.json`. */
interface Index {
  /** The shared manifest's integrity. */
  shared: string;
  elements: Elements;
}

/** The shared manifest, or an element's (which names the element's chunk, relative to the loader). */
interface Manifest {
  entry?: string;
  /** Chunk → its integrity (`sha256-…`) and the chunks it imports statically. */
  chunks: Record<string, [integrity: string, imports: string[]]>;
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
 * The chunks of every manifest read so far, all checked. A chunk's dynamic imports are in the
 * shared manifest or its element's, read before the chunk ran; a file in none is refused.
 */
const known: Manifest['chunks'] = Object.create(null);
let sharedIntegrity = '';
let shared: Promise<Manifest> | undefined;

/** JSON fetched with its integrity: the fetch fails if the bytes do not match. */
const fetchChecked = <T>(file: string, integrity: string): Promise<T> =>
  fetch(new URL(file, here), { integrity }).then((response) => response.json() as Promise<T>);

/** A manifest, checked; its chunks become known. */
const readManifest = (name: string, integrity: string): Promise<Manifest> =>
  fetchChecked<Manifest>(manifestFile(name, integrity), integrity).then((manifest) => {
    Object.assign(known, manifest.chunks);
    return manifest;
  });

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
  const integrity = widgets[tag];
  if (!integrity || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  // Read once for every element of the page.
  shared ??= readManifest(SHARED, sharedIntegrity);
  Promise.all([shared, readManifest(tag, integrity)])
    .then(([, { entry }]) => importChecked(entry!) as Promise<{ define: () => void }>)
    .then((widget) => widget.define())
    .catch((error: unknown) => {
      requested.delete(tag);
      // A later element tries again (the browser's cache answers if the bytes were fine).
      shared = undefined;
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
    ({ shared: integrity, elements: widgets }) => {
      sharedIntegrity = integrity;
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
