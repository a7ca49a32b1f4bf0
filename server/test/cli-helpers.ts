/**
 * Runs `libportal` verbs inside the test's process (runCli), on the test file's database, with
 * the environment the test gives and the output collected; `spawnCli` runs the real bin.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { IN_MEMORY, openDatabase, type DatabaseHandle } from '../src/db/client';
import { MemorySharedState } from '../src/instance-state';
import { runCli } from '../src/cli/program';
import { repoRoot } from '../src/paths';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** The last line of stdout, parsed (the --json summary). */
  summary: Record<string, unknown> & { ok?: boolean; error?: string };
}

function lastJsonLine(stdout: string) {
  const last = stdout.trimEnd().split('\n').pop() ?? '';
  try {
    return JSON.parse(last) as CliResult['summary'];
  } catch {
    return {};
  }
}

/** The verb `argv` on `handle` (never closed by the verb), with `env` as its environment. */
export async function cli(
  handle: DatabaseHandle | undefined,
  argv: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env: { PATH: process.env.PATH, ...env },
    io: { out: (text) => (stdout += text), err: (text) => (stderr += text), interactive: false },
    ...(handle && {
      open: async () => ({
        database: handle,
        shared: new MemorySharedState(),
        close: async () => {},
      }),
    }),
  });
  return { code, stdout, stderr, summary: lastJsonLine(stdout) };
}

/** An empty database, migrated, in memory: what `libportal` meets on a new server. */
export async function openEmptyDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: IN_MEMORY });
  await handle.migrate();
  return handle;
}

/** Organisations `codes` made through `libportal org create`, each named by its code. */
export async function createOrganizations(handle: DatabaseHandle, codes: string[]): Promise<void> {
  for (const code of codes) {
    await cli(handle, [
      'org',
      'create',
      '--code',
      code,
      '--name',
      code,
      '--timezone',
      'Asia/Shanghai',
    ]);
  }
}

export const binPath = join(repoRoot, 'bin', 'libportal.mjs');

/** The real command, as a person runs it (through the package's bin). */
export function spawnCli(
  argv: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [binPath, ...argv], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
