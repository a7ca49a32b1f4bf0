import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  bareImportsOf,
  compareVersions,
  elementsOf,
  nodeFloor,
} from '../../scripts/package-lib.mjs';

// What `npm publish ./dist/package` would send, as tests/package/pack-setup.ts packed it from
// a fresh checkout of the last commit.
const ROOT = new URL('../../', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8')) as {
  modules: unknown[];
};
const elements = elementsOf(manifest);
/** Packages only the reference server uses: an app installing the widgets must not get them. */
const SERVER_ONLY = [
  'fastify',
  'drizzle-orm',
  'pg',
  'pdf-lib',
  'jszip',
  '@extractus/feed-extractor',
  'request-filtering-agent',
  'ipaddr.js',
  'sharp',
];

interface PackedManifest {
  name: string;
  license: string;
  main: string;
  types: string;
  engines: { node: string };
  exports: Record<string, string | { types: string; import: string }>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  bin?: unknown;
  scripts?: unknown;
  devDependencies?: unknown;
}

let unpacked = '';
let packed: string[] = [];
let pkg: PackedManifest;

beforeAll(() => {
  unpacked = mkdtempSync(join(tmpdir(), 'libportal-unpacked-'));
  execFileSync('tar', ['-xzf', inject('libportalTarball'), '-C', unpacked]);
  packed = readdirSync(join(unpacked, 'package'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(join(unpacked, 'package/').length));
  pkg = JSON.parse(readFileSync(join(unpacked, 'package/package.json'), 'utf8'));
});

afterAll(() => {
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
});

const inPackage = (path: string) => join(unpacked, 'package', path);

describe('the npm package, packed from a fresh clone', () => {
  it('is built by the clone itself (nothing was built in the checkout)', () => {
    expect(inject('libportalDistBeforeBuild')).toBe(false);
  });

  it('holds every file the exports name: the entries, each element, their .d.ts, the manifest', () => {
    const files = Object.values(pkg.exports).flatMap((target) =>
      (typeof target === 'string' ? [target] : Object.values(target)).map((path) =>
        path.replace(/^\.\//, ''),
      ),
    );
    // Named here too, so that a shrunken `exports` cannot pass unseen.
    expect(files).toEqual(
      expect.arrayContaining([
        'lib/index.js',
        'lib/index.d.ts',
        'lib/elements.js',
        'lib/elements.d.ts',
        'lib/widgets/search-box/element.js',
        'lib/widgets/search-box/element.d.ts',
        'custom-elements.json',
      ]),
    );
    expect(files.filter((path) => !packed.includes(path))).toEqual([]);
    expect(packed).toContain(pkg.main.replace(/^\.\//, ''));
    expect(packed).toContain(pkg.types.replace(/^\.\//, ''));
  });

  it('has an entry of its own for every element of the manifest', () => {
    expect(elements.length).toBeGreaterThanOrEqual(52);
    const entries = Object.keys(pkg.exports).filter((key) => key.startsWith('./elements/'));
    expect(entries.sort()).toEqual(
      elements.map((element) => `./elements/${element.widget}`).sort(),
    );
  });

  it('ships the built library and nothing else: no source maps, fixtures, stories or tests', () => {
    const allowed =
      /^(?:lib\/.+\.(?:js|d\.ts)$|custom-elements\.json$|package\.json$|README\.md$|LICENSE$)/;
    expect(packed.filter((path) => !allowed.test(path))).toEqual([]);
    expect(
      packed.filter((path) => /\.map$|fixtures|stories|\.test\.|testSetup|test-setup/.test(path)),
    ).toEqual([]);
    // About one .js and one .d.ts per module of the library (1,005 with the staff kit); 1,665
    // files when maps and the test fixtures' types were shipped. The lines above are the
    // guard; this one catches a tarball that suddenly ships a build's assets in bulk.
    expect(packed.length).toBeLessThan(1300);
    expect(packed.filter((path) => path.startsWith('lib/core/')).length).toBeGreaterThan(20);
    expect(packed).toContain('lib/widgets/search-results/SearchResults.js');
  });

  it('carries the MIT licence its package.json names', () => {
    expect(pkg.license).toBe('MIT');
    const licence = readFileSync(inPackage('LICENSE'), 'utf8');
    expect(licence).toMatch(/^MIT License/);
    expect(licence).toContain('Copyright (c) 2026 libportal contributors');
  });

  it('depends on exactly the packages its code and types import, and on no server package', () => {
    const shipped = packed
      .filter((path) => /\.(?:js|d\.ts)$/.test(path))
      .map((path) => inPackage(path));
    const imported = bareImportsOf(shipped);
    const peers = Object.keys(pkg.peerDependencies);
    expect(peers.sort()).toEqual(['react', 'react-dom']);
    expect(Object.keys(pkg.dependencies).sort()).toEqual(
      imported.filter((name) => !peers.includes(name)),
    );
    expect(Object.keys(pkg.dependencies).filter((name) => SERVER_ONLY.includes(name))).toEqual([]);
    // What the server needs stays in the repository's own install.
    const repository = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(SERVER_ONLY.filter((name) => !repository.dependencies[name])).toEqual([]);
  });

  it('asks for the Node version its dependencies ask for', () => {
    const floor = nodeFloor(pkg.engines.node) ?? [0, 0, 0];
    for (const name of Object.keys(pkg.dependencies)) {
      const range = (
        JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
          engines?: { node?: string };
        }
      ).engines?.node;
      const needed = range ? nodeFloor(range) : null;
      if (needed)
        expect(compareVersions(floor, needed), `${name} needs ${range}`).toBeGreaterThanOrEqual(0);
    }
    // i18next 27 and react-i18next 18 say Node ≥ 22.
    expect(floor[0]).toBeGreaterThanOrEqual(22);
  });

  it('is a library, not the server: no command, scripts or dev dependencies', () => {
    expect(pkg.name).toBe('libportal');
    expect(pkg.bin).toBeUndefined();
    expect(pkg.scripts).toBeUndefined();
    expect(pkg.devDependencies).toBeUndefined();
  });

  it('types every element of the manifest in HTMLElementTagNameMap, loaded by every entry', () => {
    const declaration = readFileSync(inPackage('lib/html-elements.d.ts'), 'utf8');
    const tagMap = /interface HTMLElementTagNameMap \{([^}]*)\}/.exec(declaration)?.[1] ?? '';
    const tags = [...tagMap.matchAll(/"(lp-[a-z0-9-]+)":/g)].map((match) => match[1]);
    expect(tags.sort()).toEqual(elements.map((element) => element.tag).sort());
    for (const target of Object.values(pkg.exports)) {
      if (typeof target === 'string') continue;
      expect(readFileSync(inPackage(target.types), 'utf8'), target.types).toMatch(
        /^\/\/\/ <reference path="(?:\.\.\/)*(?:\.\/)?html-elements\.d\.ts" \/>/,
      );
    }
  });

  it('ships a manifest whose modules point at shipped files', () => {
    const shipped = JSON.parse(readFileSync(inPackage('custom-elements.json'), 'utf8')) as {
      modules: { path: string }[];
    };
    expect(shipped.modules.length).toBe(manifest.modules.length);
    expect(shipped.modules.filter((module) => !packed.includes(module.path))).toEqual([]);
  });
});
