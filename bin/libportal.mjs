#!/usr/bin/env node
/**
 * The `libportal` command (package.json "bin"). A production install runs the compiled
 * dist/server/cli.js (`npm run build`; Node alone, runtime packages only). A development
 * checkout runs server/src/cli/main.ts through tsx, so `npx libportal` works on a fresh clone
 * and never runs a build older than the code: the compiled file is used only when it is at
 * least as new as every file of server/src (a stat of ~300 files, a few milliseconds).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const compiled = join(root, 'dist', 'server', 'cli.js');
const sources = join(root, 'server', 'src');

function newestSourceTime(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    const time = entry.isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function compiledIsCurrent() {
  if (!existsSync(compiled)) return false;
  if (!existsSync(sources)) return true;
  return statSync(compiled).mtimeMs >= newestSourceTime(sources);
}

if (!existsSync(compiled) && !existsSync(sources)) {
  // npm ships a package's "bin" whatever its "files" say: the published widget library has
  // this file but no server to run it against.
  process.stderr.write(
    'libportal: this is the widget library (npm package); the libportal command manages a ' +
      'libportal server and runs from a server install: a clone of the repository, built with ' +
      '`npm ci && npm run build` (see docs/deploy.md).\n',
  );
  process.exit(1);
}

if (compiledIsCurrent()) {
  await import(pathToFileURL(compiled).href);
} else {
  try {
    // What `node --import tsx` does: TypeScript modules load from here on.
    await import('tsx');
  } catch {
    process.stderr.write(
      'libportal: dist/server/cli.js is missing or older than server/src, and tsx (a development ' +
        'dependency) is not installed: run `npm run build`, or `npm ci` in a development checkout.\n',
    );
    process.exit(1);
  }
  await import(pathToFileURL(join(sources, 'cli', 'main.ts')).href);
}
