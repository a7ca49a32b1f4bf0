import fc, { type Arbitrary } from 'fast-check';
import { HOSTILE_FRAGMENTS, HOSTILE_NUMBERS, HOSTILE_STRINGS, HUGE_STRING_LENGTH } from './hostile';
import type { JsonSchema } from './json-schema';

const INT_RANGE = 2 ** 31;
/** A pattern that accepts this accepts any Unicode, so random Unicode is worth generating. */
const UNICODE_PROBE = '汉字 é😀\u00a0';
/** Characters that a bounded string is filled with, to sit exactly at its length. */
const FILL_CHARACTERS = ['a', '9', '汉', '😀', ' ', '-', '_', 'A'];

export const unique = <T>(values: T[]) => [...new Set(values)];

/** Any JSON value, hostile ones first: the wrong-type cases. */
export const anyJson: Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
);

function bounds(schema: JsonSchema): [number, number] {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -INT_RANGE) + 1;
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? INT_RANGE) - 1;
  return [min, max];
}

/** Ids the demo data has (books, comments, booklists, sites): a handler gets past its lookups. */
const SEEDED_IDS = 300;

/** Integers within the bounds, at them and next to them more often than chance would. */
export function validInteger(schema: JsonSchema): Arbitrary<number> {
  const [min, max] = bounds(schema);
  const edges = unique([min, min + 1, max - 1, max, 0, 1]).filter((n) => n >= min && n <= max);
  const inRange = fc.integer({ min: Math.max(min, -INT_RANGE), max: Math.min(max, INT_RANGE - 1) });
  const choices = [fc.constantFrom(...edges), inRange];
  if (min < SEEDED_IDS && max > 1) {
    choices.push(fc.integer({ min: Math.max(min, 1), max: Math.min(max, SEEDED_IDS) }));
  }
  return fc.oneof(...choices);
}

/** Just past the bounds, past PostgreSQL's integer types, fractions, and numbers as text. */
export function invalidInteger(schema: JsonSchema): Arbitrary<unknown> {
  const [min, max] = bounds(schema);
  const outside = [min - 1, max + 1, min + 0.5, max - 0.5, ...HOSTILE_NUMBERS].filter(
    (n) => n < min || n > max || !Number.isInteger(n),
  );
  // Refused in a body, converted in a query string.
  const asText = validInteger(schema).map(String);
  return fc.oneof(fc.constantFrom(...outside), asText, anyJson);
}

/** The shortest bound that hostile sentences are generated for. */
const MIN_SENTENCE_LENGTH = 40;

/** Whether a string meets the schema's length and pattern (TypeBox patterns are ECMAScript). */
function stringCheck(schema: JsonSchema): (value: string) => boolean {
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  const [min, max] = [schema.minLength ?? 0, schema.maxLength ?? Infinity];
  return (value) => value.length >= min && value.length <= max && (pattern?.test(value) ?? true);
}

/**
 * Values of `arbitrary` that pass `test`, the others replaced by `fallback` (or kept when there
 * is none). Never fast-check's `filter`: it retries without end, and one schema whose bounds
 * the generator rarely meets (a Text(8) record) held a whole CI run past its time limit.
 */
function passingOr<T>(arbitrary: Arbitrary<T>, test: (value: T) => boolean, fallback?: T) {
  return arbitrary.map((value) => (test(value) || fallback === undefined ? value : fallback));
}

/** Strings `extra` characters past the schema's length bounds (0: exactly at them). */
function boundaryStrings(schema: JsonSchema, extra: number): string[] {
  const lengths = unique([schema.minLength ?? 0, schema.maxLength ?? 0]).map((n) => n + extra);
  return lengths.flatMap((length) =>
    FILL_CHARACTERS.map((character) => character.repeat(length).slice(0, length)),
  );
}

/** Strings the schema accepts: from its pattern, hostile ones that fit, Unicode, full length. */
export function validString(schema: JsonSchema): Arbitrary<string> {
  const fits = stringCheck(schema);
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  const lengths = {
    maxLength: Math.min(schema.maxLength ?? 200, 200),
    minLength: schema.minLength,
  };
  const hostile = HOSTILE_STRINGS.filter(fits);
  const edges = boundaryStrings(schema, 0).filter(fits);
  const fallback = [...edges, ...hostile][0];
  const fitting = (arbitrary: Arbitrary<string>) => passingOr(arbitrary, fits, fallback);
  const choices: Arbitrary<string>[] = [
    // Cut to the bound first: stringMatching grows its strings with the run's size.
    pattern
      ? fitting(fc.stringMatching(pattern).map((value) => value.slice(0, lengths.maxLength)))
      : fc.string(lengths),
  ];
  if (hostile.length > 0) choices.push(fc.constantFrom(...hostile));
  if (edges.length > 0) choices.push(fc.constantFrom(...edges));
  if (!pattern || pattern.test(UNICODE_PROBE)) {
    choices.push(fitting(fc.string({ unit: 'binary', ...lengths })));
    // Sentences of hostile words: queries that parse (title:"x" AND NOT 三体), and near misses.
    // Only where a sentence fits: under a short bound nearly every one would be replaced.
    if ((schema.maxLength ?? Infinity) >= MIN_SENTENCE_LENGTH) {
      const words = fc.array(fc.constantFrom(...HOSTILE_FRAGMENTS), { minLength: 2, maxLength: 8 });
      choices.push(fitting(words.map((list) => list.join(' '))));
    }
  }
  return fc.oneof(...choices);
}

/** Strings the schema refuses: one character too long, huge, hostile, or not strings at all. */
export function invalidString(schema: JsonSchema): Arbitrary<unknown> {
  const fits = stringCheck(schema);
  const refused = (value: string) => !fits(value);
  const tooLong = boundaryStrings(schema, 1).filter(refused);
  const huge = 'x'.repeat(HUGE_STRING_LENGTH);
  const choices: Arbitrary<unknown>[] = [
    fc.constantFrom(...HOSTILE_STRINGS.filter(refused), huge),
    passingOr(fc.string({ unit: 'binary', maxLength: 300 }), refused, huge),
    anyJson,
  ];
  if (tooLong.length > 0) choices.push(fc.constantFrom(...tooLong));
  return fc.oneof(...choices);
}
