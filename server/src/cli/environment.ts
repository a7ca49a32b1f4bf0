/**
 * The CLI reads the same environment as the server (docs/deploy.md): DATABASE_URL (PostgreSQL;
 * without it the PGlite database in DATA_DIR, default <repo>/.data) and REDIS_URL (so that
 * running servers hear of what a verb changed, e.g. imported titles for search).
 *
 * A test runs verbs in its own process (`runCli(argv, overrides)`): the overrides travel with
 * that call through AsyncLocalStorage, so every verb — whoever wrote it — that calls
 * `openCliEnvironment()`, `cliEnv()` or `cliIo()` gets the test's database, environment and
 * output, while the real command keeps process.env and the process's streams.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { resolve } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { openSharedState, type SharedState } from '../instance-state';

export interface CliEnvironment {
  database: DatabaseHandle;
  shared: SharedState;
  close(): Promise<void>;
}

export interface CliOpenOptions {
  /**
   * Apply the migrations first (default true), as the server does at start-up. `check` and
   * `restore` say false: one reports pending migrations, the other needs the database empty.
   */
  migrate?: boolean;
}

/** Where a verb's text goes: the process's stdout and stderr, or a test's collectors. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** The terminal to prompt on, when there is one (never in a test, never with a pipe). */
  readonly interactive: boolean;
}

export interface CliOverrides {
  env?: NodeJS.ProcessEnv;
  io?: CliIo;
  /** Hands the verbs this environment instead of opening one (its close() is the caller's). */
  open?: (options: CliOpenOptions) => Promise<CliEnvironment>;
}

/** One run of the command: its overrides, and the exit code a verb asked for without failing. */
interface CliRun extends CliOverrides {
  exitCode: number;
}

const overrides = new AsyncLocalStorage<CliRun>();

/** Runs `work` with these overrides visible to every verb it calls; gives the exit code asked for. */
export async function withCliOverrides<T>(
  value: CliOverrides,
  work: () => Promise<T>,
): Promise<{ value: T; exitCode: number }> {
  const run: CliRun = { ...value, exitCode: 0 };
  const result = await overrides.run(run, work);
  return { value: result, exitCode: run.exitCode };
}

/**
 * A verb that finished its work but not all of it (rows refused): exit 1 after the summary,
 * where a CliError would have printed a refusal instead.
 */
export function setCliExitCode(code: 0 | 1): void {
  const run = overrides.getStore();
  if (run) run.exitCode = code;
  else process.exitCode = code;
}

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  get interactive() {
    return Boolean(process.stdin.isTTY && process.stderr.isTTY);
  },
};

/** The environment the verbs read: the process's, or a test's. */
export const cliEnv = (): NodeJS.ProcessEnv => overrides.getStore()?.env ?? process.env;

export const cliIo = (): CliIo => overrides.getStore()?.io ?? processIo;

export async function openCliEnvironment(
  env: NodeJS.ProcessEnv = cliEnv(),
  options: CliOpenOptions = {},
): Promise<CliEnvironment> {
  const injected = overrides.getStore()?.open;
  if (injected) return injected(options);
  const shared = await openSharedState(env.REDIS_URL);
  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : undefined,
    });
  } catch (error) {
    await shared.close();
    throw error;
  }
  if (database.kind === 'pglite') {
    // PGlite takes no lock: a server and a verb writing the same folder at once corrupt it.
    cliIo().err('note: PGlite in DATA_DIR (no DATABASE_URL): the server must be stopped\n');
  }
  try {
    if (options.migrate !== false) await database.migrate();
  } catch (error) {
    await database.close();
    await shared.close();
    throw error;
  }
  return {
    database,
    shared,
    close: async () => {
      await shared.close();
      await database.close();
    },
  };
}

/** Opens the environment, runs `work` with it, and closes it whatever happens. */
export async function usingCliEnvironment<T>(
  work: (environment: CliEnvironment) => Promise<T>,
  options: CliOpenOptions = {},
): Promise<T> {
  const environment = await openCliEnvironment(cliEnv(), options);
  try {
    return await work(environment);
  } finally {
    await environment.close();
  }
}
