import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBooksCsv, repoRoot } from '../src/paths';

/**
 * A stranger's clone has nothing beside it: every file the product, its tests and its benches
 * read must be inside the repository. The team's folder next to the checkout is named here
 * only through a pattern, so this file does not match itself.
 */
const SIBLING = `..${'/'}shared`;
const READS_SIBLING = new RegExp(
  [
    // a path string to the sibling folder, however deep (but not our own instance-state folder)
    String.raw`\.\./(?:\.\./)*shared(?:/|['"\x60]|$)`,
    // path segments joined in code: join(root, '..', then the folder's name)
    String.raw`['"]\.\.['"]\s*,\s*['"]shared['"]`,
  ].join('|'),
);

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((path) => /\.(?:[cm]?[jt]sx?|json|html|vue|sh|yml|yaml)$|(?:^|\/)run$/.test(path))
    .filter((path) => path !== 'package-lock.json');
}

describe('the repository is self-contained', () => {
  it(`no tracked source, test, bench or script names ${SIBLING}`, () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((path) => {
      const full = join(repoRoot, path);
      return existsSync(full) && READS_SIBLING.test(readFileSync(full, 'utf8'));
    });
    expect(offenders).toEqual([]);
  });

  it('the pattern recognises the ways a path to the sibling folder is written', () => {
    expect(READS_SIBLING.test(`join(repoRoot, '..', '${'shared'}', 'data')`)).toBe(true);
    expect(READS_SIBLING.test(`"${SIBLING}/data/goodbooks-10k/books.csv"`)).toBe(true);
    expect(READS_SIBLING.test(`'../${SIBLING}/spec'`)).toBe(true);
    expect(READS_SIBLING.test(`'${SIBLING}'`)).toBe(true);
    expect(READS_SIBLING.test(`import { x } from './shared/x'`)).toBe(false);
    expect(READS_SIBLING.test(`import { x } from '../${'shared'}-state'`)).toBe(false);
  });

  it('the demo catalogue is committed with its licence', () => {
    expect(defaultBooksCsv.startsWith(repoRoot)).toBe(true);
    expect(statSync(defaultBooksCsv).size).toBeGreaterThan(3_000_000);
    const licence = readFileSync(join(defaultBooksCsv, '..', 'LICENSE'), 'utf8');
    expect(licence).toContain('Creative Commons Attribution-ShareAlike 4.0');
    const tracked = execFileSync('git', ['ls-files', 'server/data'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(tracked).toContain('goodbooks-10k/books.csv');
    expect(tracked).toContain('goodbooks-10k/LICENSE');
  });
});

describe('a fresh clone installs', () => {
  /**
   * `npm ci` refuses a lock that names an optional dependency without an entry of its own
   * ("Missing: … from lock file"). npm writes such a lock when the registry it used lacks some
   * platforms' builds (seen with unrs-resolver's bindings): the install here works, a clean
   * install anywhere fails. The entry for another platform's build is only a record; npm skips
   * it on install.
   */
  it('package-lock.json has an entry for every optional dependency it names', () => {
    const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        // Resolved like Node: beside the package, then in each node_modules above it.
        const candidates = [`${path ? `${path}/` : ''}node_modules/${name}`];
        let folder = path;
        while (folder.includes('node_modules/')) {
          folder = folder.slice(0, folder.lastIndexOf('node_modules/')).replace(/\/$/, '');
          candidates.push(`${folder ? `${folder}/` : ''}node_modules/${name}`);
        }
        if (!candidates.some((candidate) => candidate in lock.packages)) {
          missing.push(`${path || '(root)'} → ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
