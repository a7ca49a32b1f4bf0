import { existsSync, readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { embedIntegrity, INTEGRITY_DEFINES } from './scripts/embed-integrity';
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
  return '[name]';
}

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
    define: { 'process.env.NODE_ENV': '"production"', ...INTEGRITY_DEFINES },
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
          chunkFileNames: (chunk) => `chunks/${chunkName(chunk.facadeModuleId)}-[hash].js`,
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
});
