#!/usr/bin/env node
// Checks the npm package's shape (publint, Are the Types Wrong) on the package that
// `npm run build:lib` assembled in dist/package (scripts/package-lib.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
// A path npm cannot take for a GitHub shorthand (`dist/package` would be one).
const PACKAGE = './dist/package';
if (!existsSync(join(PACKAGE, 'package.json'))) {
  console.error(`${PACKAGE} is missing: run \`npm run build:lib\` first`);
  process.exit(1);
}
const folder = mkdtempSync(join(tmpdir(), 'libportal-pack-'));
try {
  run('npx', ['publint', '--strict', PACKAGE]);
  const packed = execFileSync('npm', ['pack', PACKAGE, '--json', '--pack-destination', folder], {
    encoding: 'utf8',
  });
  const [{ filename }] = JSON.parse(packed);
  run('npx', ['attw', join(folder, filename), '--profile', 'esm-only']);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
