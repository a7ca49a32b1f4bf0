/** The server project's run-wide folder of seeded database snapshots (seeded-snapshots.ts). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'libportal-seeds-'));
  project.provide('seedSnapshotDir', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
