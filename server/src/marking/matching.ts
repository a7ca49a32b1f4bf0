/**
 * The right-hand column of a matching question, shuffled for each student. The key pairs every
 * stem with itself, so sending the stems as they are would hand the student the pairing. The
 * student instead sees the right contents moved between the stems' indexes by a permutation
 * seeded by assignment, student and question: the same on every reload, never the identity,
 * and never stored. Answers are translated back on arrival, so what is stored and marked is
 * always in the bank's own indexes.
 */
import {
  QuestionType,
  type QuestionAnswer,
  type QuestionStem,
  type QuestionTypeId,
} from '../../../src/core/api/contract';
import { createRandom } from '../random';

/** FNV-1a: a 32-bit hash of the seed text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** For each index shown, the index whose right content it shows. */
export function rightShuffle(indexes: string[], seed: string): Map<string, string> {
  const order = createRandom(hash(seed)).shuffled(indexes);
  // The brief's rule: the shown order must differ from the answer order; rotate if it did not.
  if (order.length > 1 && order.every((index, i) => index === indexes[i])) {
    order.push(order.shift()!);
  }
  return new Map(indexes.map((index, i) => [index, order[i]!]));
}

export const matchingSeed = (assignmentId: number, readerId: number, questionId: number) =>
  `${assignmentId}:${readerId}:${questionId}`;

/** The stems as the student sees them: lefts in place, rights moved by the shuffle. */
export function shuffledStems(stems: QuestionStem[], shown: Map<string, string>): QuestionStem[] {
  const rightOf = new Map(stems.map((stem) => [stem.index, stem.rightcontent]));
  return stems.map((stem) => ({
    ...stem,
    rightcontent: rightOf.get(shown.get(stem.index) ?? stem.index),
  }));
}

const isPairs = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Pairs by shown index → pairs by the bank's index (anything else passes unchanged). */
export function pairsFromStudent(answer: unknown, shown: Map<string, string>): unknown {
  if (!isPairs(answer)) return answer;
  return Object.fromEntries(
    Object.entries(answer).map(([left, right]) => [left, shown.get(right) ?? `?${right}`]),
  );
}

/** Pairs by the bank's index → pairs by the index the student sees. */
export function pairsToStudent(
  answer: QuestionAnswer | undefined,
  shown: Map<string, string>,
): QuestionAnswer | undefined {
  if (!isPairs(answer)) return answer;
  const back = new Map([...shown].map(([label, original]) => [original, label]));
  return Object.fromEntries(
    Object.entries(answer).map(([left, right]) => [left, back.get(right) ?? right]),
  );
}

/** Each matching question's shuffle for this student, by question id. */
export function shufflesFor(
  assignmentId: number,
  readerId: number,
  questions: { id: number; type: QuestionTypeId; stems: QuestionStem[] }[],
): Map<string, Map<string, string>> {
  return new Map(
    questions
      .filter((item) => item.type === QuestionType.matching)
      .map((item) => [
        String(item.id),
        rightShuffle(
          item.stems.map((stem) => stem.index),
          matchingSeed(assignmentId, readerId, item.id),
        ),
      ]),
  );
}

/** Answers by question id, each passed through `convert` with its question's shuffle. */
export function byShuffle<T>(
  answers: Record<string, T>,
  shuffles: Map<string, Map<string, string>>,
  convert: (answer: T, shown: Map<string, string>) => T,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(answers).map(([id, answer]) => {
      const shown = shuffles.get(id);
      return [id, shown ? convert(answer, shown) : answer];
    }),
  );
}
