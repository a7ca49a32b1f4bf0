/**
 * `libportal check`: is this configuration fit to serve readers? The environment's settings
 * (as the server parses them), PUBLIC_URL, the database reachable and migrated, Redis
 * reachable when named. Reads only: it applies no migration and creates nothing. Exit 1 with
 * the list of problems.
 */
import type { Command } from 'commander';
import { resolve } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { configurationChecks, orphanSecretNames } from '../check/configuration';
import {
  CONNECT_TIMEOUT_MS,
  migrationsCheck,
  organizationCodes,
  redisCheck,
  serverSecretCheck,
} from '../check/services';
import type { CheckResult } from '../check/types';
import { cliEnv, setCliExitCode } from '../environment';
import { createOutput } from '../output';

interface CheckOptions {
  json?: boolean;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer from ${what} in ${CONNECT_TIMEOUT_MS / 1000} s`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** drizzle wraps a driver's error ("Failed query: …"); the driver's says what went wrong. */
function messageOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

async function databaseChecks(env: NodeJS.ProcessEnv): Promise<CheckResult[]> {
  const name = 'database';
  let handle: DatabaseHandle;
  try {
    const opening = openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : undefined,
    });
    // A server across the network may not answer at all; PGlite is a local folder, whose
    // start-up takes seconds on a busy machine and always ends.
    handle = env.DATABASE_URL ? await withTimeout(opening, 'the database') : await opening;
  } catch (error) {
    return [{ name, ok: false, detail: `unreachable: ${messageOf(error)}` }];
  }
  try {
    const results: CheckResult[] = [
      {
        name,
        ok: true,
        detail:
          handle.kind === 'postgres'
            ? 'PostgreSQL (DATABASE_URL) reachable'
            : 'PGlite in DATA_DIR (one process at a time: stop the server before other verbs)',
      },
      await migrationsCheck(handle),
    ];
    if (!results.every((result) => result.ok)) return results;
    results.push(await serverSecretCheck(handle));
    const orphans = orphanSecretNames(env, await organizationCodes(handle));
    results.push(
      orphans.length > 0
        ? {
            name: 'secrets per organisation',
            ok: false,
            detail: `${orphans.join(', ')} name no organisation`,
          }
        : { name: 'secrets per organisation', ok: true, detail: 'each names an organisation' },
    );
    return results;
  } catch (error) {
    return [{ name, ok: false, detail: messageOf(error) }];
  } finally {
    await handle.close();
  }
}

async function check(options: CheckOptions) {
  const output = createOutput(Boolean(options.json));
  const env = cliEnv();
  const results = [
    ...configurationChecks(env),
    ...(await databaseChecks(env)),
    await redisCheck(env.REDIS_URL),
  ];
  for (const result of results) {
    output.say(`${result.ok ? 'ok     ' : 'PROBLEM'}  ${result.name}: ${result.detail}`);
  }
  const problems = results.filter((result) => !result.ok);
  output.summary(
    {
      ok: problems.length === 0,
      problems: problems.map((result) => `${result.name}: ${result.detail}`),
      checks: results,
    },
    problems.length === 0
      ? 'configuration ready'
      : `${problems.length} problem${problems.length === 1 ? '' : 's'}`,
  );
  if (problems.length > 0) setCliExitCode(1);
}

export function registerCheck(program: Command): void {
  program
    .command('check')
    .description(
      'Check the configuration: settings and secrets, PUBLIC_URL, the database reachable and ' +
        'migrated, Redis reachable (REDIS_URL). Changes nothing; exit 1 with the problems.',
    )
    .option('--json', 'print a one-line JSON summary as the last line')
    .action(check);
}
