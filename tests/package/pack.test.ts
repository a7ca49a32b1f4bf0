import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };

// `npm pack` (and so `npm publish`) from a fresh clone: nothing is built there, so the
// package's code must come from its `prepack` script. The last commit is checked out into a
// temporary folder (what a clone gets: the working tree's edits, and other engineers' files
// not committed yet, stay out), node_modules linked in, and packed for real; the tarball's
// listing is what a registry would receive.
const ROOT = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);
/** The library's build on 2 busy cores; well under this when the machine is idle. */
const PACK_TIMEOUT_MS = 300_000;

let workDir: string;
let packed: string[] = [];
let distBeforePack = true;

/** The last commit, as a clone of it has it, with the working tree's node_modules linked in. */
function checkOutHead(to: string): void {
  mkdirSync(to);
  const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], {
    cwd: ROOT,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', to], { input: archive });
  symlinkSync(join(ROOT, 'node_modules'), join(to, 'node_modules'), 'dir');
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'libportal-pack-'));
  const clone = join(workDir, 'clone');
  const out = join(workDir, 'out');
  mkdirSync(out);
  checkOutHead(clone);
  distBeforePack = existsSync(join(clone, 'dist'));
  // The environment of an `npm run` around this test would carry over (a dry run, say).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  await run('npm', ['pack', '--pack-destination', out], {
    cwd: clone,
    env,
    maxBuffer: 64 * 1024 * 1024,
    timeout: PACK_TIMEOUT_MS,
  });
  const [tarball] = readdirSync(out).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  packed = execFileSync('tar', ['-tzf', join(out, tarball)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((entry) => entry.replace(/^package\//, ''));
}, PACK_TIMEOUT_MS + 30_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Every file package.json's `exports` points at (import and types of each entry). */
function exportedFiles(): string[] {
  return Object.values(pkg.exports).flatMap((target) =>
    (typeof target === 'string' ? [target] : Object.values(target)).map((path) =>
      path.replace(/^\.\//, ''),
    ),
  );
}

describe('npm pack from a fresh clone', () => {
  it('starts from a tree with nothing built', () => {
    expect(distBeforePack).toBe(false);
  });

  it('holds every file the exports name: the entries, each element, their .d.ts, the manifest', () => {
    const files = exportedFiles();
    // The entries an app imports, named here too so a shrunken `exports` cannot pass unseen.
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/lib/index.js',
        'dist/lib/index.d.ts',
        'dist/lib/elements.js',
        'dist/lib/elements.d.ts',
        'dist/lib/widgets/search-box/element.js',
        'dist/lib/widgets/search-box/element.d.ts',
        'custom-elements.json',
      ]),
    );
    expect(files.filter((path) => !packed.includes(path))).toEqual([]);
    expect(packed).toContain(pkg.main.replace(/^\.\//, ''));
    expect(packed).toContain(pkg.types.replace(/^\.\//, ''));
  });

  it('holds the modules the entries import, not just the entries', () => {
    // One file per source module (vite.lib.config.ts): the core's and each widget's.
    expect(packed.filter((path) => path.startsWith('dist/lib/core/')).length).toBeGreaterThan(20);
    expect(packed).toContain('dist/lib/widgets/search-results/SearchResults.js');
  });

  it('ships nothing but the built library, the manifest and the usual files', () => {
    const allowed = /^(?:dist\/lib\/|custom-elements\.json$|package\.json$|README\.md$|LICENSE)/;
    expect(packed.filter((path) => !allowed.test(path))).toEqual([]);
    // No tests, stories or sources of the tree in the library.
    expect(
      packed.filter((path) => /\.(?:test|stories)\.|\.tsx?$/.test(path.replace(/\.d\.ts$/, ''))),
    ).toEqual([]);
  });
});
