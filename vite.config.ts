import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * styled-components names a component by how many were created before it, so a page rendered
 * in Node (scripts/prerender.ts, server/src/http/portal-render.ts) after another page's
 * components would carry other class names than the browser's. Its Babel plugin names each
 * one by its file and place instead. Builds only: tests and the dev server need no matching.
 */
const stableStyledNames = babel({
  include: /[\\/]src[\\/].*\.tsx?$/,
  sourceMap: true,
  plugins: [
    [
      'babel-plugin-styled-components',
      { ssr: true, displayName: false, fileName: false, pure: true },
    ],
  ],
});

/** The portal: a single-page app in dist/portal, served by the reference server at `/`. */
export default defineConfig(({ command }) => ({
  plugins: command === 'build' ? [react(), stableStyledNames] : [react()],
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React DOM, React Router and the shared core in chunks of their own: the prerendered
        // /home evaluates its chunks one task at a time (scripts/prerender.ts), so that none
        // blocks input for long. (The whole core is loaded at start anyway, through its index.)
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
            // What the first page needs of the other packages (later pages' own stay lazy).
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            { name: 'core', test: /[\\/]src[\\/]core[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    // `npm run serve` in another terminal answers the API while Vite serves the portal.
    proxy: { '/api': 'http://localhost:8080' },
  },
}));
