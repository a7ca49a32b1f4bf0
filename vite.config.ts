import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The portal: a single-page app in dist/portal, served by the reference server at `/`. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    // `npm run serve` in another terminal answers the API while Vite serves the portal.
    proxy: { '/api': 'http://localhost:8080' },
  },
});
