/**
 * A password typed at the terminal, not echoed. node:readline does the line editing
 * (backspace, Ctrl-U) and Ctrl-C; its output goes through a stream that lets the question
 * through and swallows the echo of what is typed. A library (@inquirer/password) would do the
 * same, but its current major needs Node 22 and this one is 30 lines.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { CliError } from './output';

export async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  // Prompts go to stderr: stdout is for the verb's result (and --json's summary).
  const reader = createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve, reject) => {
      reader.on('SIGINT', () => reject(new CliError('cancelled', 1)));
      reader.on('close', () => reject(new CliError('cancelled', 1)));
      reader.question(question, (answer) => {
        process.stderr.write('\n');
        resolve(answer);
      });
      muted = true;
    });
  } finally {
    reader.removeAllListeners('close');
    reader.close();
  }
}
