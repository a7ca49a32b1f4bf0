/**
 * A self-test from the configured OpenAI-compatible provider (the AI librarian's). The model
 * is asked for JSON; whatever it answers is parsed defensively and every question checked by
 * checkedQuestion: a question that does not fit its type is dropped, and a test with too few
 * usable questions is refused rather than shown half broken.
 */
import { AiUnavailableError, type AiProvider } from '../ai/provider';
import { stripTags } from '../text/html';
import type { Lang } from '../http/messages';
import { checkedQuestion } from '../marking';
import type { GeneratedQuestion, SelfTestBookFacts } from './types';
import { SELF_TEST_QUESTIONS, type QuestionTypeId } from '../../../src/core/api/contract';

export class AiOutputInvalid extends Error {
  override readonly name = 'AiOutputInvalid';
}

const MIN_USABLE = 2;

function prompt(lang: Lang, facts: SelfTestBookFacts) {
  const system = [
    'You write reading comprehension self-tests for school students.',
    `Answer with JSON only: an array of at most ${SELF_TEST_QUESTIONS} objects`,
    '{"type":1|2|3,"title":string,"stems":[{"index":"A","content":string}],"key":…,"explanation":string}.',
    'type 1: one right option, key "A"; type 2: several, key ["A","C"]; type 3: a statement,',
    'stems [], key true or false. Use only the facts given. Language: ' +
      (lang === 'zh' ? 'Simplified Chinese.' : 'English.'),
  ].join(' ');
  const user = JSON.stringify({
    title: facts.title,
    author: facts.author,
    publisher: facts.publisher,
    year: facts.publishYear,
    introduction: facts.intro ? stripTags(facts.intro).slice(0, 1500) : null,
  });
  return { system, user };
}

/** The JSON array in the answer, even when the model wrapped it in a code fence or prose. */
function jsonArray(content: string): unknown[] {
  const start = content.indexOf('[');
  const end = content.lastIndexOf(']');
  if (start < 0 || end <= start) throw new AiOutputInvalid('no JSON array');
  try {
    const value: unknown = JSON.parse(content.slice(start, end + 1));
    if (!Array.isArray(value)) throw new AiOutputInvalid('not an array');
    return value;
  } catch {
    throw new AiOutputInvalid('malformed JSON');
  }
}

const str = (value: unknown, max: number) =>
  typeof value === 'string' ? stripTags(value).trim().slice(0, max) : '';

function questionOf(item: unknown): GeneratedQuestion | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const raw = item as Record<string, unknown>;
  const type = raw.type;
  if (type !== 1 && type !== 2 && type !== 3) return undefined;
  const stems = Array.isArray(raw.stems)
    ? raw.stems.slice(0, 6).map((stem: unknown) => {
        const s = (typeof stem === 'object' && stem !== null ? stem : {}) as Record<
          string,
          unknown
        >;
        return { index: str(s.index, 4), content: str(s.content, 500) };
      })
    : [];
  const input = {
    type: type as QuestionTypeId,
    title: str(raw.title, 1000),
    stems,
    key: raw.key as GeneratedQuestion['key'],
    points: 20,
  };
  const checked = checkedQuestion(input);
  if (!('ok' in checked)) return undefined;
  return { ...checked.ok, explanation: str(raw.explanation, 1000) };
}

/** Throws AiUnavailableError (provider down, timeout) or AiOutputInvalid (unusable answer). */
export async function aiSelfTest(
  provider: AiProvider,
  facts: SelfTestBookFacts,
  lang: Lang,
): Promise<GeneratedQuestion[]> {
  if (!provider.complete) throw new AiUnavailableError('the provider cannot complete');
  const { system, user } = prompt(lang, facts);
  const content = await provider.complete(system, user);
  const questions = jsonArray(content)
    .slice(0, SELF_TEST_QUESTIONS)
    .map(questionOf)
    .filter((question) => question !== undefined);
  if (questions.length < MIN_USABLE) throw new AiOutputInvalid('too few usable questions');
  return questions;
}
