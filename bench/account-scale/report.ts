/** What the account bench prints: each size's figures, then how each call grows. */
import type { CallFigures } from './timing';

/** The target for every timed call, at every size (p95, milliseconds). */
export const TARGET_P95_MS = 30;

export interface SizeResult {
  readers: number;
  loans: number;
  figures: CallFigures[];
  /** EXPLAIN ANALYZE of each call over the target. */
  explains: string[];
  /** The machine's 1-minute load average when the timing ended. */
  load: number;
  wallMs: number;
}

const ms = (value: number) => value.toFixed(1).padStart(6);
const NAME_WIDTH = 34;

export function printSize(result: SizeResult) {
  console.log(
    `\n  ${result.readers.toLocaleString('en')} readers, ${result.loans.toLocaleString('en')} loans ` +
      `(run ${(result.wallMs / 1000).toFixed(0)} s, load average ${result.load.toFixed(1)}):`,
  );
  console.log(`    ${'call'.padEnd(NAME_WIDTH)}    p50     p95     max  samples  errors`);
  for (const f of result.figures) {
    const flag = f.p95 > TARGET_P95_MS ? `  OVER ${TARGET_P95_MS} ms` : '';
    console.log(
      `    ${f.name.padEnd(NAME_WIDTH)} ${ms(f.p50)}  ${ms(f.p95)}  ${ms(f.max)}  ${String(f.samples).padStart(7)}  ${String(f.errors).padStart(6)}${flag}`,
    );
    if (f.firstError) console.log(`      first error: ${f.firstError}`);
  }
  for (const explain of result.explains) console.log(explain);
}

/** p95 at each size side by side, and the ratio of the largest to the smallest. */
export function printGrowth(results: SizeResult[]) {
  if (results.length === 0) return;
  const first = results[0] as SizeResult;
  const last = results.at(-1) as SizeResult;
  const header = results.map((r) => `${(r.readers / 1000).toFixed(0)}k p95`.padStart(10)).join('');
  console.log(`\n  How p95 grows (target ≤ ${TARGET_P95_MS} ms):`);
  console.log(`    ${'call'.padEnd(NAME_WIDTH)}${header}     growth`);
  for (const [i, figure] of first.figures.entries()) {
    const cells = results.map((r) => `${ms(r.figures[i]?.p95 ?? NaN)} ms`.padStart(10)).join('');
    const growth = (last.figures[i]?.p95 ?? NaN) / figure.p95;
    console.log(`    ${figure.name.padEnd(NAME_WIDTH)}${cells}     ×${growth.toFixed(2)}`);
  }
  const over = results.flatMap((r) =>
    r.figures.filter((f) => f.p95 > TARGET_P95_MS).map((f) => `${f.name} at ${r.readers}`),
  );
  console.log(
    over.length ? `  Over the target: ${over.join('; ')}` : '  Every call within the target.',
  );
}
