/**
 * Text normalisation shared by indexing and querying, so both sides meet: NFKC (full-width
 * letters and digits become ASCII), lower case, Latin diacritics dropped, Traditional Chinese
 * converted to Simplified (opencc-js, Traditional → mainland Simplified), and ISBNs reduced to
 * their digits with the other form (ISBN-10 ↔ ISBN-13) derived.
 *
 * Search tokens: Latin words (letters and digits) whole — prefixes are matched at query time
 * with tsquery `:*` — and for runs of CJK characters every character bigram plus every single
 * character (the single characters serve one-character queries). Lexemes are written straight
 * into tsvector / tsquery text, so no text-search parser (PGlite has no Chinese one) is used.
 *
 * Pinyin: every run of Chinese characters in a title or an author is also indexed as its full
 * pinyin (三体 → `py:santi`) and its initials (`pi:st`), toneless, with pinyin-pro's
 * phrase-aware conversion (重庆 → chongqing); a title's first run also as `pt:`, and as `pe:`
 * when it is the whole title, to rank. The markers keep them apart from Latin words, so `santi` as a word never matches them by accident; search/match.ts looks
 * them up only as pinyin and ranks them below every Chinese-character or Latin match.
 */
import { Converter } from 'opencc-js/t2cn';
import { pinyin } from 'pinyin-pro';

const toSimplified = Converter({ from: 't', to: 'cn' });

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const HAN = /\p{Script=Han}/u;
/** Combining marks after NFD, Latin range only (kana voicing marks are left alone). */
const LATIN_MARKS = /[\u0300-\u036f]/g;
const APOSTROPHES = /(?<=[\p{L}\p{N}])['\u2019](?=[\p{L}\p{N}])/gu;
/**
 * The interpunct of transliterated names (哈利·波特) joins rather than separates: readers type
 * 哈利波特 as often as 哈利·波特, and both must give the same bigrams.
 */
const INTERPUNCT = /(?<=\p{Script=Han})[\u00b7\u2027\u30fb\u2022](?=\p{Script=Han})/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const ASCII = /^[ -~]*$/;
const ASCII_WORD = /[a-z0-9]+/g;

/** NFKC, lower case, Latin diacritics removed, Traditional → Simplified. */
export function normalizeText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  let out = text.normalize('NFKC').toLowerCase();
  if (/[\u0300-\u036f]/.test(out.normalize('NFD'))) {
    out = out.normalize('NFD').replace(LATIN_MARKS, '').normalize('NFC');
  }
  if (HAN.test(out)) out = toSimplified(out);
  return out;
}

export interface TextTerms {
  /** Latin (and other non-CJK) words, letters and digits only. */
  words: string[];
  /** Runs of consecutive CJK characters. */
  cjkRuns: string[];
}

/** Splits already-normalised text into words and CJK runs; punctuation separates. */
export function splitTerms(normalized: string): TextTerms {
  const words: string[] = [];
  const cjkRuns: string[] = [];
  const text = normalized.replace(APOSTROPHES, '').replace(INTERPUNCT, '');
  if (ASCII.test(text)) return { words: text.match(ASCII_WORD) ?? [], cjkRuns };
  for (const [match] of text.matchAll(WORD)) {
    let current = '';
    let currentIsCjk = false;
    const flush = () => {
      if (current) (currentIsCjk ? cjkRuns : words).push(current);
      current = '';
    };
    for (const char of match) {
      const isCjk = CJK.test(char);
      if (isCjk !== currentIsCjk) flush();
      currentIsCjk = isCjk;
      current += char;
    }
    flush();
  }
  return { words, cjkRuns };
}

/** Character bigrams of a CJK run; a one-character run is its own single token. */
export function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
  return out;
}

/** The lexemes a text is indexed under: words, CJK bigrams and single CJK characters. */
export function indexTokens(text: string): string[] {
  const { words, cjkRuns } = splitTerms(normalizeText(text));
  const tokens = new Set(words);
  for (const run of cjkRuns) {
    for (const pair of bigrams(run)) tokens.add(pair);
    for (const char of run) tokens.add(char);
  }
  return [...tokens];
}

