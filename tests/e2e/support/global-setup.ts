import type { TestProject } from 'vitest/node';
import { freePort, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    /** The switch of the server's book-info (rating) emulation: POST {mode: 'up' | 'down' | 'slow'}. */
    bookInfoControlUrl: string;
  }
}

/**
 * One real server (fresh embedded database, demo seed) for every browser test file: starting
 * it costs ~10 s, so the files share it instead of each seeding their own.
 */
export default async function setup(project: TestProject) {
  // The rating service emulation gets a known port and its test switch, so a journey can
  // take the service down and prove the detail page does without it.
  const bookInfoPort = await freePort();
  const server = await startServer({
    BOOK_INFO_PORT: String(bookInfoPort),
    BOOK_INFO_CONTROL: '1',
  });
  console.log(`e2e: cold server start to first answer: ${server.startupMs} ms`);
  project.provide('serverUrl', server.url);
  project.provide('bookInfoControlUrl', `http://127.0.0.1:${bookInfoPort}/__control`);
  return async () => {
    await server.stop();
  };
}
