import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
 * The embed bundle in dist/embed: `libportal.js` (the loader) plus one chunk per widget and
 * shared chunks for React and the core. ES modules, because IIFE/UMD cannot split code.
 */
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
 * `--mode preact` builds the same bundle with React aliased to preact/compat into
 * dist/embed-preact, for the size comparison printed by `npm run bench` (not served).
 */
const PREACT_ALIASES = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), themeStylesheets()],
  resolve: mode === 'preact' ? { alias: PREACT_ALIASES } : {},
  // Chunks are found relative to libportal.js, wherever a school page loads it from.
  base: './',
  publicDir: false,
  // Library-style builds do not replace this by themselves; without it React ships its dev build.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: mode === 'preact' ? 'dist/embed-preact' : 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    // No preload helper in the loader (its budget is 2 KB): the loader asks for the shared
    // chunk itself, alongside the widget's (src/embed/libportal.ts).
    modulePreload: false,
    // The bench reads the chunk graph from the manifest and attributes bytes to packages
    // through the source maps.
    manifest: true,
    sourcemap: true,
    rollupOptions: {
      input: { libportal: 'src/embed/libportal.ts' },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: (chunk) => `chunks/${chunkName(chunk.facadeModuleId)}-[hash].js`,
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
}));
