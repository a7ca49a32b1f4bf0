/**
 * Marking a whole submission: objective answers at submission, short answers by the teacher.
 * Pure functions over the assignment's questions, so the routes and the tests share them.
 */
import type {
  MarkedAnswer,
  QuestionAnswer,
  QuestionStem,
  QuestionTypeId,
} from '../../../src/core/api/contract';
import { checkedAnswer } from './answers';
import { markAnswer, totalOf } from './mark';

export interface SetQuestion {
  id: number;
  type: QuestionTypeId;
  stems: QuestionStem[];
  key: QuestionAnswer;
  /** The points in this assignment. */
  points: number;
}

/**
 * The answers that fit the assignment's questions, by question id. An answer to a question
 * not asked, or one that does not fit its question, is dropped (not stored, not marked).
 */
export function checkedAnswers(
  questions: SetQuestion[],
  answers: Record<string, unknown>,
): Record<string, QuestionAnswer> {
  const kept: Record<string, QuestionAnswer> = {};
  for (const item of questions) {
    const id = String(item.id);
    if (!Object.hasOwn(answers, id)) continue;
    const answer = checkedAnswer(item, answers[id]);
    if (answer !== undefined) kept[id] = answer;
  }
  return kept;
}

export interface SubmissionMarks {
  marks: Record<string, MarkedAnswer>;
  score: number;
  pending: number;
}

const summed = (marks: Record<string, MarkedAnswer>): SubmissionMarks => ({
  marks,
  ...totalOf(Object.values(marks)),
});

/**
 * The marks at submission: every objective answer (and every empty one) marked; a written
 * short answer waits. A resubmission after a return keeps the teacher's mark and comment of a
 * short answer the student did not change.
 */
export function markSubmission(
  questions: SetQuestion[],
  answers: Record<string, QuestionAnswer>,
  before?: { answers: Record<string, QuestionAnswer>; marks: Record<string, MarkedAnswer> },
): SubmissionMarks {
  const marks: Record<string, MarkedAnswer> = {};
  for (const item of questions) {
    const id = String(item.id);
    const previous = before?.marks[id];
    const unchanged =
      previous !== undefined &&
      previous.score !== null &&
      JSON.stringify(before?.answers[id]) === JSON.stringify(answers[id]);
    marks[id] =
      unchanged && item.type === 5
        ? previous
        : { ...markAnswer(item, answers[id]), comment: previous?.comment ?? '' };
  }
  return summed(marks);
}

export type TeacherMarkProblem = 'question' | 'score';

/**
 * The teacher's marks applied: only questions of the assignment, a whole score from 0 to the
 * question's points. Objective answers may be overridden too (a teacher's judgement wins).
 */
export function applyTeacherMarks(
  questions: SetQuestion[],
  current: Record<string, MarkedAnswer>,
  given: { questionid: number; score: number; comment?: string }[],
): SubmissionMarks | { problem: TeacherMarkProblem } {
  const byId = new Map(questions.map((item) => [item.id, item]));
  const marks = { ...current };
  for (const mark of given) {
    const item = byId.get(mark.questionid);
    if (!item) return { problem: 'question' };
    if (!Number.isInteger(mark.score) || mark.score < 0 || mark.score > item.points) {
      return { problem: 'score' };
    }
    marks[String(item.id)] = {
      score: mark.score,
      correct: item.type === 5 ? null : mark.score === item.points,
      comment: mark.comment?.trim() ?? current[String(item.id)]?.comment ?? '',
    };
  }
  return summed(marks);
}

/** The mark bucket (0–9) of a score: tenths of the total, the full score in the last. */
export function bucketOf(score: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(9, Math.floor((score / total) * 10));
}
