import { inject } from 'vitest';
import { startServer, type RunningServer } from './server';

/**
 * A server of a test file's own (its own data to change, or settings read at start), on a
 * copy of the run's seeded data folder (global-setup.ts) rather than a seed of its own.
 */
export function startOwnServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  return startServer(extraEnv, { seededFrom: inject('seededDataDir') });
}
