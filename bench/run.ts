import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { benchBundleSize } from './bundle-size';
import { benchLighthouse } from './lighthouse';
import { benchSearchScale, searchScaleOptions } from './search-scale';
import { benchServer } from './server-latency';

// `npm run bench`: every benchmark prints its figures; targets live here, not in tests.
if (!existsSync('dist/embed/.vite/manifest.json') || !existsSync('dist/portal/index.html')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The preact/compat build exists only for the size comparison.
const preact = spawnSync('npm', ['run', '--silent', 'build:embed-preact'], { stdio: 'ignore' });
if (preact.status !== 0) console.warn('the preact/compat comparison build failed');
benchBundleSize();
await benchServer(benchLighthouse);
// `npm run bench -- --sizes 10000,100000 --db postgres`: only some of the catalogue sizes.
await benchSearchScale(searchScaleOptions(process.argv.slice(2)));