// ---------------------------------------------------------------------------------------------
// Pinyin

/** Marks a lexeme as the full pinyin of a run of Chinese characters (title or author). */
export const PINYIN_FULL = 'py:';
/** Marks a lexeme as the pinyin initials of a run of Chinese characters (title or author). */
export const PINYIN_INITIALS = 'pi:';
/** Marks the pinyin (full or initials) of the run a book's title starts with. */
export const PINYIN_TITLE_START = 'pt:';
/** Marks the pinyin (full or initials) of a title that is one run of Chinese characters. */
export const PINYIN_TITLE = 'pe:';
const HAN_RUN = /\p{Script=Han}+/gu;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
/**
 * Longest run converted: a lexeme is matched from its start only, so a reader who typed this
 * many syllables already found the book; the cap keeps a tsvector lexeme far from its limit.
 */
const PINYIN_MAX_CHARS = 24;

/**
 * A run's full pinyin and its initials, toneless. 绿 gives both lv and lu: readers type ü as
 * v (the input methods' convention) or as u (ü without its dots, as normalizeText folds it).
 * Null for a character pinyin-pro has no reading of.
 */
function runPinyin(run: string): { full: string[]; initials: string } | null {
  const chars = [...run].slice(0, PINYIN_MAX_CHARS).join('');
  const syllables = pinyin(chars, { toneType: 'none', type: 'array', v: true });
  const full = syllables.join('');
  if (!/^[a-z]+$/.test(full)) return null;
  const forms = full.includes('v') ? [full, full.replace(/v/g, 'u')] : [full];
  return { full: forms, initials: syllables.map((syllable) => syllable[0]).join('') };
}

/** Runs of Chinese characters; 哈利·波特 is one name: halibote, hlbt. */
const hanRuns = (normalized: string) =>
  [...normalized.replace(INTERPUNCT, '').matchAll(HAN_RUN)].map(([run]) => run);

/** The pinyin lexemes of a normalised text: per run of Chinese characters, `py:` and `pi:`. */
export function pinyinTokens(normalized: string): string[] {
  if (!HAN.test(normalized)) return [];
  const tokens = new Set<string>();
  for (const run of hanRuns(normalized)) {
    const read = runPinyin(run);
    if (!read) continue;
    for (const full of read.full) tokens.add(`${PINYIN_FULL}${full}`);
    tokens.add(`${PINYIN_INITIALS}${read.initials}`);
  }
  return [...tokens];
}

/**
 * The pinyin lexemes that rank a title (search/match.ts): `pt:` for the run it starts with,
 * `pe:` when that run is the whole title, each as full pinyin and as initials — 三体 ranks
 * above 三体Ⅱ：黑暗森林 for `santi` as a title equal to the keyword ranks above its prefixes.
 */
export function titlePinyinTokens(normalizedTitle: string): string[] {
  const text = normalizedTitle.replace(INTERPUNCT, '').replace(EDGE_PUNCTUATION, '');
  const [first] = hanRuns(text);
  if (!first || !text.startsWith(first)) return [];
  const read = runPinyin(first);
  if (!read) return [];
  const forms = [...read.full, read.initials];
  const tokens = forms.map((form) => `${PINYIN_TITLE_START}${form}`);
  if (text === first) tokens.push(...forms.map((form) => `${PINYIN_TITLE}${form}`));
  return [...new Set(tokens)];
}

// ---------------------------------------------------------------------------------------------
// ISBN

const ISBN_LIKE = /^[0-9][0-9\s-]*[0-9xX]$/;

