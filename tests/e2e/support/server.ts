import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REPO_ROOT = new URL('../../../', import.meta.url).pathname;

export interface RunningServer {
  /** `http://localhost:PORT` */
  url: string;
  port: number;
  /** Milliseconds from spawning `server/src/main.ts` to the first answered request. */
  startupMs: number;
  logs: () => string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms`);
}

export interface StartOptions {
  /**
   * A data folder the demo is already seeded in (seedDataDir): the server starts on a copy of
   * it instead of seeding its own, which is most of a cold start.
   */
  seededFrom?: string;
}

/**
 * Starts the reference server exactly as `npm start` does (a fresh embedded database in a
 * temporary folder unless `extraEnv` names a DATABASE_URL, demo data seeded on first start),
 * serving the built portal and embed.
 */
export async function startServer(
  extraEnv: NodeJS.ProcessEnv = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'libportal-e2e-'));
  if (options.seededFrom) cpSync(options.seededFrom, dataDir, { recursive: true });
  const server = await spawnServer(dataDir, extraEnv);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A data folder with the demo (and the tests' own items) seeded, for startServer's
 * `seededFrom`: a server seeds it and is stopped, which closes the database cleanly.
 */
export async function seedDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'libportal-e2e-seeded-'));
  const server = await spawnServer(dataDir, {});
  await server.stop();
  return dataDir;
}

async function spawnServer(dataDir: string, extraEnv: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    // The tests' own seed items (a news item carrying hostile markup), never in a demo.
    LIBPORTAL_TEST_FIXTURES: '1',
  };
  // The embedded database unless the caller names a server (the several-instances test does).
  delete env.DATABASE_URL;
  Object.assign(env, extraEnv);
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  const startupMs = Date.now() - started;
  return {
    url,
    port,
    startupMs,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
