import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Resolved from this file, so the server finds its files whatever the working directory. */
export const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(serverDir, '..');
export const migrationsDir = join(serverDir, 'migrations');
export const defaultDistDir = join(repoRoot, 'dist');
export const defaultExamplesDir = join(repoRoot, 'examples');
export const defaultDataDir = join(repoRoot, '.data');
/** The demo catalogue's source (goodbooks-10k, CC BY-SA 4.0), committed with the server. */
export const demoDataDir = join(serverDir, 'data');
export const defaultBooksCsv = join(demoDataDir, 'goodbooks-10k', 'books.csv');
