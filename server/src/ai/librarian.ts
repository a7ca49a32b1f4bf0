import type { Database } from '../db/client';
import type { Lang } from '../http/messages';
import type { OrganizationRow } from '../queries/organizations';
import { gatherFacts } from './facts';
import { parseQuestion } from './intents';
import type { AiProvider } from './provider';

/** Reads the question, gathers the organisation's facts for it, lets the provider answer. */
export async function askLibrarian(
  db: Database,
  provider: AiProvider,
  org: OrganizationRow,
  question: string,
  lang: Lang,
): Promise<string> {
  const parsed = parseQuestion(question);
  const facts = await gatherFacts(db, org, parsed, lang);
  return provider.answer({ lang, question, parsed, facts });
}
