#!/usr/bin/env node
// Runs every vitest project (unit, server, e2e) and ends with one plain summary line,
// "N passed, N failed, N skipped", that any CI can read.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTestTools } from './ensure-test-tools.mjs';

if (!ensureTestTools()) process.exit(1);

const report = join(mkdtempSync(join(tmpdir(), 'libportal-tests-')), 'report.json');
const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
const run = spawnSync('npx', args, { stdio: 'inherit' });

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
process.exit(run.status ?? 1);
