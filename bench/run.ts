import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { accountScaleOptions, benchAccountScale } from './account-scale';
import { aiEvalCopies, benchAiEval } from './ai-eval';
import { benchAssignmentsScale } from './assignments-scale';
import { benchBundleSize } from './bundle-size';
import { benchCatalogueImport, catalogueImportOptions } from './catalogue-import';
import { benchDesk, deskBenchOptions } from './desk';
import { benchLighthouse } from './lighthouse';
import { benchLoginFlood } from './login-flood';
import { benchReadingStatsScale, readingStatsScaleOptions } from './reading-stats-scale';
import { benchSearchScale, searchScaleOptions } from './search-scale';
import { benchServer } from './server-latency';
import { benchSessions } from './sessions';

const argv = process.argv.slice(2);
// `npm run bench -- --only login-flood`: one benchmark (e.g. to compare two builds of it).
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
const runs = (name: string) => only === undefined || only === name;

// `npm run bench`: every benchmark prints its figures; targets live here, not in tests.
if (!existsSync('dist/embed/.vite/manifest.json') || !existsSync('dist/portal/index.html')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (runs('bundle-size')) {
  // The embed on React DOM exists only for the size comparison.
  const react = spawnSync('npm', ['run', '--silent', 'build:embed-react'], { stdio: 'ignore' });
  if (react.status !== 0) console.warn('the React DOM comparison build failed');
  benchBundleSize();
}
if (runs('server')) await benchServer(benchLighthouse);
if (runs('login-flood')) await benchLoginFlood();
if (runs('sessions')) await benchSessions();
// `npm run bench -- --sizes 10000,100000 --db postgres`: only some of the catalogue sizes.
if (runs('search-scale')) await benchSearchScale(searchScaleOptions(argv));
// `npm run bench -- --only account-scale --readers 10000,100000`: the reader accounts at scale.
if (runs('account-scale')) await benchAccountScale(accountScaleOptions(argv));
// `npm run bench -- --only reading-stats-scale --stat-readers 100000 --stat-loans 10000000`: portrait and rankings.
if (runs('reading-stats-scale')) await benchReadingStatsScale(readingStatsScaleOptions(argv));
// `npm run bench -- --only ai-eval`: the AI librarian's evaluation set, share correct per intent and p95
// (`--ai-copies 1000000`: against the demo grown to a catalogue of that many copies).
if (runs('ai-eval')) await benchAiEval(aiEvalCopies(argv));
// `DATABASE_URL=postgres://…/hwbench npm run bench -- --only assignments-scale`: 40 classes × 50 students sit one exam.
if (runs('assignments-scale')) await benchAssignmentsScale();
// `npm run bench -- --only catalogue-import --import-records 100000 --db postgres`: a MARC catalogue
// imported, then imported again; time, records/s and peak RSS.
if (runs('catalogue-import')) await benchCatalogueImport(catalogueImportOptions(argv));
// `npm run bench -- --only desk --desk-readers 100000 --desk-copies 1000000`: the librarian's desk,
// scan → answer p95 on PostgreSQL.
if (runs('desk')) await benchDesk(deskBenchOptions(argv));
