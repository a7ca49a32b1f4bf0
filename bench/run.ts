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
// The embed on React DOM exists only for the size comparison.
const react = spawnSync('npm', ['run', '--silent', 'build:embed-react'], { stdio: 'ignore' });
if (react.status !== 0) console.warn('the React DOM comparison build failed');
benchBundleSize();
await benchServer(benchLighthouse);
// `npm run bench -- --sizes 10000,100000 --db postgres`: only some of the catalogue sizes.
await benchSearchScale(searchScaleOptions(process.argv.slice(2)));
