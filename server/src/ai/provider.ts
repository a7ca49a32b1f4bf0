import type { Lang } from '../http/messages';
import { stripTags, truncate } from '../text/html';
import { composeAnswer, describeFacts } from './answer';
import type { LibraryFacts } from './facts';
import type { ParsedQuestion } from './intents';
import { phrases } from './phrases';

export interface AiQuestion {
  lang: Lang;
  question: string;
  parsed: ParsedQuestion;
  facts: LibraryFacts;
}

/** Answers a question from the facts gathered for it; the answer is plain text. */
export interface AiProvider {
  /** For the start-up log. */
  readonly name: string;
  /** Throws AiUnavailableError when no answer can be had (the reader is asked to retry). */
  answer(question: AiQuestion): Promise<string>;
  /**
   * A raw completion of a system and a user message (the self-test generator asks for JSON
   * and validates it). Absent on the built-in provider: callers fall back to their own data.
   * Throws AiUnavailableError like `answer`.
   */
  complete?(system: string, user: string): Promise<string>;
}

export class AiUnavailableError extends Error {
  override readonly name = 'AiUnavailableError';
}

/** The default: answers from the library's own data, without any network. */
export const builtInProvider: AiProvider = {
  name: 'built-in answers',
  answer: async ({ lang, parsed, facts }) => composeAnswer(lang, parsed, facts),
};

export interface OpenAiConfig {
  /** e.g. https://api.example.com/v1 — `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The whole exchange, answer body included. */
  timeoutMs: number;
}

/** A chat bubble, not an essay: longer answers are cut. */
const MAX_ANSWER_LENGTH = 4000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** choices[0].message.content of an OpenAI chat completion, if that is what came back. */
export function completionText(body: unknown): string | undefined {
  const choices = isRecord(body) ? body.choices : undefined;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const message = isRecord(first) ? first.message : undefined;
  const content = isRecord(message) ? message.content : undefined;
  return typeof content === 'string' ? content : undefined;
}

/** The widget shows text, never markup: a model that answers in HTML is stripped. */
export function plainAnswer(content: string): string {
  return truncate(stripTags(content).trim(), MAX_ANSWER_LENGTH);
}

export function chatRequest(model: string, { lang, question, parsed, facts }: AiQuestion) {
  const system = phrases[lang].systemPrompt(facts.libraryName, describeFacts(lang, parsed, facts));
  return {
    model,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: question },
    ],
    temperature: 0.2,
  };
}

const reasonOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** POSTs and parses the JSON answer; any failure, including the timeout, is AiUnavailable. */
async function postJson(url: string, config: OpenAiConfig, body: object): Promise<unknown> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      // Covers reading the body too, so a provider that stalls mid-answer cannot hang us.
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new AiUnavailableError(`HTTP ${response.status}`);
    }
    return (await response.json()) as unknown;
  } catch (error) {
    throw error instanceof AiUnavailableError ? error : new AiUnavailableError(reasonOf(error));
  }
}

/**
 * The 《titles》 a model's answer cites that are not among the retrieved books: a model may
 * only name what the catalogue search returned, never a book it recalls or was told of.
 */
export function unretrievedCitations(answer: string, facts: AiQuestion['facts']): string[] {
  const retrieved = (facts.bookSearch?.books ?? []).map((book) => book.title);
  const cited = [...answer.matchAll(/《([^《》]{1,200})》/g)].map((match) => match[1] ?? '');
  return cited.filter((title) => !retrieved.some((known) => known.includes(title)));
}

/** Any OpenAI-compatible chat completions API, given the facts in the system message. */
export function openAiProvider(config: OpenAiConfig): AiProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: `${config.model} at ${config.baseUrl}`,
    answer: async (question) => {
      const body = await postJson(url, config, chatRequest(config.model, question));
      const answer = plainAnswer(completionText(body) ?? '');
      if (!answer) throw new AiUnavailableError('no answer in the completion');
      const unknown = unretrievedCitations(answer, question.facts);
      if (unknown.length > 0) {
        throw new AiUnavailableError(`cited books that were not retrieved: ${unknown.join(', ')}`);
      }
      return answer;
    },
    complete: async (system, user) => {
      const body = await postJson(url, config, {
        model: config.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        temperature: 0.2,
      });
      const content = completionText(body);
      if (content === undefined) throw new AiUnavailableError('no content in the completion');
      return content;
    },
  };
}
