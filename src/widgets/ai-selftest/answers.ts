import type { Question, QuestionAnswer } from '../../core';

export type Answers = Record<number, QuestionAnswer | undefined>;

/** Whether a question has an answer worth sending (an empty choice or text is none). */
export function answered(question: Question, answer: QuestionAnswer | undefined): boolean {
  if (answer === undefined) return false;
  if (Array.isArray(answer)) return answer.length > 0;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (typeof answer === 'object') return Object.keys(answer).length === question.stems.length;
  return true;
}

/** An answer or key as text: options by letter, true/false in words, pairs as left → right. */
export function answerText(
  question: Question,
  answer: QuestionAnswer | null | undefined,
  words: { yes: string; no: string; none: string },
): string {
  if (answer === null || answer === undefined) return words.none;
  if (typeof answer === 'boolean') return answer ? words.yes : words.no;
  if (Array.isArray(answer)) return answer.join(', ');
  if (typeof answer === 'string') return answer;
  return question.stems
    .map((stem) => {
      const right = question.stems.find((other) => other.index === answer[stem.index]);
      return `${stem.leftcontent ?? ''} → ${right?.rightcontent ?? '?'}`;
    })
    .join('; ');
}
