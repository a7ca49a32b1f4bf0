import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OrgIds } from '../src/seed/content';
import { evalTable, runEval, type EvalOutcome } from './ai-eval/run-eval';
import { openTestServer, session, type TestServer } from './helpers';

/** The built-in answerer must keep at least this share of the evaluation set right. */
const MIN_SHARE_CORRECT = 0.95;

let server: TestServer;
// The whole demo catalogue: the set asks for goodbooks titles well past the first 200.
openTestServer((opened) => (server = opened), {});

describe('AI librarian evaluation set (built-in answers, YTKJ demo seed)', () => {
  it(`answers at least ${MIN_SHARE_CORRECT * 100} % of the questions correctly`, async () => {
    const tokens = { 'ytkj-student': (await session(server.app, 'YTKJ', '20230001')).token };
    const outcomes: EvalOutcome[] = await runEval(server.app, OrgIds.ytkj, tokens);
    const table = evalTable(outcomes);
    const wrong = outcomes.filter((outcome) => !outcome.ok);
    if (process.env.AI_EVAL_REPORT) {
      const lines = wrong.map((o) => `${o.item.intent}\t${o.item.question}\t${o.answer}`);
      writeFileSync(process.env.AI_EVAL_REPORT, `${table}\n\n${lines.join('\n---\n')}\n`);
    }
    const share = (outcomes.length - wrong.length) / outcomes.length;
    expect(
      share,
      `${table}\nwrong: ${wrong.map((o) => o.item.question).join(' | ')}`,
    ).toBeGreaterThanOrEqual(MIN_SHARE_CORRECT);
  }, 300_000);
});
