#!/usr/bin/env node
// Checks the packed npm package's shape (publint, Are the Types Wrong) on the library that
// `npm run build:lib` left in dist/lib. It packs with --ignore-scripts: `attw --pack` would
// run npm's prepack, which builds the library a second time inside `npm test`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
const folder = mkdtempSync(join(tmpdir(), 'libportal-pack-'));
try {
  run('npx', ['publint', '--strict']);
  const packed = execFileSync(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', folder],
    { encoding: 'utf8' },
  );
  const [{ filename }] = JSON.parse(packed);
  run('npx', ['attw', join(folder, filename), '--profile', 'esm-only']);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
