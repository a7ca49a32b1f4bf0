/**
 * Whether a question a teacher wrote (or a spreadsheet row, or a generator) can be asked and
 * marked: stems fit the type, indexes are unique, and the key is an answer to it. Returns the
 * reason otherwise, so the bank can say which row of an import is wrong and why.
 */
import {
  MAX_QUESTION_POINTS,
  MAX_QUESTION_TITLE,
  MAX_STEM_CONTENT,
  MAX_STEMS,
  QuestionType,
  type QuestionAnswer,
  type QuestionStem,
  type QuestionTypeId,
} from '../../../src/core/api/contract';
import { checkedAnswer } from './answers';

export interface QuestionInput {
  type: QuestionTypeId;
  title: string;
  stems: QuestionStem[];
  key: QuestionAnswer;
  points: number;
}

export type QuestionProblem = 'title' | 'stems' | 'stemIndex' | 'stemContent' | 'key' | 'points';

const needsOptions = (type: QuestionTypeId) =>
  type === QuestionType.single || type === QuestionType.multiple;

function stemsProblem(type: QuestionTypeId, stems: QuestionStem[]): QuestionProblem | undefined {
  if (type === QuestionType.trueFalse || type === QuestionType.shortAnswer) {
    return stems.length === 0 ? undefined : 'stems';
  }
  if (stems.length < 2 || stems.length > MAX_STEMS) return 'stems';
  if (new Set(stems.map((stem) => stem.index)).size !== stems.length) return 'stemIndex';
  const filled = (text: string | undefined) =>
    typeof text === 'string' && text.trim() !== '' && text.length <= MAX_STEM_CONTENT;
  const ok = stems.every((stem) =>
    needsOptions(type)
      ? filled(stem.content)
      : filled(stem.leftcontent) && filled(stem.rightcontent),
  );
  return ok ? undefined : 'stemContent';
}

function keyProblem(input: QuestionInput): QuestionProblem | undefined {
  const key = checkedAnswer(input, input.key);
  if (key === undefined) return 'key';
  if (input.type === QuestionType.multiple && (key as string[]).length === 0) return 'key';
  if (input.type === QuestionType.shortAnswer && (key as string).trim() === '') return 'key';
  // A matching key pairs every stem's left with its own right.
  if (input.type === QuestionType.matching) {
    const pairs = key as Record<string, string>;
    const complete = input.stems.every((stem) => pairs[stem.index] === stem.index);
    if (!complete || Object.keys(pairs).length !== input.stems.length) return 'key';
  }
  return undefined;
}

/** The input with its key normalised if it is a question that can be asked, else the problem. */
export function checkedQuestion(
  input: QuestionInput,
): { ok: QuestionInput } | { problem: QuestionProblem } {
  const title = input.title.trim();
  if (title === '' || title.length > MAX_QUESTION_TITLE) return { problem: 'title' };
  if (!Number.isInteger(input.points) || input.points < 1 || input.points > MAX_QUESTION_POINTS) {
    return { problem: 'points' };
  }
  const stemProblem = stemsProblem(input.type, input.stems);
  if (stemProblem) return { problem: stemProblem };
  const problem = keyProblem(input);
  if (problem) return { problem };
  return { ok: { ...input, title, key: checkedAnswer(input, input.key)! } };
}
