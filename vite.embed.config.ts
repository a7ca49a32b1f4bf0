import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
  // Chunks are found relative to libportal.js, wherever a school page loads it from.
  base: './',
  publicDir: false,
  // Library-style builds do not replace this by themselves; without it React ships its dev build.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // The bench reads the chunk graph from here to weigh what each page downloads.
    manifest: true,
    rollupOptions: {
      input: { libportal: 'src/embed/libportal.ts' },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: (chunk) => `chunks/${chunkName(chunk.facadeModuleId)}-[hash].js`,
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
