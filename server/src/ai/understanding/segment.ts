/**
 * Words of a question: Chinese runs segmented by jieba (jieba-wasm ships its dictionary inside
 * the package, so nothing is downloaded at run time), Latin words split on non-letters. The
 * text is normalised like the catalogue index first (Traditional → Simplified, lower case).
 */
import { add_word, cut } from 'jieba-wasm';
import { normalizeText } from '../../search/normalize';

/** Titles and phrases jieba's general dictionary cuts wrongly ("哈利波" + "特"). */
const EXTRA_WORDS = ['哈利波特', '哈利·波特', '霍比特人', '有没有', '几楼', '到期', '续借'];

let ready = false;
function ensureWords() {
  if (ready) return;
  for (const word of EXTRA_WORDS) add_word(word, 100_000);
  ready = true;
}

const CJK_RUN = /[\p{Script=Han}·]+/u;

/**
 * The question's words in order, punctuation and blanks dropped. Chinese is normalised like the
 * index (Traditional → Simplified); Latin words keep their case ("Harry Potter" is echoed back
 * as typed) — compare them lower-cased.
 */
export function segment(question: string): string[] {
  ensureWords();
  const words: string[] = [];
  for (const piece of question.normalize('NFKC').split(/([\p{Script=Han}·]+)/u)) {
    if (!piece) continue;
    if (CJK_RUN.test(piece)) {
      words.push(...cut(normalizeText(piece), true).filter((word) => word.trim()));
    } else {
      words.push(...(piece.match(/[\p{L}\p{N}][\p{L}\p{N}'.]*/gu) ?? []));
    }
  }
  return words.map((word) => word.replace(/[.']+$/, ''));
}
