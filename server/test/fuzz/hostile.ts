/**
 * Values that have broken servers like this one: SQL, LIKE and tsquery metacharacters, the
 * advanced-query grammar's own tokens, deep nesting (recursive parsers), control characters
 * (PostgreSQL refuses NUL), lone surrogates and other Unicode that encoders treat specially,
 * and numbers at and past the bounds of PostgreSQL's integer types.
 */
export const HOSTILE_FRAGMENTS = [
  "' OR 1=1 --",
  '"; DROP TABLE reader; --',
  '%',
  '_',
  '\\',
  "'",
  '"',
  '%_\\',
  '&',
  '|',
  '!',
  ':*',
  '<->',
  '(',
  ')',
  '()',
  '*',
  '?',
  '~',
  '^',
  '$1',
  'title:',
  'title:"',
  'author:"harry potter"',
  'AND',
  'OR',
  'NOT',
  'AND NOT',
  'isbn:978',
  'barcode:%',
  'callnumber:\\',
  'publisher:(',
  'harry',
  '三体',
  '刘慈欣',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\r\n',
  '\t',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\u00a0',
  '\u200b',
  '\u200d',
  '\u202e',
  'e\u0301',
  '😀',
  '👩‍👩‍👧',
  'Ｆｕｌｌ',
  'İ',
  'ß',
  '𝔘𝔫𝔦',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%2e%2e%2f',
  '%00',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '32768',
  '2147483648',
  '99999999999999999999',
];

const nested = (depth: number) => `${'('.repeat(depth)}a${')'.repeat(depth)}`;

/** Whole strings: long runs and deep nesting, still within the lengths schemas allow. */
export const HOSTILE_STRINGS = [
  ...HOSTILE_FRAGMENTS,
  '',
  ' ',
  '   \t  ',
  nested(60),
  nested(490),
  '('.repeat(999),
  'NOT '.repeat(240),
  'a OR '.repeat(190),
  '"'.repeat(199),
  '\\'.repeat(199),
  '%'.repeat(199),
  '汉'.repeat(200),
  '😀'.repeat(100),
  'e\u0301'.repeat(100),
];

/** Object keys that pollute prototypes when a body is merged naively. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];

/** At and just past the bounds of smallint, integer and bigint, and JavaScript's own. */
export const HOSTILE_NUMBERS = [
  0, -0, 1, -1, 0.5, 1.5, -1.5, 32_767, 32_768, -32_768, -32_769, 65_535, 65_536, 2_147_483_647,
  2_147_483_648, -2_147_483_648, -2_147_483_649, 4_294_967_296, 9_007_199_254_740_991,
  9_007_199_254_740_992, -9_007_199_254_740_992, 9.223372036854776e18, 1e21, 1e308, -1e308, 5e-324,
];

/** A huge string: past any field's bound, and past the 64 KiB body limit in a body. */
export const HUGE_STRING_LENGTH = 70_000;
