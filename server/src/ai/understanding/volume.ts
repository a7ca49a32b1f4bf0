/**
 * Which book of a series a question asks for ("三体第二部", "the second book of The Hunger
 * Games", "Harry Potter number 3"): the phrase is taken out of the catalogue keywords, and the
 * volume it names is looked for in the found titles' own markers (#3, Ⅱ, 第二部).
 */

const ZH_DIGITS = '一二三四五六七八九十';
const EN_NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const EN_ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
const ROMAN = ['Ⅰ', 'Ⅱ', 'Ⅲ', 'Ⅳ', 'Ⅴ', 'Ⅵ', 'Ⅶ', 'Ⅷ', 'Ⅸ', 'Ⅹ'];
const ASCII_ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

const ZH_VOLUME = new RegExp(`的?第([${ZH_DIGITS}\\d]{1,2})(?:部|本|册|卷|集)`);
const EN_NUMBERED = new RegExp(
  `\\b(?:number|no\\.?|book|volume|vol\\.?|part|#)\\s*(\\d{1,2}|${EN_NUMBERS.join('|')})\\b`,
  'i',
);
const EN_ORDINAL = new RegExp(
  `\\b(?:the\\s+)?(${EN_ORDINALS.join('|')})\\s+(?:book|volume|part|novel|one|installment)(?:\\s+(?:of|in))?\\b`,
  'i',
);
/** Every volume phrase, to take out of the keywords. */
export const VOLUME_PHRASES = [ZH_VOLUME, EN_NUMBERED, EN_ORDINAL].map(
  (pattern) => new RegExp(pattern.source, 'gi'),
);

function numberOf(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  const zh = ZH_DIGITS.indexOf(word);
  if (zh >= 0) return zh + 1;
  const lower = word.toLowerCase();
  const en = EN_NUMBERS.indexOf(lower);
  if (en >= 0) return en + 1;
  const ordinal = EN_ORDINALS.indexOf(lower);
  return ordinal >= 0 ? ordinal + 1 : undefined;
}

/** The volume the question names (1-based), if any. */
export function volumeOf(question: string): number | undefined {
  for (const pattern of [ZH_VOLUME, EN_NUMBERED, EN_ORDINAL]) {
    const word = pattern.exec(question)?.[1];
    const volume = word ? numberOf(word) : undefined;
    if (volume && volume <= 10) return volume;
  }
  return undefined;
}

const ANY_MARKER = new RegExp(`#\\d|[${ROMAN.join('')}]|第[${ZH_DIGITS}\\d]+部`);

/**
 * Whether a title is volume `n` of its series by its own marker; volume 1 is also the title
 * without any marker (三体 beside 三体Ⅱ, 三体Ⅲ).
 */
export function isVolume(title: string, n: number): boolean {
  const marks = [
    new RegExp(`#${n}(?!\\d)`),
    new RegExp(`第(?:${ZH_DIGITS[n - 1] ?? ''}|${n})部`),
    new RegExp(`${ROMAN[n - 1] ?? '$^'}`),
    new RegExp(`(?<![A-Za-z])${ASCII_ROMAN[n - 1] ?? '$^'}(?![A-Za-z])`),
  ];
  if (marks.some((mark) => mark.test(title))) return true;
  return n === 1 && !ANY_MARKER.test(title);
}
