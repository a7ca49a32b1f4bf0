import { aiProviderFromEnv } from '../server/src/ai/config';
import type { DatabaseHandle } from '../server/src/db/client';
import { seedDemoData } from '../server/src/seed';
import { OrgIds } from '../server/src/seed/content';
import { evalTable, runEval } from '../server/test/ai-eval/run-eval';
import { openTestDatabase, session, testApp } from '../server/test/helpers';
import { growCatalogue } from './ai-eval-catalogue';
import { openScratchDatabase, postgresAdminUrl } from './search-scale/database';

/** `--ai-copies 1000000`: the evaluation against a catalogue of that many copies. */
export function aiEvalCopies(argv: string[]): number | undefined {
  const at = argv.indexOf('--ai-copies');
  return at >= 0 ? Number(argv[at + 1]) : undefined;
}

/** The demo seed, or (given `copies`) the demo seed grown to that size in a scratch database. */
async function evalDatabase(copies?: number) {
  if (!copies) {
    const handle = await openTestDatabase({});
    return { handle, label: 'demo catalogue, PGlite', dispose: () => handle.close() };
  }
  const kind = postgresAdminUrl() ? 'postgres' : 'pglite';
  const scratch = await openScratchDatabase(kind, copies);
  const handle: DatabaseHandle = scratch.handle;
  await handle.migrate();
  await seedDemoData(handle, {});
  const held = await growCatalogue(handle, copies);
  if (kind === 'postgres') await scratch.raw.query('vacuum analyze');
  return {
    handle,
    label: `${held.toLocaleString('en')} copies, ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    dispose: () => scratch.dispose(),
  };
}

/**
 * The AI librarian's evaluation set on the demo seed (the whole goodbooks catalogue), or on
 * that seed grown to `--ai-copies`: the share answered correctly per intent and the answer
 * times, for the built-in answerer and, when LIBPORTAL_AI_BASE_URL is set, for that provider
 * too. The first pass warms the caches (jieba's dictionary, the vocabulary); the second pass's
 * times are printed.
 */
export async function benchAiEval(copies?: number): Promise<void> {
  const database = await evalDatabase(copies);
  const providers = [['built-in answers', undefined] as const];
  const configured = aiProviderFromEnv(process.env);
  const all = configured ? [...providers, [configured.name, configured] as const] : providers;
  try {
    for (const [name, aiProvider] of all) {
      const app = await testApp(database.handle, aiProvider ? { aiProvider } : {});
      const tokens = { 'ytkj-student': (await session(app, 'YTKJ', '20230001')).token };
      await runEval(app, OrgIds.ytkj, tokens);
      console.log(`\nAI librarian evaluation set — ${name} (${database.label})`);
      const outcomes = await runEval(app, OrgIds.ytkj, tokens);
      console.log(evalTable(outcomes));
      for (const miss of outcomes.filter((outcome) => !outcome.ok)) {
        console.log(`  wrong: ${miss.item.question} → ${miss.answer.slice(0, 160)}`);
      }
      await app.close();
    }
    if (!configured)
      console.log('(set LIBPORTAL_AI_BASE_URL and LIBPORTAL_AI_MODEL to measure a provider too)');
  } finally {
    await database.dispose();
  }
}
