#!/usr/bin/env node
// `npm start`: builds the portal and the embed bundle when they are missing or older than
// their sources, then runs the reference server (which loads the demo data on first start).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sources = Math.max(
  newestMtime(join(root, 'src')),
  newestMtime(join(root, 'index.html')),
  newestMtime(join(root, 'vite.config.ts')),
  newestMtime(join(root, 'vite.embed.config.ts')),
  newestMtime(join(root, 'vite.examples.config.ts')),
  newestMtime(join(root, 'examples')),
);

const builds = [
  // Written after the portal's index.html, by the same build: a dist built before the server
  // rendered visits has none, and is rebuilt.
  { output: 'dist/portal-ssr/prerender.js', script: 'build:portal' },
  { output: 'dist/embed/libportal.js', script: 'build:embed' },
  { output: 'dist/examples/react-app/index.html', script: 'build:examples' },
];

for (const { output, script } of builds) {
  const file = join(root, output);
  if (existsSync(file) && statSync(file).mtimeMs >= sources) continue;
  console.log(`libportal: ${output} is missing or stale, running npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The demo's emulated outside services, unless the environment says otherwise: the SMS outbox is
// readable (phone binding can be tried without a provider), and each demo organisation's desk
// gets a secret made for this run (cash payments are settled with `npm run desk`).
const demoEnv = { SMS_OUTBOX: process.env.SMS_OUTBOX ?? '1' };
for (const orgcode of ['YTKJ', 'DEMO2']) {
  const name = `DESK_SECRET_${orgcode}`;
  if (process.env[name]) continue;
  demoEnv[name] = randomBytes(24).toString('hex');
  console.log(
    `libportal: the desk of ${orgcode}: ${name}=${demoEnv[name]} npm run desk -- pending ${orgcode}`,
  );
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...demoEnv },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
