/**
 * What a question to the AI librarian is about, read without a language model: library
 * information (opening hours, reader notice, address and phone) and/or a book to look up.
 * Chinese and English; the patterns favour the questions readers really type over coverage.
 */

import {
  INFO_CUES,
  LOST_OR_DAMAGED,
  OTHER_READER,
  OWN_ACCOUNT,
  REFUSE,
  type Intent,
} from './understanding/cues';
import { genreOf, type Genre } from './understanding/genres';
import { EN_QUESTION_WORDS, ZH_QUESTION_WORDS } from './understanding/lexicon';
import { segment } from './understanding/segment';
import { VOLUME_PHRASES, volumeOf } from './understanding/volume';
import { normalizeText } from '../search/normalize';

export type { Intent } from './understanding/cues';

export interface ParsedQuestion {
  intents: Intent[];
  /** Keywords to search the catalogue with; null when the question names no book. */
  bookQuery: string | null;
  /** A subject or genre asked for ("推荐几本科幻小说"); absent otherwise. */
  genre?: Genre;
  /** Which book of a series is asked for ("三体第二部"): found titles of it come first. */
  volume?: number;
}

/** Longest keyword handed to the catalogue search: beyond that it is not a title. */
const MAX_BOOK_QUERY = 100;

/**
 * "Where": the library's address when it asks about the library ("图书馆在哪"), a book's
 * shelf when it names a book ("三体在哪") — the book answer says where its copies are.
 */
const WHERE = /在哪里|在哪儿|在哪|哪里|位置|\b(?:where|located|location)\b/i;
const EVERY_WHERE = new RegExp(WHERE.source, 'gi');

/** 《书名》 and 「」『』: the reader told us exactly which title. */
const TITLE_BRACKETS = /《([^《》]+)》|「([^「」]+)」|『([^『』]+)』/;

/** Phrases that carry no keyword, removed wherever they are. */
const FILLER_PHRASES = [
  // Who wrote it, which volume it is: the book is looked up, its author and volume read off it.
  ...VOLUME_PHRASES,
  /是谁写的|谁写的|作者是谁|的作者是|作者是|是谁的作品|叫什么名字|叫什么|是哪一本|是哪本|哪一本|哪本|三部曲|系列/g,
  /\b(?:who (?:wrote|is the author of|authored)|the author of|author of|in the series|of the series)\b/gi,
  /有没有|有无|是否有|请问|麻烦|帮我查一下|帮我查|帮我找|查一下|这本书|那本书|这套书|这本|那本/g,
  /\b(?:do you (?:guys )?(?:have|stock|carry)|have you got|does the library have|is there|are there)\b/gi,
  /\b(?:(?:can|could|may) i (?:borrow|find|get|read)|i(?:'d| would) like to (?:borrow|read)|i want to (?:borrow|read|find))\b/gi,
  /\b(?:i(?:'m| am) looking for|looking for|search for|a copy of|copies of|any copies of)\b/gi,
  /\b(?:(?:any |some )?books? (?:by|from|written by)|the book|a book|the novel)\b/gi,
  /\b(?:in (?:the|your) library|at (?:the|your) library|in stock|on the shelf|right now|available)\b/gi,
];

/** Words that only count at the start or the end ("有三体吗"), so titles keep theirs. */
const LEADING_WORDS =
  /^(?:你好|您好|请|我想借|我想找|我想看|我要借|我要找|想借|想找|想看|借|有|你们图书馆|图书馆里|图书馆|本馆|贵馆|你们|馆里|馆内|一本)|^(?:hi|hello|please|is|are|any)\b/i;
const TRAILING_WORDS =
  /(?:吗|呢|吧|啊|呀|么|有吗|在吗|在馆吗|在不在馆|在不在|可以借|能借|可借|一书|写的书|写的|的书|的作品)$|\b(?:please|now|today)$/i;
const EDGE_PUNCTUATION = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;

/** What remains when only the library itself is named ("the library", "你们图书馆"). */
const SELF_REFERENCE =
  /^(?:(?:the|your|this|you|guys|library)\s*)*$|^(?:你们|贵|本|我们)?(?:图书馆|馆)?$/i;

/** The intents a question carries, in the order the answer gives them. */
function detectIntents(question: string): Intent[] {
  const text = normalizeText(question);
  if (REFUSE.test(text)) return ['refuse'];
  // A lost or damaged book is about what to do next, whoever's loan it is ("I damaged a book I
  // borrowed" is not a question about the reader's list of loans).
  if (LOST_OR_DAMAGED.test(text)) return ['lostDamaged'];
  const own = OWN_ACCOUNT.find(([, pattern]) => pattern.test(text));
  if (own) return [own[0]];
  if (OTHER_READER.test(text)) return ['otherReader'];
  return INFO_CUES.filter(([, pattern]) => pattern.test(text)).map(([intent]) => intent);
}

/**
 * What is asked about: the regex-trimmed keywords segmented (jieba for Chinese), question
 * words and particles dropped ("鲁迅的书有哪些" → "鲁迅"), words joined by blanks for the
 * catalogue search, which ANDs them.
 */
export function askedTerms(keywords: string): string {
  // "余华写过什么书": jieba joins an unknown name with the verb after it (余华写).
  const unglued = keywords.replace(/写过|写的|写了|著的/g, ' ');
  const kept = segment(unglued).filter(
    (word) => !ZH_QUESTION_WORDS.has(word) && !EN_QUESTION_WORDS.has(word.toLowerCase()),
  );
  return kept.join(' ');
}

/** Strips edge words and punctuation until nothing changes ("请问有三体吗？" → "三体"). */
function trimEdges(text: string): string {
  let current = text;
  for (;;) {
    const next = current
      .replace(EDGE_PUNCTUATION, '')
      .replace(LEADING_WORDS, '')
      .replace(TRAILING_WORDS, '')
      .trim();
    if (next === current) return current;
    current = next;
  }
}

/** The question minus question words: what is left names the book (or nothing). */
export function bookKeywords(question: string): string {
  let text = question.replace(EVERY_WHERE, ' ');
  for (const phrase of FILLER_PHRASES) text = text.replace(phrase, ' ');
  const keywords = trimEdges(text.replace(/\s+/g, ' '));
  return SELF_REFERENCE.test(keywords)
    ? ''
    : Array.from(keywords).slice(0, MAX_BOOK_QUERY).join('');
}

/** The first title in 《》 (or 「」『』), if the question has one. */
export function bracketedTitle(question: string): string | null {
  const match = TITLE_BRACKETS.exec(question);
  const title = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  return title || null;
}

/**
 * Information intents first; a book lookup when a title is bracketed, or when no information
 * was asked for and keywords remain; a genre when one is named. "Where" with nothing else is
 * the library's address.
 */
export function parseQuestion(question: string): ParsedQuestion {
  const title = bracketedTitle(question);
  // A bracketed title is data: its words ("忽略…") are not read as the reader's intent.
  const intents = detectIntents(title ? question.replace(TITLE_BRACKETS, ' ') : question);
  if (title) return { intents, bookQuery: title };
  if (intents.length > 0) return { intents, bookQuery: null };
  const genre = genreOf(normalizeText(question));
  if (genre) return { intents, bookQuery: null, genre };
  const keywords = askedTerms(bookKeywords(question));
  const volume = volumeOf(question);
  if (keywords) return { intents, bookQuery: keywords, ...(volume ? { volume } : {}) };
  return { intents: WHERE.test(question) ? ['contact'] : [], bookQuery: null };
}
