/**
 * Marks an answer against a question's key. Objective types (1–4) are marked at once; a short
 * answer (5) waits for its teacher. Whole points only, so a class's totals add up exactly.
 */
import {
  QuestionType,
  type AnswerMark,
  type QuestionAnswer,
  type QuestionTypeId,
} from '../../../src/core/api/contract';

export interface MarkableQuestion {
  type: QuestionTypeId;
  key: QuestionAnswer;
  points: number;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

const full = (points: number): AnswerMark => ({ score: points, correct: true });
const none: AnswerMark = { score: 0, correct: false };

/**
 * Multiple choice follows the rule Chinese school tests use: every right option and no wrong
 * one scores full; some right options and no wrong one scores half (rounded down); any wrong
 * option scores nothing.
 */
function markMultiple(key: string[], answer: string[], points: number): AnswerMark {
  if (sameSet(key, answer)) return full(points);
  const anyWrong = answer.some((index) => !key.includes(index));
  if (anyWrong || answer.length === 0) return none;
  return { score: Math.floor(points / 2), correct: false };
}

/** Matching scores its share of right pairs, rounded down; all pairs right is correct. */
function markMatching(
  key: Record<string, string>,
  answer: Record<string, string>,
  points: number,
): AnswerMark {
  const lefts = Object.keys(key);
  const right = lefts.filter((left) => answer[left] === key[left]).length;
  if (lefts.length > 0 && right === lefts.length) return full(points);
  return {
    score: lefts.length === 0 ? 0 : Math.floor((points * right) / lefts.length),
    correct: false,
  };
}

/**
 * The mark of an answer (already checked by `checkedAnswer`), or of no answer (undefined:
 * nothing was chosen, which scores 0 for objective types and is still 0 for a short answer).
 */
export function markAnswer(
  question: MarkableQuestion,
  answer: QuestionAnswer | undefined,
): AnswerMark {
  const { type, key, points } = question;
  if (type === QuestionType.shortAnswer) {
    // Nothing written needs no teacher: it scores 0 at once.
    return typeof answer === 'string' && answer.trim() !== ''
      ? { score: null, correct: null }
      : none;
  }
  if (answer === undefined) return none;
  switch (type) {
    case QuestionType.single:
    case QuestionType.trueFalse:
      return answer === key ? full(points) : none;
    case QuestionType.multiple:
      return Array.isArray(key) && Array.isArray(answer) ? markMultiple(key, answer, points) : none;
    case QuestionType.matching:
      return typeof key === 'object' &&
        !Array.isArray(key) &&
        typeof answer === 'object' &&
        !Array.isArray(answer)
        ? markMatching(key as Record<string, string>, answer as Record<string, string>, points)
        : none;
  }
}

/** The total of marks so far, and whether any answer still waits for a teacher. */
export function totalOf(marks: AnswerMark[]): { score: number; pending: number } {
  return marks.reduce(
    (sum, mark) =>
      mark.score === null
        ? { ...sum, pending: sum.pending + 1 }
        : { ...sum, score: sum.score + mark.score },
    { score: 0, pending: 0 },
  );
}
