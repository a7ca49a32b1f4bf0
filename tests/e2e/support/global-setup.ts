import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
  }
}

/**
 * One real server (fresh embedded database, demo seed) for every browser test file: starting
 * it costs ~10 s, so the files share it instead of each seeding their own.
 */
export default async function setup(project: TestProject) {
  const server = await startServer();
  console.log(`e2e: cold server start to first answer: ${server.startupMs} ms`);
  project.provide('serverUrl', server.url);
  return async () => {
    await server.stop();
  };
}
