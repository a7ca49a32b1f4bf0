/**
 * The embed loader, `/embed/libportal.js`: one `<script type="module">` defines every
 * `lp-*` element. It stays tiny: a widget's code (and the shared React core) is fetched only
 * when its tag first appears in the page, including tags that page scripts add later.
 * It deliberately imports nothing from the core: it only asks for the shared chunk, alongside
 * the first widget's (so neither waits for the other; Vite's preload helper would cost the
 * loader a quarter of its size).
 */

type Loader = () => Promise<{ define: () => void }>;

const WIDGETS: Record<string, Loader> = {
  'lp-search-box': () => import('../widgets/search-box/element'),
  'lp-search-results': () => import('../widgets/search-results/element'),
  'lp-login-dialog': () => import('../widgets/login-dialog/element'),
  'lp-ai-librarian': () => import('../widgets/ai-librarian/element'),
  'lp-news-list': () => import('../widgets/news-list/element'),
  'lp-book-detail': () => import('../widgets/book-detail/element'),
  'lp-pre-borrow': () => import('../widgets/pre-borrow/element'),
  'lp-category-search': () => import('../widgets/category-search/element'),
  'lp-hot-words': () => import('../widgets/hot-words/element'),
  'lp-recommended-books': () => import('../widgets/recommended-books/element'),
};

const SCRIPT_SETTINGS_KEY = Symbol.for('libportal.script');
const LOADER_KEY = Symbol.for('libportal.loader');

type Global = typeof globalThis & { [SCRIPT_SETTINGS_KEY]?: unknown; [LOADER_KEY]?: boolean };

function readScriptTag(): void {
  const here = import.meta.url;
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

function load(tag: string): void {
  const loader = WIDGETS[tag];
  if (!loader || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  // The shared chunk (React, the core) is asked with the widget's own, not after it.
  Promise.all([import('../core/widget/defineWidget'), loader()])
    .then(([, widget]) => widget.define())
    .catch((error: unknown) => {
      requested.delete(tag);
      console.error(`[libportal] could not load <${tag}>`, error);
    });
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(WIDGETS)) {
    if (!requested.has(tag) && root.querySelector(tag)) load(tag);
  }
}

function start(): void {
  const global = globalThis as Global;
  // A CMS may include the script twice: the first copy does the work.
  if (global[LOADER_KEY]) return;
  global[LOADER_KEY] = true;
  readScriptTag();
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.localName in WIDGETS) load(node.localName);
        if (node.firstElementChild) scan(node);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

start();
