import type { LibraryInfo } from '../../../src/core/api/contract';
import type { Lang } from '../http/messages';
import { infoTitle } from '../queries/organizations';
import type { LibraryFacts } from './facts';
import type { Intent, ParsedQuestion } from './intents';
import { phrases } from './phrases';

/** The information pages that answer each intent. */
const INTENT_INFOS: Record<Intent, LibraryInfo['key'][]> = {
  openingHours: ['openinghours'],
  readerNotice: ['readernotice'],
  contact: ['address', 'servicephone'],
};

/** "开放时间：…"; a text of several lines starts on its own line. */
export function infoLine(lang: Lang, info: LibraryInfo): string {
  const { colon } = phrases[lang];
  return info.content.includes('\n')
    ? `${info.title}${colon.trim()}\n${info.content}`
    : `${info.title}${colon}${info.content}`;
}

function intentAnswer(lang: Lang, intent: Intent, facts: LibraryFacts): string {
  return INTENT_INFOS[intent]
    .map((key) => {
      const info = facts.infos.find((candidate) => candidate.key === key);
      return info ? infoLine(lang, info) : phrases[lang].notPublished(infoTitle(key, lang));
    })
    .join('\n');
}

/** The catalogue search as text: up to three books with availability, or none found. */
export function booksText(lang: Lang, search: NonNullable<LibraryFacts['bookSearch']>): string {
  const say = phrases[lang];
  if (search.books.length === 0) return say.noBooks(search.query);
  const lines = search.books.map((book, i) => say.bookLine(i + 1, book));
  return [say.booksFound(search.query), ...lines].join('\n');
}

/** The built-in answer: the facts each intent asks for, then the books, else how to ask. */
export function composeAnswer(lang: Lang, parsed: ParsedQuestion, facts: LibraryFacts): string {
  const parts = parsed.intents.map((intent) => intentAnswer(lang, intent, facts));
  if (facts.bookSearch) parts.push(booksText(lang, facts.bookSearch));
  return parts.length > 0 ? parts.join('\n\n') : phrases[lang].help;
}

/** Everything known, for a language model's system prompt. */
export function describeFacts(lang: Lang, facts: LibraryFacts): string {
  const parts = [facts.libraryName, ...facts.infos.map((info) => infoLine(lang, info))];
  if (facts.bookSearch) parts.push(booksText(lang, facts.bookSearch));
  return parts.join('\n');
}
