#!/usr/bin/env node
// The tests need two Debian packages npm cannot install: Chromium (the browser tests drive it)
// and yaz (its yaz-ztest is the SRU server copy cataloguing is tested against). On a fresh
// Debian machine, as root, install what is missing with apt-get; otherwise say what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Debian package → whether what the tests use from it is here. */
const TOOLS = {
  chromium: () => existsSync(CHROMIUM_PATH),
  yaz: () => onPath('yaz-ztest'),
};

export function ensureTestTools() {
  const missing = Object.keys(TOOLS).filter((name) => !TOOLS[name]());
  if (missing.length === 0) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`libportal: the tests need Debian's ${missing.join(' and ')}: install them.`);
    return false;
  }
  console.log(`libportal: installing ${missing.join(' and ')} with apt-get for the tests`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  return (
    run(['update', '-qq']) &&
    run(['install', '-y', '-qq', ...missing]) &&
    missing.every((name) => TOOLS[name]())
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureTestTools() ? 0 : 1);
}
