import type { QuestionAnswer } from '../api/contract';

/** A key as text: "A", "A, B", true/false, or the pairs "1→2". */
export function answerText(answer: QuestionAnswer | undefined, t: (key: string) => string) {
  if (answer === undefined) return '';
  if (typeof answer === 'boolean') return t(String(answer));
  if (typeof answer === 'string') return answer;
  if (Array.isArray(answer)) return answer.join(', ');
  return Object.entries(answer)
    .map(([left, right]) => `${left}→${right}`)
    .join(', ');
}
