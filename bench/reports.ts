/**
 * The library's reports at the desk bench's scale: PostgreSQL with 100,000 readers, 1,000,000
 * copies and 1.3 million loans (bench/desk.ts generates them), each report over the last year
 * timed through the real server as a librarian, then its statements' plans printed (EXPLAIN
 * ANALYZE), to see which indexes they use.
 *
 *   npx tsx bench/reports.ts [--desk-readers 100000] [--desk-copies 1000000] [--samples 3] [--keep]
 *
 * `--samples` (1–5, default 5): calls per report, after one warm-up call; p50 and p95 of them.
 */
import { pathToFileURL } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { ApiPath } from '../src/core/api/contract';
import { reader } from '../server/src/db/schema';
import { OrgIds } from '../server/src/seed/content';
import { testApp } from '../server/test/helpers';
import { tokenFor } from '../server/test/preborrow-fixtures';
import { openAccountDatabase } from './account-scale/database';
import { deskBenchOptions, generate } from './desk';
import { percentile } from './http';

const org = OrgIds.ytkj;

interface Recorded {
  text: string;
  values: unknown[];
}

/** The calls per report (1–5: a report at scale takes seconds), and the desk bench's other options. */
function reportOptions(argv: string[]) {
  const at = argv.indexOf('--samples');
  const samples = at >= 0 ? Number(argv[at + 1]) : 5;
  if (!Number.isSafeInteger(samples) || samples < 1 || samples > 5) {
    throw new Error('--samples: a whole number from 1 to 5');
  }
  const rest = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : argv;
  return { ...deskBenchOptions(rest), samples };
}

export async function benchReports(argv: string[]): Promise<void> {
  const options = reportOptions(argv);
  const { samples } = options;
  // --keep: the database stays (its name printed) to try its plans with psql; drop it after.
  const scratch = await openAccountDatabase(options.readers, argv.includes('--keep'));
  try {
    const pool = scratch.raw as unknown as pg.Pool;
    await generate(pool, options);
    const app = await testApp(scratch.handle);
    const db = scratch.handle.db;
    const [staff] = await db
      .select({ id: reader.id, uuid: reader.uuid, usertype: reader.usertype })
      .from(reader)
      .where(and(eq(reader.organizationId, org), eq(reader.readercode, 'A0001')));
    if (!staff) throw new Error('the demo admin A0001 is missing');
    const token = await tokenFor(db, staff.id, org, staff.usertype, staff.uuid);
    // Every statement the server sends, to explain the report's own afterwards.
    const recorded: Recorded[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as { text?: string; values?: unknown[] } | string;
      const text = typeof first === 'string' ? first : first.text;
      const values = typeof first === 'string' ? args[1] : (first.values ?? args[1]);
      if (text) recorded.push({ text, values: Array.isArray(values) ? values : [] });
      return query(...args);
    };
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const calls: [string, object][] = [
      [ApiPath.reportsLoans, { from, to }],
      [ApiPath.reportsOverdue, { pagesize: 50 }],
      [ApiPath.reportsMostBorrowed, { from, to, pagesize: 50 }],
      [ApiPath.reportsNeverBorrowed, { from, to, pagesize: 50 }],
      [ApiPath.reportsFinesCollected, { from, to }],
      [ApiPath.reportsAudit, { from, to, pagesize: 50 }],
    ];
    for (const [path, body] of calls) {
      const times: number[] = [];
      let statements: Recorded[] = [];
      // One warm-up call (plans and pages cached), not counted.
      for (let i = -1; i < samples; i++) {
        recorded.length = 0;
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: `/api${path}`,
          payload: body,
          headers: { authorization: `Bearer ${token}` },
        });
        if (i >= 0) times.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`${path}: ${response.body}`);
        statements = [...recorded];
      }
      times.sort((a, b) => a - b);
      console.log(
        `\n### ${path}: p50 ${percentile(times, 50).toFixed(0)} ms, ` +
          `p95 ${percentile(times, 95).toFixed(0)} ms (${samples} calls)`,
      );
      for (const statement of statements.filter((s) =>
        /borrow_record|fine|staff_audit/.test(s.text),
      )) {
        const plan = await query(
          `explain (analyze, costs off) ${statement.text}`,
          statement.values,
        );
        const rows = (plan as { rows: Record<string, string>[] }).rows;
        console.log(rows.map((row) => Object.values(row)[0]).join('\n'));
      }
    }
    await app.close();
  } finally {
    await scratch.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchReports(process.argv.slice(2));
}
