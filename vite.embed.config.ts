import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { RolldownMagicString } from 'rolldown';
import { defineConfig, parseAst, type Plugin } from 'vite';
import { directImports } from './scripts/embed-direct-imports';
import { embedIntegrity, INTEGRITY_DEFINES } from './scripts/embed-integrity';
import { PORTAL_ONLY_STRINGS } from './src/core/i18n/portal-strings';
import { darkTheme, themeCss } from './src/core/theme';

/** `/embed/themes/dark.css`: the dark theme as a stylesheet a web editor can link. */
function themeStylesheets(): Plugin {
  return {
    name: 'libportal-themes',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'themes/dark.css',
        source: `/* libportal dark theme: the same custom properties, other values. */\n${themeCss(':root', darkTheme)}`,
      });
    },
  };
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The modules of the search page's and a book's strings, spread into each default table. */
const BOOK_STRINGS_MODULE = /^\.\/(zh|en)\.(search|detail)$/;

/**
 * The default strings (`src/core/i18n/locales/zh.ts`, `en.ts`) without the groups only the
 * portal's own pages show (src/core/i18n/portal-strings.ts), ~2 KB gzip less on every page, and
 * without the search page's and a book's strings (`zh.search.ts`, `zh.detail.ts`), 4.3 KB,
 * which the elements that show them load as the `books` namespace (src/core/i18n/book-strings.ts;
 * `__LIBPORTAL_BOOK_STRINGS_APART__` tells them to).
 */
function withoutPortalStrings(): Plugin {
  const groups = new Set<string>(PORTAL_ONLY_STRINGS);
  return {
    name: 'libportal-embed-strings',
    // On the JavaScript, after the types are gone.
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]src[\\/]core[\\/]i18n[\\/]locales[\\/](zh|en)\.ts$/.test(id)) return null;
      const body = parseAst(code).body as unknown as Node[];
      const table = body
        .flatMap((node) =>
          node.type === 'VariableDeclaration' ? (node.declarations as Node[]) : [],
        )
        .find((declarator) => (declarator.init as Node | null)?.type === 'ObjectExpression');
      const properties = ((table?.init as Node | undefined)?.properties ?? []) as Node[];
      const dropped = properties.filter((property) =>
        groups.has(((property.key as Node | undefined)?.name as string | undefined) ?? ''),
      );
      if (dropped.length !== groups.size) {
        throw new Error(`embed strings: ${id} lacks some of ${[...groups].join(', ')}`);
      }
      const imports = body.filter(
        (node) =>
          node.type === 'ImportDeclaration' &&
          BOOK_STRINGS_MODULE.test((node.source as Node & { value: string }).value),
      );
      const names = new Set(
        imports.flatMap((node) =>
          (node.specifiers as Node[]).map((specifier) => (specifier.local as Node).name as string),
        ),
      );
      const spreads = properties.filter(
        (property) =>
          property.type === 'SpreadElement' &&
          names.has((property.argument as Node).name as string),
      );
      if (imports.length !== 2 || spreads.length !== 2) {
        throw new Error(`embed strings: ${id} no longer spreads the search and detail strings`);
      }
      const rewritten = new RolldownMagicString(code);
      for (const property of [...dropped, ...spreads]) {
        const comma = code.slice(property.end).match(/^\s*,/)?.[0].length ?? 0;
        rewritten.remove(property.start, property.end + comma);
      }
      for (const node of imports) rewritten.remove(node.start, node.end);
      return { code: rewritten };
    },
  };
}

/**
 * Every widget with an element (`src/widgets/<name>/element.ts`, whose definition names its
 * tag) is an entry of its own: entry name → [module, tag]. The loader learns the tags and
 * their chunks from the integrity manifest, so a new widget needs no change here.
 */
function widgetEntries(): Record<string, [module: string, tag: string]> {
  const root = new URL('./src/widgets/', import.meta.url);
  return Object.fromEntries(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const file = new URL(`${entry.name}/element.ts`, root);
        if (!existsSync(file)) return [];
        const source = readFileSync(file, 'utf8');
        const tag = /\btag: '(lp-[a-z-]+)'/.exec(source)?.[1];
        if (!tag) throw new Error(`src/widgets/${entry.name}/element.ts names no lp- tag`);
        return [[entry.name, [`src/widgets/${entry.name}/element.ts`, tag]]];
      }),
  );
}

/** Readable chunk names: one per widget (`search-box`), `jsencrypt`, the shared `core`. */
function chunkName(facadeModuleId: string | null): string {
  const widget = facadeModuleId?.match(/widgets\/([^/]+)\/element\.tsx?$/)?.[1];
  if (widget) return widget;
  if (facadeModuleId?.includes('/node_modules/jsencrypt/')) return 'jsencrypt';
  const locale = facadeModuleId?.match(/i18n\/locales\/(\w+)\.ts$/)?.[1];
  if (locale) return `strings-${locale}`;
  const area = facadeModuleId?.match(/i18n\/locales\/(\w+)\/([\w-]+)\.ts$/);
  // `strings-<language>.<area>`: the loader finds its lazy manifest by that prefix.
  if (area) return `strings-${area[1]}.${area[2]}`;
  return '[name]';
}

