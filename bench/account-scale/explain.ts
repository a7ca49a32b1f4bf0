/**
 * The statements behind a call over its target, each explained (ANALYZE, BUFFERS): which
 * indexes it used, which tables it scanned whole, and the slowest one's plan. The server runs
 * on a drizzle instance with a query logger over the same pool, so the statements can be
 * captured while one call runs.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema';
import type { BenchCall } from './calls';

interface Statement {
  query: string;
  params: unknown[];
}

export interface Capture {
  statements: Statement[] | null;
}

export function loggedDatabase(pool: pg.Pool, capture: Capture): Database {
  return drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => capture.statements?.push({ query, params }) },
  });
}

const INDEX_USE =
  /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/g;
const SEQ_SCAN = /Seq Scan on (\S+)/g;

export async function explainCall(
  app: FastifyInstance,
  call: BenchCall,
  token: string,
  capture: Capture,
  pool: pg.Pool,
): Promise<string> {
  capture.statements = [];
  await call.send(app, token);
  const statements = capture.statements;
  capture.statements = null;
  const lines: string[] = [];
  let slowest = { ms: -1, plan: '' };
  for (const { query, params } of statements) {
    if (!/^\s*(select|with)\b/i.test(query)) continue;
    const { rows } = await pool.query(`explain (analyze, buffers) ${query}`, params);
    const plan = rows.map((row: Record<string, unknown>) => String(Object.values(row)[0]));
    const text = plan.join('\n');
    const execution = Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? NaN);
    const indexes = [...new Set([...text.matchAll(INDEX_USE)].map((m) => m[1]))];
    const scans = [...new Set([...text.matchAll(SEQ_SCAN)].map((m) => m[1]))];
    lines.push(
      `  ${execution.toFixed(2).padStart(8)} ms  indexes: ${indexes.join(', ') || '—'}` +
        `${scans.length ? `   SEQ SCAN: ${scans.join(', ')}` : ''}` +
        `   ${query.replace(/\s+/g, ' ').slice(0, 160)}`,
    );
    if (execution > slowest.ms) slowest = { ms: execution, plan: `${query}\n${text}` };
  }
  return `${lines.join('\n')}\n  slowest statement's plan:\n${slowest.plan.replace(/^/gm, '    ')}`;
}
