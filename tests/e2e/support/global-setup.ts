import type { TestProject } from 'vitest/node';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, seedDataDir, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    /** The switch of the server's book-info (rating) emulation: POST {mode: 'up' | 'down' | 'slow'}. */
    bookInfoControlUrl: string;
    /** A data folder with the demo seeded, copied by each server a file starts (own-server.ts). */
    seededDataDir: string;
    /** Where the run keeps the readers' sessions on the shared server (session.ts). */
    sessionDir: string;
  }
}

/**
 * One real server (fresh embedded database, demo seed) for every browser test file: starting
 * it costs ~10 s, so the files share it instead of each seeding their own. The demo is seeded
 * once, in a folder every server of the run starts on a copy of (seeding is most of a start).
 */
export default async function setup(project: TestProject) {
  // The rating service emulation gets a known port and its test switch, so a journey can
  // take the service down and prove the detail page does without it.
  const bookInfoPort = await freePort();
  const seedStarted = Date.now();
  const seeded = await seedDataDir();
  console.log(`e2e: demo seeded by a cold server in ${Date.now() - seedStarted} ms`);
  const server = await startServer(
    { BOOK_INFO_PORT: String(bookInfoPort), BOOK_INFO_CONTROL: '1' },
    { seededFrom: seeded },
  );
  console.log(`e2e: server start on a copy of it to first answer: ${server.startupMs} ms`);
  project.provide('serverUrl', server.url);
  project.provide('bookInfoControlUrl', `http://127.0.0.1:${bookInfoPort}/__control`);
  project.provide('seededDataDir', seeded);
  const sessions = await mkdtemp(join(tmpdir(), 'libportal-e2e-sessions-'));
  project.provide('sessionDir', sessions);
  return async () => {
    await server.stop();
    await rm(seeded, { recursive: true, force: true });
    await rm(sessions, { recursive: true, force: true });
  };
}