/**
 * Code loaded only when a widget needs it (a chart, the 3D map, an e-book renderer, a news
 * body, a login form's encryption, the rich-text editor) and the strings of each language and
 * area: never in the runtime, which every page loads up front.
 */
const LAZY_MODULES =
  /node_modules[\\/](chart\.js|@kurkle|three|epubjs|pdfjs-dist|jszip|jsencrypt|dompurify|@tiptap|prosemirror|jsbarcode)|chart-runtime|scene-runtime|renderers[\\/]|i18n[\\/]locales[\\/]/;

/**
 * The shared runtime: the libraries and the core modules that 12 or more elements import (of
 * 62), in one chunk. Left to itself Rolldown makes a chunk of every set of modules that a
 * different set of elements shares: a page with five elements fetched 30 chunks, many of
 * 150–450 bytes, each a request and a hash in a manifest. Grouped, it fetches 17. Rolldown
 * counts the elements that reach a module; through the core's barrels every element reached
 * every area, so the elements' imports are rewritten to the modules they name
 * (scripts/embed-direct-imports.ts, −1.5 KB gzip on a page with only the search box). What
 * fewer elements share is left to Rolldown, and what one element alone uses stays in its chunk;
 * lazy code stays lazy (`$initial`: imported up front). A higher count leaves the search box's
 * page as it is (79.9 KB at 24) and costs the five-element page requests (26 at 24).
 */
const RUNTIME_GROUP = {
  name: 'runtime',
  test: (id: string) =>
    !LAZY_MODULES.test(id) && /node_modules|rolldown|[\\/]src[\\/]core[\\/]/.test(id),
  tags: ['$initial' as const],
  minShareCount: 12,
};

/**
 * The embed runs the widgets on preact/compat: the same React components, the same hooks and
 * libraries (TanStack Query, react-i18next, styled-components, r2wc), ~57 KB less for every
 * page that embeds a widget. React DOM 19 alone is 62 KB gzip, and with i18next and
 * styled-components the page could not stay under its 100 KB budget (README, "The embed runs
 * on preact/compat"). The npm package and the portal keep React.
 * `--mode react` builds the same bundle on React DOM into dist/embed-react, for the size
 * comparison printed by `npm run bench` (not served).
 */
export const PREACT_ALIASES = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};

/**
 * The embed bundle in dist/embed: `libportal.js` (the loader, also as `libportal.<hash>.js`)
 * plus one chunk per widget, shared chunks for React and the core, and the integrity manifest
 * (scripts/embed-integrity.ts). ES modules, because IIFE/UMD cannot split code.
 */
export default defineConfig(({ mode }) => {
  const widgets = widgetEntries();
  return {
    plugins: [
      react(),
      themeStylesheets(),
      withoutPortalStrings(),
      // Each element reaches only the core modules it imports (scripts/embed-direct-imports.ts).
      directImports(
        ['index.ts', 'api/queries/index.ts', 'api/contract/index.ts', 'ui/staff/index.ts'].map(
          (barrel) => fileURLToPath(new URL(`./src/core/${barrel}`, import.meta.url)),
        ),
        fileURLToPath(new URL('./src/', import.meta.url)),
      ),
      embedIntegrity(
        'libportal',
        Object.fromEntries(Object.entries(widgets).map(([name, [, tag]]) => [name, tag])),
      ),
    ],
    resolve: mode === 'react' ? {} : { alias: PREACT_ALIASES },
    // Chunks are found relative to libportal.js, wherever a school page loads it from.
    base: './',
    publicDir: false,
    // Library-style builds do not replace this by themselves; without it React ships its dev build.
    define: {
      'process.env.NODE_ENV': '"production"',
      ...INTEGRITY_DEFINES,
      // The default strings lack the book strings (withoutPortalStrings above).
      __LIBPORTAL_BOOK_STRINGS_APART__: 'true',
    },
    build: {
      outDir: mode === 'react' ? 'dist/embed-react' : 'dist/embed',
      emptyOutDir: true,
      target: 'es2022',
      // The loader preloads each chunk itself, with its integrity (src/embed/libportal.ts).
      modulePreload: false,
      // The bench reads the chunk graph from the manifest and attributes bytes to packages
      // through the source maps.
      manifest: true,
      sourcemap: true,
      rollupOptions: {
        input: {
          libportal: 'src/embed/libportal.ts',
          ...Object.fromEntries(Object.entries(widgets).map(([name, [module]]) => [name, module])),
        },
        // The loader calls each widget entry's `define`.
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: (chunk) =>
            chunk.name === 'libportal' ? '[name].js' : 'chunks/[name]-[hash].js',
          chunkFileNames: (chunk) =>
            `chunks/${chunk.name.startsWith('shared~') ? 'shared' : chunkName(chunk.facadeModuleId)}-[hash].js`,
          assetFileNames: 'assets/[name]-[hash][extname]',
          codeSplitting: { groups: [RUNTIME_GROUP] },
        },
      },
    },
  };
});
