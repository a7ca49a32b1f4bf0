/**
 * Spelling correction against a vocabulary by edit distance (did-you-mean.ts reads the
 * vocabulary). Pure functions, no database.
 *
 * Characters are UTF-16 code units (a letter outside the Basic Multilingual Plane counts
 * twice), which is exact for the Latin, Greek and Cyrillic words spelling applies to.
 */

/** Rows of the distance table, reused: a lookup runs it for thousands of words. */
let rows = new Int32Array(0);

/** Costs in half edits, so the table holds integers. */
const EDIT = 2;
const REPEAT = 1;

/**
 * Optimal string alignment distance (restricted Damerau–Levenshtein): the fewest insertions,
 * deletions, substitutions and swaps of two adjacent characters turning `a` into `b`, no
 * substring being edited twice. "hrary" → "harry" is one swap, where plain Levenshtein
 * counts two substitutions. Typing a letter twice or once too few ("poterr" for "potter")
 * is the commonest slip, so adding or dropping a letter next to the same letter costs half
 * an edit: "poterr" is one edit from "potter" and one and a half from "porter" or "peter".
 *
 * Bounded: a distance above `max` is reported as Infinity, and the work stops as soon as a
 * whole row of the table exceeds `max`, so most words of a vocabulary cost a few cells.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  const bound = max * EDIT;
  if (Math.abs(a.length - b.length) * REPEAT > bound) return Infinity;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(6 * width);
  // Three rows of the (a.length + 1) × (b.length + 1) table: two back for the swap.
  let beforePrevious = 0;
  let previous = width;
  let current = 2 * width;
  rows[previous] = 0;
  for (let j = 1; j < width; j++) rows[previous + j] = rows[previous + j - 1]! + insertion(b, j);
  for (let i = 1; i <= a.length; i++) {
    const charA = a.charCodeAt(i - 1);
    const deletion = i > 1 && a.charCodeAt(i - 2) === charA ? REPEAT : EDIT;
    rows[current] = rows[previous]! + deletion;
    let rowMin = rows[current]!;
    for (let j = 1; j < width; j++) {
      const charB = b.charCodeAt(j - 1);
      let cell = rows[previous + j - 1]! + (charA === charB ? 0 : EDIT);
      const deleted = rows[previous + j]! + deletion;
      if (deleted < cell) cell = deleted;
      const inserted = rows[current + j - 1]! + insertion(b, j);
      if (inserted < cell) cell = inserted;
      if (i > 1 && j > 1 && charA === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === charB) {
        const swapped = rows[beforePrevious + j - 2]! + EDIT;
        if (swapped < cell) cell = swapped;
      }
      rows[current + j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    // Row minima never decrease (a swap two rows back costs at least the diagonal it skips),
    // so once a row is beyond the bound the end is too.
    if (rowMin > bound) return Infinity;
    const oldest = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = oldest;
  }
  const distance = rows[previous + b.length]!;
  return distance > bound ? Infinity : distance / EDIT;
}

/** Inserting b's j-th character (1-based) costs less right after the same character. */
const insertion = (b: string, j: number) =>
  j > 1 && b.charCodeAt(j - 2) === b.charCodeAt(j - 1) ? REPEAT : EDIT;

export interface VocabularyWord {
  word: string;
  /** How many books hold it: a tie-break between words equally near. */
  frequency: number;
}

interface VocabularyEntry extends VocabularyWord {
  letters: number;
}

/** Words grouped by length, so a lookup reads only the lengths within reach. */
export type Vocabulary = Map<number, VocabularyEntry[]>;

/**
 * The set of a word's characters as 32 bits (code unit modulo 32: a–z each have their own).
 * A swap or a repeated letter keeps the set, and any other edit adds or removes at most one
 * character on each side, so sets differing by more characters than the edits allowed rule
 * a word out before its distance is computed.
 */
function letterSet(word: string): number {
  let set = 0;
  for (let i = 0; i < word.length; i++) set |= 1 << (word.charCodeAt(i) & 31);
  return set;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

export function vocabularyByLength(words: Iterable<VocabularyWord>): Vocabulary {
  const vocabulary: Vocabulary = new Map();
  for (const { word, frequency } of words) {
    const entry = { word, frequency, letters: letterSet(word) };
    const sameLength = vocabulary.get(word.length);
    if (sameLength) sameLength.push(entry);
    else vocabulary.set(word.length, [entry]);
  }
  return vocabulary;
}

interface Candidate extends VocabularyWord {
  distance: number;
}

/** Equally many edits away: the more frequent, then the first alphabetically. */
const ranksFirst = (a: VocabularyWord, b: VocabularyWord) =>
  a.frequency > b.frequency || (a.frequency === b.frequency && a.word < b.word);

/**
 * The vocabulary word at most `maxEdits` away from `word` (the word itself when it is
 * there); null when none is within reach. The fewest edits win, then the more frequent
 * word, then the first alphabetically.
 */
export function closestWord(vocabulary: Vocabulary, word: string, maxEdits: number) {
  let best: Candidate | null = null;
  const letters = letterSet(word);
  const setEdits = Math.ceil(maxEdits);
  // Lengths further apart than the edits allowed are left out, even repeated letters.
  for (let length = word.length - maxEdits; length <= word.length + maxEdits; length++) {
    for (const entry of vocabulary.get(length) ?? []) {
      if (
        bitCount(letters & ~entry.letters) > setEdits ||
        bitCount(entry.letters & ~letters) > setEdits
      ) {
        continue;
      }
      const bound = best?.distance ?? maxEdits;
      const distance = editDistance(word, entry.word, bound);
      if (distance === 0) return word;
      if (distance > bound) continue;
      const candidate = { word: entry.word, frequency: entry.frequency, distance };
      // Never farther than the best so far, so equally near unless nearer.
      if (!best || distance < best.distance || ranksFirst(candidate, best)) best = candidate;
    }
  }
  return best?.word ?? null;
}
