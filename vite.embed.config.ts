import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The embed bundle in dist/embed: `libportal.js` (the loader) plus one chunk per widget and
 * shared chunks for React and the core. ES modules, because IIFE/UMD cannot split code.
 */
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
    rollupOptions: {
      input: { libportal: 'src/embed/libportal.ts' },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
