#!/usr/bin/env node
// Runs every vitest project (unit, server, e2e) and ends with one plain summary line,
// "N passed, N failed, N skipped", that any CI can read.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTestTools } from './ensure-test-tools.mjs';

if (!ensureTestTools()) process.exit(1);

const folder = mkdtempSync(join(tmpdir(), 'libportal-tests-'));
const report = join(folder, 'report.json');
const flakyReport = join(folder, 'flaky.json');
const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--reporter=./scripts/flaky-reporter.mjs',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
const run = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, LIBPORTAL_FLAKY_REPORT: flakyReport },
});

let summary = null;
try {
  summary = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  console.error('libportal: vitest wrote no report');
}
if (summary) {
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(
    `${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`,
  );
}
let flaky = [];
try {
  flaky = JSON.parse(readFileSync(flakyReport, 'utf8'));
} catch {
  // No run, or a run without retries.
}
if (flaky.length > 0) {
  console.log(`${flaky.length} passed only on their retry (a race to fix):`);
  for (const name of flaky) console.log(`  ${name}`);
}
process.exit(run.status ?? 1);