function isbn10CheckDigit(body9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

function isbn13CheckDigit(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function isbn10To13(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`;
  return `${body}${isbn13CheckDigit(body)}`;
}

/** Only 978-prefixed ISBN-13s have an ISBN-10. */
export function isbn13To10(isbn13: string): string | null {
  if (!isbn13.startsWith('978')) return null;
  const body = isbn13.slice(3, 12);
  return `${body}${isbn10CheckDigit(body)}`;
}

export interface Isbns {
  isbn10: string | null;
  isbn13: string | null;
}

/**
 * An ISBN-10 or ISBN-13 typed with or without hyphens/spaces, as both forms (digits, final
 * X upper case); null when the text is not shaped like one. The check digit is not verified:
 * catalogues hold mistyped ISBNs and a reader must still find them.
 */
export function parseIsbn(text: string): Isbns | null {
  const trimmed = text.normalize('NFKC').trim();
  if (!ISBN_LIKE.test(trimmed)) return null;
  const digits = trimmed.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(digits)) return { isbn10: digits, isbn13: isbn10To13(digits) };
  if (/^97[89]\d{10}$/.test(digits)) return { isbn10: isbn13To10(digits), isbn13: digits };
  return null;
}

/** Both forms of the ISBNs a book holds, lower case, for the token index. */
export function isbnTokens(isbn10: string | null | undefined, isbn13: string | null | undefined) {
  const tokens = new Set<string>();
  for (const value of [isbn10, isbn13]) {
    const parsed = value ? parseIsbn(value) : null;
    if (parsed?.isbn10) tokens.add(parsed.isbn10.toLowerCase());
    if (parsed?.isbn13) tokens.add(parsed.isbn13);
  }
  return [...tokens];
}

// ---------------------------------------------------------------------------------------------
// tsvector / tsquery text

/** A lexeme quoted for tsvector/tsquery input (quotes and backslashes doubled). */
export const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (c) => c + c)}'`;

/** Weights of the indexed fields: A title, B author, C publisher, D the rest (ISBNs). */
export type Weight = 'A' | 'B' | 'C' | 'D';
const POSITION: Record<Weight, number> = { A: 1, B: 2, C: 3, D: 4 };

/**
 * tsvector text of weighted fields. Positions carry the weight only (1A title, 2B author,
 * 3C publisher, 4D other), so a lexeme in both title and author reads 'x':1A,2B.
 */
export function buildTsvector(fields: [Weight, string[]][]): string {
  const weights = new Map<string, Set<Weight>>();
  for (const [weight, tokens] of fields) {
    for (const token of tokens) {
      const set = weights.get(token) ?? new Set<Weight>();
      set.add(weight);
      weights.set(token, set);
    }
  }
  return [...weights]
    .map(([token, set]) => {
      const positions = [...set]
        .sort()
        .map((w) => `${POSITION[w]}${w === 'D' ? '' : w}`)
        .join(',');
      return `${quoteLexeme(token)}:${positions}`;
    })
    .join(' ');
}

export interface BookSearchSource {
  title: string;
  parallelTitle?: string | null;
  subtitle?: string | null;
  series?: string | null;
  author?: string | null;
  publisher?: string | null;
  isbn10?: string | null;
  isbn13?: string | null;
}

/**
 * The search columns of a book row: its normalised title and its token vector (the titles'
 * and the author's pinyin among its lexemes, see pinyinTokens).
 */
export function bookSearchColumns(row: BookSearchSource) {
  const titles = [row.title, row.parallelTitle, row.subtitle, row.series]
    .filter((text): text is string => !!text)
    .join(' | ');
  const author = row.author ?? '';
  const searchTitle = normalizeText(row.title);
  return {
    searchTitle,
    searchTokens: buildTsvector([
      [
        'A',
        [
          ...indexTokens(titles),
          ...pinyinTokens(normalizeText(titles)),
          ...titlePinyinTokens(searchTitle),
        ],
      ],
      ['B', [...indexTokens(author), ...pinyinTokens(normalizeText(author))]],
      ['C', indexTokens(row.publisher ?? '')],
      ['D', isbnTokens(row.isbn10, row.isbn13)],
    ]),
  };
}
