import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

// The npm package as a registry would receive it, made once for every file of the `package`
// project: the last commit is checked out into a temporary folder (what a clone gets: the
// working tree's edits, and other engineers' files not committed yet, stay out),
// node_modules linked in, the library built and assembled (`npm run build:lib`), and
// dist/package packed with `npm pack`.
const ROOT = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);
/** The library's build on 2 busy cores; well under this when the machine is idle. */
const PACK_TIMEOUT_MS = 300_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed tarball, libportal-<version>.tgz. */
    libportalTarball: string;
    /** Whether the fresh checkout already had a dist/ before the build (it must not). */
    libportalDistBeforeBuild: boolean;
  }
}

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'libportal-pack-'));
  const clone = join(workDir, 'clone');
  const out = join(workDir, 'out');
  mkdirSync(clone);
  mkdirSync(out);
  const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], {
    cwd: ROOT,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', clone], { input: archive });
  symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
  const distBeforeBuild = existsSync(join(clone, 'dist'));
  // The environment of an `npm run` around this test would carry over (a dry run, say).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  const options = { cwd: clone, env, maxBuffer: 64 * 1024 * 1024, timeout: PACK_TIMEOUT_MS };
  await run('npm', ['run', 'build:lib'], options);
  await run('npm', ['pack', './dist/package', '--pack-destination', out], options);
  const [tarball] = readdirSync(out).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  project.provide('libportalTarball', join(out, tarball));
  project.provide('libportalDistBeforeBuild', distBeforeBuild);
  return () => rmSync(workDir, { recursive: true, force: true });
}
