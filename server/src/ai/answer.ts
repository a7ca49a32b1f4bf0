import type { LibraryInfo } from '../../../src/core/api/contract';
import type { Lang } from '../http/messages';
import { infoTitle } from '../queries/organizations';
import type { LibraryFacts } from './facts';
import type { Intent, ParsedQuestion } from './intents';
import { phrases } from './phrases';
import { topicPhrases } from './phrases-topics';

/** The information pages that answer each library-information intent. */
const INTENT_INFOS: Partial<Record<Intent, LibraryInfo['key'][]>> = {
  openingHours: ['openinghours'],
  readerNotice: ['readernotice'],
  contact: ['address', 'servicephone'],
};

const HOW_TO = ['renewal', 'fines', 'reservation', 'lostDamaged'] as const;
const LISTS = ['news', 'activities', 'notices', 'ebooks'] as const;

/** "开放时间：…"; a text of several lines starts on its own line. */
export function infoLine(lang: Lang, info: LibraryInfo): string {
  const { colon } = phrases[lang];
  return info.content.includes('\n')
    ? `${info.title}${colon.trim()}\n${info.content}`
    : `${info.title}${colon}${info.content}`;
}

const HAN = /\p{Script=Han}/u;

/** The rules in English from the borrow types' figures, then where the library's notice is. */
function rulesInEnglish(facts: LibraryFacts): string {
  const say = topicPhrases.en;
  const lines = (facts.policies ?? []).map((policy) => say.policyLine(policy));
  return [...lines, say.rulesElsewhere].join('\n');
}

function infoAnswer(lang: Lang, keys: LibraryInfo['key'][], facts: LibraryFacts): string {
  return keys
    .map((key) => {
      const info = facts.infos.find((candidate) => candidate.key === key);
      if (!info) return phrases[lang].notPublished(infoTitle(key, lang));
      // In English, the library's Chinese notice is pointed to, not pasted.
      if (key === 'readernotice' && lang === 'en' && HAN.test(info.content)) {
        return rulesInEnglish(facts);
      }
      return infoLine(lang, info);
    })
    .join('\n');
}

/** The library's own rules, framed in the asker's language (the text is the library's). */

/**
 * The library's own reader notice after a how-to answer. In English, a notice the library
 * wrote in Chinese is pointed to, not pasted: an English question answered with a page of
 * Chinese rules was the one answer its reader could not read.
 */
function rules(lang: Lang, facts: LibraryFacts): string {
  const notice = facts.infos.find((info) => info.key === 'readernotice');
  if (!notice) return '';
  if (lang === 'en' && HAN.test(notice.content)) return rulesInEnglish(facts);
  return `${topicPhrases[lang].rulesFrame}\n${notice.content}`;
}

function listAnswer(lang: Lang, list: (typeof LISTS)[number], facts: LibraryFacts): string {
  const say = topicPhrases[lang];
  const items = facts.content?.[list] ?? [];
  const where = list === 'ebooks' ? `\n${say.ebooksWhere}` : '';
  if (items.length === 0) return say.nothingIn(say.listOf[list].replace(/[:：]$/, '')) + where;
  return [say.listOf[list], ...items.map((title, i) => `${i + 1}. ${title}`)].join('\n') + where;
}

function accountAnswer(lang: Lang, intents: Intent[], facts: LibraryFacts): string | null {
  const say = topicPhrases[lang];
  if (facts.account === undefined) return null;
  if (facts.account === null) return say.loginFirst;
  const { loans, fines, reservations } = facts.account;
  const parts = [
    intents.includes('myLoans') && loans ? say.loans(loans) : '',
    intents.includes('myFines') && fines ? say.fines(fines) : '',
    intents.includes('myReservations') && reservations ? say.reservations(reservations) : '',
  ];
  return parts.filter(Boolean).join('\n\n');
}

/** The catalogue search as text: up to three books with availability, or none found. */
export function booksText(
  lang: Lang,
  search: NonNullable<LibraryFacts['bookSearch']>,
  genre = false,
): string {
  const say = phrases[lang];
  if (search.books.length === 0) return say.noBooks(search.query);
  const lines = search.books.map((book, i) => say.bookLine(i + 1, book));
  const head = genre ? topicPhrases[lang].genreBooks(search.query) : say.booksFound(search.query);
  return [head, ...lines].join('\n');
}

/** The built-in answer: the facts each intent asks for, then the books, else how to ask. */
export function composeAnswer(lang: Lang, parsed: ParsedQuestion, facts: LibraryFacts): string {
  const say = topicPhrases[lang];
  const { intents } = parsed;
  if (intents.includes('refuse')) return say.cannotHelp;
  if (intents.includes('otherReader')) return say.onlyYourOwn;
  const parts: string[] = [];
  const account = accountAnswer(lang, intents, facts);
  if (account) parts.push(account);
  const howTo = HOW_TO.filter((topic) => intents.includes(topic));
  for (const topic of howTo) parts.push(say.howTo[topic]);
  for (const intent of intents) {
    const keys = INTENT_INFOS[intent];
    if (intent === 'readerNotice' && howTo.length > 0) continue;
    if (intent === 'readerNotice') parts.push(say.howTo.readerNotice);
    if (keys) parts.push(infoAnswer(lang, keys, facts));
  }
  // The regular hours may not hold this week: the library's notice about them is named too.
  const hoursNotices = intents.includes('openingHours') ? facts.content?.hoursNotices : undefined;
  if (hoursNotices?.length) parts.push(say.hoursNotices(hoursNotices));
  if (howTo.length > 0) parts.push(rules(lang, facts));
  for (const list of LISTS) if (intents.includes(list)) parts.push(listAnswer(lang, list, facts));
  if (facts.bookSearch) parts.push(booksText(lang, facts.bookSearch, !!parsed.genre));
  const answer = parts.filter(Boolean);
  return answer.length > 0 ? answer.join('\n\n') : phrases[lang].help;
}

/** Everything retrieved for the question, for a language model's system prompt. */
export function describeFacts(lang: Lang, parsed: ParsedQuestion, facts: LibraryFacts): string {
  const parts = [facts.libraryName, ...facts.infos.map((info) => infoLine(lang, info))];
  parts.push(composeAnswer(lang, parsed, facts));
  return parts.join('\n');
}
