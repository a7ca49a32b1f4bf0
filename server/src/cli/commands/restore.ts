/**
 * `libportal restore FILE`: a backup into an empty database (create it first, as the owner
 * the server connects as). Never into one with tables: a restore over live data would mix two
 * libraries' records, so that is refused whatever it holds.
 */
import type { Command } from 'commander';
import { access } from 'node:fs/promises';
import { cliEnv } from '../environment';
import { CliError, createOutput } from '../output';
import { appliedMigrations, countRelations, countTables, withPostgres } from '../backup/database';
import { connectionFor, findPgTool, requirePostgres, runPgTool } from '../backup/pg-tools';

interface RestoreOptions {
  json?: boolean;
}

async function restore(file: string, options: RestoreOptions) {
  const output = createOutput(Boolean(options.json));
  const env = cliEnv();
  const url = requirePostgres(env, 'restore');
  const pgRestore = findPgTool('pg_restore', env);
  await access(file).catch(() => {
    throw new CliError(`cannot read ${file}`);
  });
  const relations = await withPostgres(url, countRelations);
  if (relations > 0) {
    throw new CliError(
      `the database of DATABASE_URL is not empty (${relations} tables, views or sequences): ` +
        'restore into a new, empty database (createdb …) and point DATABASE_URL at it',
    );
  }
  const connection = connectionFor(url);
  const run = await runPgTool(
    pgRestore,
    [
      // One transaction: a failed restore leaves the database empty, ready for another try.
      '--single-transaction',
      '--exit-on-error',
      // The owner is whoever restores (the server's own user), whatever it was before.
      '--no-owner',
      '--no-privileges',
      `--dbname=${connection.dbname}`,
      file,
    ],
    connection.env,
  );
  if (run.code !== 0) throw new CliError(`pg_restore failed (nothing restored): ${run.stderr}`);
  const { tables, migrations } = await withPostgres(url, async (client) => ({
    tables: await countTables(client),
    migrations: await appliedMigrations(client),
  }));
  output.say(`restored ${tables} tables from ${file} (${migrations} migrations recorded)`);
  output.say(
    'start the server on this DATABASE_URL (it applies any newer migrations), with the ' +
      'secret environment variables the backup was made with; then run libportal check',
  );
  output.summary({ ok: true, file, tables, migrations }, 'restore complete');
}

export function registerRestore(program: Command): void {
  program
    .command('restore')
    .description('Restore a backup (libportal backup) into the empty database of DATABASE_URL.')
    .argument('<file>', 'a file made by libportal backup')
    .option('--json', 'print a one-line JSON summary as the last line')
    .action(restore);
}
