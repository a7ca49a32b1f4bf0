import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { benchBundleSize } from './bundle-size';
import { benchServer } from './server-latency';

// `npm run bench`: every benchmark prints its figures; targets live here, not in tests.
if (!existsSync('dist/embed/.vite/manifest.json') || !existsSync('dist/portal/index.html')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
benchBundleSize();
await benchServer();
