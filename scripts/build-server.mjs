#!/usr/bin/env node
// `npm run build:server`: the reference server compiled to plain JavaScript in dist/server/, for
// `npm run start:prod` (Node alone: no tsx, no Vite, no devDependencies). Bundled with rolldown
// because the sources import extensionless paths and the API contract in src/, which Node
// cannot load as they are. Every npm package stays external, so what the compiled server
// imports is exactly the `dependencies` of package.json. All files land in the one folder
// (no chunks/ below it): server/src/paths.ts resolves the checkout as two folders up from
// whichever file holds it.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { build } from 'rolldown';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'dist/server');
const started = performance.now();

rmSync(outDir, { recursive: true, force: true });
await build({
  input: {
    // The server; the demo seed becomes a chunk it loads only outside production.
    main: join(root, 'server/src/main.ts'),
    // The `libportal` command.
    cli: join(root, 'server/src/cli/main.ts'),
    // The payment gateway emulator on its own, shared by several instances.
    'payment-emulator': join(root, 'server/src/payments/emulator/main.ts'),
  },
  platform: 'node',
  external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
  logLevel: 'warn',
  output: {
    dir: outDir,
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
    sourcemap: true,
  },
});
// Loaded by path, next to the code that starts its threads (auth/password.ts).
mkdirSync(outDir, { recursive: true });
copyFileSync(
  join(root, 'server/src/auth/password-worker.mjs'),
  join(outDir, 'password-worker.mjs'),
);
console.log(`dist/server built in ${Math.round(performance.now() - started)} ms`);
