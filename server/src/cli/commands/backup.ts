/**
 * `libportal backup FILE`: the whole database in pg_dump's custom format, one consistent
 * snapshot taken while the server runs. The database holds everything a restored server needs
 * but a few environment variables: the login and token keys (server_secret), uploaded files
 * (table file), SSO secrets' hashes, every reader and loan.
 */
import type { Command } from 'commander';
import { open, rm, stat } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { cliEnv } from '../environment';
import { CliError, createOutput } from '../output';
import {
  connectionFor,
  findPgTool,
  requirePostgres,
  runPgTool,
  secretVariables,
} from '../backup/pg-tools';

interface BackupOptions {
  json?: boolean;
}

/** Creates `path` (never over an existing file: yesterday's backup) readable by its owner only. */
async function createPrivateFile(path: string) {
  try {
    return await open(path, 'wx', 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'EEXIST' ? `${path} exists; give a new file name` : `cannot create ${path}: ${code}`,
    );
  }
}

/** The dump's table-data entries, read back by pg_restore: the file is whole and readable. */
async function tablesInDump(path: string, env: NodeJS.ProcessEnv): Promise<number> {
  const listing = new PassThrough();
  let text = '';
  listing.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const run = await runPgTool(findPgTool('pg_restore', env), ['--list', path], {}, listing);
  if (run.code !== 0) throw new CliError(`the backup cannot be read back: ${run.stderr}`);
  return text.split('\n').filter((line) => / TABLE DATA /.test(line)).length;
}

async function backup(file: string, options: BackupOptions) {
  const output = createOutput(Boolean(options.json));
  const env = cliEnv();
  const url = requirePostgres(env, 'backup');
  const pgDump = findPgTool('pg_dump', env);
  const connection = connectionFor(url);
  const handle = await createPrivateFile(file);
  let run;
  try {
    const stream = handle.createWriteStream();
    run = await runPgTool(
      pgDump,
      ['--format=custom', '--compress=6', `--dbname=${connection.dbname}`],
      connection.env,
      stream,
    );
    await new Promise((resolve) => stream.end(resolve));
  } finally {
    await handle.close().catch(() => undefined);
  }
  if (run.code !== 0) {
    await rm(file, { force: true });
    throw new CliError(`pg_dump failed (nothing kept): ${run.stderr}`);
  }
  const tables = await tablesInDump(file, env);
  const { size } = await stat(file);
  const secrets = secretVariables(env);
  output.say(`backed up ${tables} tables to ${file} (${size} bytes, mode 600)`);
  output.say(
    'it holds the login and token keys, uploaded files and every record; keep it as safe as ' +
      'the database itself',
  );
  output.say(
    secrets.length > 0
      ? `keep these environment variables with it (a restored server needs the same values): ${secrets.join(', ')}`
      : 'no secret environment variables are set (PAYMENT_SECRET, DESK_SECRET_*, SSO_SECRET_*, LIBPORTAL_AI_API_KEY)',
  );
  output.summary(
    { ok: true, file, bytes: size, tables, environmentToKeep: secrets },
    `backup complete: ${file}`,
  );
}

export function registerBackup(program: Command): void {
  program
    .command('backup')
    .description(
      "Back up the PostgreSQL database (DATABASE_URL) to FILE in pg_dump's custom format, " +
        'while the server runs. (PGlite: stop the server and copy DATA_DIR.)',
    )
    .argument('<file>', 'a new file (mode 600)')
    .option('--json', 'print a one-line JSON summary as the last line')
    .action(backup);
}
