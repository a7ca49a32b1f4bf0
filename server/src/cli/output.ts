/**
 * How a verb talks to its caller. Human lines go to stdout as they happen; with `--json` the
 * verb's one-line summary is the last line of stdout, so a script can `tail -n 1 | jq`.
 * A refusal is a CliError: its message goes to stderr and the process exits non-zero.
 */
import { cliIo } from './environment';

export class CliError extends Error {
  constructor(
    message: string,
    /** 2: the command line was wrong (usage); 1: the work failed. */
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

export interface Output {
  /** A line for a person (not printed with --json, where stdout is for the summary). */
  say(line: string): void;
  /** A warning (stderr, always). */
  warn(line: string): void;
  /** The verb's result: a JSON line with --json, else the human `text`. */
  summary(value: Record<string, unknown>, text: string): void;
  readonly json: boolean;
}

export function createOutput(json: boolean): Output {
  const io = cliIo();
  return {
    json,
    say: (line) => {
      if (!json) io.out(`${line}\n`);
    },
    warn: (line) => io.err(`${line}\n`),
    summary: (value, text) => io.out(`${json ? JSON.stringify(value) : text}\n`),
  };
}

/** A refusal listing every problem of the command line at once, so one edit fixes them all. */
export function problemsError(problems: readonly string[]): CliError {
  const message =
    problems.length === 1
      ? (problems[0] ?? '')
      : `${problems.length} problems:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`;
  return new CliError(message, 2);
}
