import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

const ROOT = import.meta.dirname;
const fromRoot = (path: string) => resolve(ROOT, path);

/**
 * The framework examples in dist/examples: a React 19 app and a Vue 3 page, served by the
 * reference server at /examples/react-app/ and /examples/vue-app/ (next to the plain HTML
 * examples, which need no build). They import `libportal` and `libportal/elements` exactly as
 * an app that installed the package would; the aliases point those names at the sources, so
 * the examples exercise the public entry points without a library build first.
 */
export default defineConfig({
  root: fromRoot('examples'),
  base: '/examples/',
  publicDir: false,
  plugins: [
    react(),
    vue({
      // `<lp-*>` are libportal's custom elements, not Vue components.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('lp-') } },
    }),
  ],
  resolve: {
    alias: [
      { find: /^libportal\/elements$/, replacement: fromRoot('src/elements.ts') },
      { find: /^libportal$/, replacement: fromRoot('src/index.ts') },
    ],
  },
  // The library reads process.env.NODE_ENV (React does); without this the dev build ships.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: fromRoot('dist/examples'),
    // The output is outside `root`: Vite only empties it when told to.
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: {
        'react-app': fromRoot('examples/react-app/index.html'),
        'vue-app': fromRoot('examples/vue-app/index.html'),
      },
    },
  },
  server: {
    // `npx vite --config vite.examples.config.ts` with `npm run serve` answering the API.
    proxy: { '/api': 'http://localhost:8080', '/embed': 'http://localhost:8080' },
  },
});
