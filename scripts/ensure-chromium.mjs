#!/usr/bin/env node
// The browser tests drive Debian's Chromium (npm cannot install a browser here). On a fresh
// Debian machine, as root, install it with apt-get; otherwise say what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`libportal: ${CHROMIUM_PATH} is missing; install Debian's chromium package.`);
    return false;
  }
  console.log('libportal: installing Chromium with apt-get for the browser tests');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  return (
    run(['update', '-qq']) && run(['install', '-y', '-qq', 'chromium']) && existsSync(CHROMIUM_PATH)
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
