/**
 * Whether a value is a well-formed answer for a question, by type. Answers arrive from the
 * browser as JSON: the schema bounds their size, this checks they fit the question (an index
 * that is no option, a pair for a left that does not exist) before anything is stored or marked.
 */
import {
  MAX_SHORT_ANSWER,
  QuestionType,
  type QuestionAnswer,
  type QuestionStem,
  type QuestionTypeId,
} from '../../../src/core/api/contract';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isPairs = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string');

/** The answer if it fits the question, else undefined. Types 1, 2 and 4 name stems only. */
export function checkedAnswer(
  question: { type: QuestionTypeId; stems: QuestionStem[] },
  value: unknown,
): QuestionAnswer | undefined {
  const indexes = new Set(question.stems.map((stem) => stem.index));
  switch (question.type) {
    case QuestionType.single:
      return typeof value === 'string' && indexes.has(value) ? value : undefined;
    case QuestionType.multiple:
      return isStringArray(value) &&
        value.every((index) => indexes.has(index)) &&
        new Set(value).size === value.length
        ? [...value].sort()
        : undefined;
    case QuestionType.trueFalse:
      return typeof value === 'boolean' ? value : undefined;
    case QuestionType.matching: {
      if (!isPairs(value)) return undefined;
      const entries = Object.entries(value);
      const fits = entries.every(([left, right]) => indexes.has(left) && indexes.has(right));
      // Each right side may be used once: two lefts on one right is not a pairing.
      const rightsUnique = new Set(entries.map(([, right]) => right)).size === entries.length;
      return fits && rightsUnique ? value : undefined;
    }
    case QuestionType.shortAnswer:
      return typeof value === 'string' && value.length <= MAX_SHORT_ANSWER ? value : undefined;
  }
}
