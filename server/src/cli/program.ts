/**
 * `libportal`: the command a school's operator sets up and keeps its portal with. Each verb
 * lives in commands/ and registers itself here; every verb has --help, exits non-zero with a
 * clear message on bad input, and with --json prints a one-line summary as stdout's last line
 * (a refusal too: `{"ok":false,"error":"…"}`, so a script reading the last line always gets
 * JSON).
 */
import { Command, CommanderError } from 'commander';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths';
import { registerCommands } from './commands';
import { cliIo, withCliOverrides, type CliOverrides } from './environment';
import { CliError } from './output';

function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** Commander's settings for the program and every verb under it. */
function configure(command: Command): Command {
  const io = cliIo();
  return (
    command
      .showHelpAfterError()
      // Throw instead of exiting, so runCli decides the exit code and tests can call it.
      .exitOverride()
      .configureOutput({ writeOut: io.out, writeErr: io.err })
  );
}

export function buildProgram(): Command {
  const program = configure(
    new Command('libportal')
      .description('Set up and run a libportal installation (reads the server environment).')
      .version(packageVersion()),
  );
  registerCommands(program);
  // Subcommands copy the settings of their parent only when created through it; verbs added
  // with addCommand() or groups made elsewhere get them here.
  const visit = (command: Command) => {
    for (const child of command.commands) {
      configure(child);
      visit(child);
    }
  };
  visit(program);
  return program;
}

function reportFailure(message: string, json: boolean) {
  const io = cliIo();
  io.err(`libportal: ${message}\n`);
  if (json) io.out(`${JSON.stringify({ ok: false, error: message })}\n`);
}

/** Parses argv, runs the verb, and gives the process's exit code. */
export async function runCli(
  argv: readonly string[],
  overrides: CliOverrides = {},
): Promise<number> {
  const run = await withCliOverrides(overrides, async () => {
    const json = argv.includes('--json');
    const program = buildProgram();
    try {
      await program.parseAsync([...argv], { from: 'user' });
      return 0;
    } catch (error) {
      if (error instanceof CommanderError) {
        // --help and --version end here with code 0; usage errors have printed their message.
        if (error.exitCode === 0) return 0;
        if (json) cliIo().out(`${JSON.stringify({ ok: false, error: error.message })}\n`);
        return 2;
      }
      if (error instanceof CliError) {
        reportFailure(error.message, json);
        return error.exitCode;
      }
      reportFailure(error instanceof Error ? error.message : String(error), json);
      return 1;
    }
  });
  return run.value !== 0 ? run.value : run.exitCode;
}
