/**
 * A progress bar for a verb that reads a large file, drawn only when a person watches: stdout
 * is a terminal and --json is off (a script's stdout stays its summary). cli-progress draws it:
 * it redraws at most ten times a second however often it is told, fits the terminal's width
 * and restores the cursor, which a hand-made `\r` line would each have to redo.
 */
import { Presets, SingleBar } from 'cli-progress';

export interface Progress {
  /** `done` of `total` units (bytes), with the records read so far. */
  update(done: number, records: number): void;
  stop(): void;
}

const silent: Progress = { update: () => undefined, stop: () => undefined };

export function startProgress(options: {
  json: boolean;
  total: number;
  label: string;
  stream?: NodeJS.WriteStream;
}): Progress {
  const stream = options.stream ?? process.stdout;
  if (options.json || !stream.isTTY) return silent;
  const bar = new SingleBar(
    {
      format: `${options.label} {bar} {percentage}% | {records} records | {rate}/s | {duration_formatted}`,
      stream,
      hideCursor: true,
      barsize: 30,
    },
    Presets.shades_classic,
  );
  const started = Date.now();
  bar.start(Math.max(options.total, 1), 0, { records: 0, rate: 0 });
  return {
    update: (done, records) => {
      const seconds = (Date.now() - started) / 1000;
      bar.update(done, { records, rate: seconds > 0 ? Math.round(records / seconds) : 0 });
    },
    stop: () => bar.stop(),
  };
}
