import type { Database } from '../db/client';
import type { Lang } from '../http/messages';
import type { OrganizationRow } from '../queries/organizations';
import type { Asker } from './account-facts';
import { composeAnswer } from './answer';
import { findBooks, gatherFacts, type BookFinding } from './facts';
import { parseQuestion, type ParsedQuestion } from './intents';
import { AiUnavailableError, type AiProvider } from './provider';
import { FOLLOW_UP, SAME_AUTHOR } from './understanding/lexicon';

export interface Turn {
  role: 'user' | 'assistant';
  text: string;
}

export interface LibrarianAnswer {
  answer: string;
  /** The books the answer names, for the widget to link (never HTML). */
  books: BookFinding[];
}

/** The book asked about in the latest earlier question that named one. */
function earlierBookQuery(history: Turn[]): string | null {
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue;
    const { bookQuery } = parseQuestion(turn.text);
    if (bookQuery) return bookQuery;
  }
  return null;
}

/**
 * A follow-up ("它在几楼？", "Where is it?", "还有他的其他书吗") names no book itself: it is
 * read with the book of an earlier turn, or that book's author for "his other books".
 */
async function resolveFollowUp(
  db: Database,
  orgId: number,
  question: string,
  parsed: ParsedQuestion,
  history: Turn[],
): Promise<ParsedQuestion> {
  const namesNothing = parsed.bookQuery === null && !parsed.genre;
  const onlyWhere = parsed.intents.length === 0 || parsed.intents.every((i) => i === 'contact');
  if (!namesNothing || !onlyWhere || !FOLLOW_UP.test(question)) return parsed;
  const earlier = earlierBookQuery(history);
  if (!earlier) return parsed;
  if (SAME_AUTHOR.test(question)) {
    const [first] = await findBooks(db, orgId, earlier);
    if (first?.author) return { intents: [], bookQuery: first.author };
  }
  return { intents: [], bookQuery: earlier };
}

/** Reads the question (with the conversation so far), gathers the facts, lets the provider answer. */
export async function askLibrarian(
  db: Database,
  provider: AiProvider,
  org: OrganizationRow,
  question: string,
  lang: Lang,
  context: { history?: Turn[]; asker?: Asker | null; warn?: (reason: string) => void } = {},
): Promise<LibrarianAnswer> {
  const parsed = await resolveFollowUp(
    db,
    org.id,
    question,
    parseQuestion(question),
    context.history ?? [],
  );
  const facts = await gatherFacts(db, org, parsed, lang, context.asker ?? null);
  const books = facts.bookSearch?.books ?? [];
  // Refusals are never left to a model: an injected or hostile question gets the fixed answer.
  if (parsed.intents.some((intent) => intent === 'refuse' || intent === 'otherReader')) {
    return { answer: composeAnswer(lang, parsed, facts), books };
  }
  try {
    return { answer: await provider.answer({ lang, question, parsed, facts }), books };
  } catch (error) {
    // The model is optional: when it fails, the reader still gets the built-in answer.
    if (!(error instanceof AiUnavailableError)) throw error;
    context.warn?.(error.message);
    return { answer: composeAnswer(lang, parsed, facts), books };
  }
}
