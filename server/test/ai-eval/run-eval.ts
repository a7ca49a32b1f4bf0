/**
 * The AI librarian's evaluation set (questions.json) asked over HTTP, as the widget asks:
 * shared by server/test/ai-eval.test.ts (which fails below a threshold) and
 * `npm run bench -- --only ai-eval` (which prints the share correct per intent and p95).
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src/core/api/contract';

export interface EvalTurn {
  role: 'user' | 'assistant';
  text: string;
}

export interface EvalQuestion {
  intent: string;
  lang: 'zh' | 'en';
  question: string;
  /** Which demo reader asks (a key of the tokens given to runEval); absent: logged out. */
  login?: string;
  history?: EvalTurn[];
  /** Every one must appear in the answer (case-insensitive). */
  all?: string[];
  /** At least one must appear. */
  any?: string[];
  /** None may appear. */
  none?: string[];
}

export interface EvalOutcome {
  item: EvalQuestion;
  answer: string;
  ok: boolean;
  ms: number;
}

export function loadQuestions(): EvalQuestion[] {
  const url = new URL('./questions.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as EvalQuestion[];
}

/** Whether an answer holds what a correct answer must (and nothing it must not). */
export function judge(item: EvalQuestion, answer: string): boolean {
  const text = answer.toLowerCase();
  const has = (needle: string) => text.includes(needle.toLowerCase());
  if (item.all && !item.all.every(has)) return false;
  if (item.any && !item.any.some(has)) return false;
  if (item.none?.some(has)) return false;
  return true;
}

/** The answer text plus the titles of the structured books, as a reader sees them. */
function answerOf(data: unknown): string {
  if (typeof data === 'string') return data;
  if (typeof data !== 'object' || data === null) return '';
  const { answer, books } = data as { answer?: string; books?: { title: string }[] };
  return [answer ?? '', ...(books ?? []).map((book) => book.title)].join('\n');
}

export async function askOnce(
  app: FastifyInstance,
  orgid: number,
  item: EvalQuestion,
  tokens: Record<string, string>,
): Promise<string> {
  const headers: Record<string, string> = { 'accept-language': item.lang };
  const token = item.login ? tokens[item.login] : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.inject({
    method: 'POST',
    url: `/api${ApiPath.askLibrarian}`,
    headers,
    payload: {
      orgid,
      question: item.question,
      lang: item.lang,
      format: 'rich',
      ...(item.history ? { history: item.history } : {}),
    },
  });
  const body = response.json<{ code: number; message?: string; data: unknown }>();
  return body.code === 0 ? answerOf(body.data) : `[${body.code}] ${body.message ?? ''}`;
}

export async function runEval(
  app: FastifyInstance,
  orgid: number,
  tokens: Record<string, string>,
  questions = loadQuestions(),
): Promise<EvalOutcome[]> {
  const outcomes: EvalOutcome[] = [];
  for (const item of questions) {
    const start = performance.now();
    const answer = await askOnce(app, orgid, item, tokens);
    const ms = performance.now() - start;
    outcomes.push({ item, answer, ok: judge(item, answer), ms });
  }
  return outcomes;
}

export const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** Intent, correct/asked, share: one row per intent and a total, as a Markdown table. */
export function evalTable(outcomes: EvalOutcome[]): string {
  const byIntent = new Map<string, EvalOutcome[]>();
  for (const outcome of outcomes) {
    byIntent.set(outcome.item.intent, [...(byIntent.get(outcome.item.intent) ?? []), outcome]);
  }
  const row = (name: string, list: EvalOutcome[]) => {
    const ok = list.filter((outcome) => outcome.ok).length;
    return `| ${name} | ${ok}/${list.length} | ${Math.round((100 * ok) / list.length)} % |`;
  };
  const times = outcomes.map((outcome) => outcome.ms);
  return [
    '| intent | correct | share |',
    '|---|---|---|',
    ...[...byIntent].map(([intent, list]) => row(intent, list)),
    row('**all**', outcomes),
    `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
  ].join('\n');
}
