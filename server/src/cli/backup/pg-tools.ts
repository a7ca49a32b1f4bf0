/**
 * PostgreSQL's own dump and restore programs, which know every object the database holds
 * (the pg_trgm extension, generated columns, identity sequences) in a way no hand-written
 * export would. Found in LIBPORTAL_PG_BIN when set, else on PATH or in Debian's
 * /usr/lib/postgresql/<version>/bin (the newest first: pg_dump must be at least as new as the
 * server it dumps).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { CliError } from '../output';

export type PgTool = 'pg_dump' | 'pg_restore';

const DEBIAN_ROOT = '/usr/lib/postgresql';

function debianBinDirs(): string[] {
  if (!existsSync(DEBIAN_ROOT)) return [];
  return readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(DEBIAN_ROOT, version, 'bin'));
}

/** The program's path, or a CliError saying how to get it. */
export function findPgTool(tool: PgTool, env: NodeJS.ProcessEnv): string {
  // A directory named on purpose is the only place looked in: the operator chose the version.
  const dirs = env.LIBPORTAL_PG_BIN
    ? [env.LIBPORTAL_PG_BIN]
    : [...(env.PATH ?? '').split(delimiter).filter(Boolean), ...debianBinDirs()];
  for (const dir of dirs) {
    const path = join(dir, tool);
    if (existsSync(path)) return path;
  }
  throw new CliError(
    `${tool} not found: install PostgreSQL's client programs of the server's version or newer ` +
      '(Debian: apt-get install postgresql-client), or set LIBPORTAL_PG_BIN to their directory',
  );
}

/**
 * DATABASE_URL for the programs: the password goes in PGPASSWORD, so it is not on a command
 * line that `ps` shows to every user of the machine.
 */
export function connectionFor(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new CliError('DATABASE_URL is not a URL (postgres://user:password@host:5432/database)');
  }
  if (!/^postgres(ql)?:$/.test(url.protocol)) {
    throw new CliError('DATABASE_URL must be a postgres:// URL');
  }
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export interface ToolRun {
  code: number;
  stderr: string;
}

/** Runs the program, its stdout to `stdout` when given; its stderr kept for the message. */
export function runPgTool(
  path: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdout?: NodeJS.WritableStream,
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    // Kept bounded: a failing restore can print one line per object.
    child.stderr?.on('data', (chunk: string) => {
      if (stderr.length < 20_000) stderr += chunk;
    });
    if (stdout) child.stdout?.pipe(stdout);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stderr: stderr.trim() }));
  });
}

/** DATABASE_URL, required: PGlite's data is a folder, backed up by copying it while stopped. */
export function requirePostgres(env: NodeJS.ProcessEnv, verb: 'backup' | 'restore'): string {
  const url = env.DATABASE_URL;
  if (url) return url;
  throw new CliError(
    `${verb} works on PostgreSQL (DATABASE_URL). Without it the server runs on PGlite, whose ` +
      `data is the folder ${join(env.DATA_DIR ?? '.data', 'pglite')}: stop the server and copy ` +
      'that folder to back it up (and copy it back, stopped, to restore)',
    2,
  );
}

/**
 * The environment variables that hold secrets outside the database: a restored server needs
 * the same values (payments to the gateway, desks, schools' SSO, the AI provider). Only the
 * names are ever printed.
 */
export function secretVariables(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter((name) =>
      /^(PAYMENT_SECRET|LIBPORTAL_AI_API_KEY|DESK_SECRET_\w+|SSO_SECRET_\w+)$/.test(name),
    )
    .filter((name) => env[name])
    .sort();
}
