import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Resolved from this file, so the server finds its files whatever the working directory. The
 * file sits two folders below the checkout both as source (server/src/paths.ts, run by tsx)
 * and compiled (dist/server/*.js: the bundle keeps every chunk in that one folder), so one
 * rule serves both; everything else is found from the checkout.
 */
const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '..', '..');
export const serverDir = join(repoRoot, 'server');
export const migrationsDir = join(serverDir, 'migrations');
export const defaultDistDir = join(repoRoot, 'dist');
export const defaultExamplesDir = join(repoRoot, 'examples');
export const defaultDataDir = join(repoRoot, '.data');
/** The server's temporary files (catalogue uploads being imported), inside its data folder. */
export const tempDirOf = (dataDir: string) => join(dataDir, 'temp');
/** The demo catalogue's source (goodbooks-10k, CC BY-SA 4.0), committed with the server. */
export const demoDataDir = join(serverDir, 'data');
export const defaultBooksCsv = join(demoDataDir, 'goodbooks-10k', 'books.csv');
