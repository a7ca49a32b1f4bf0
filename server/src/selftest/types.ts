import type { MarkableQuestion, QuestionInput } from '../marking';

/** What a self-test is made from: one book of the student's organisation. */
export interface SelfTestBookFacts {
  id: number;
  orgId: number;
  title: string;
  author: string | null;
  publisher: string | null;
  publishYear: number | null;
  intro: string | null;
}

/** A question ready to be stored: checked by checkedQuestion, with its explanation. */
export type GeneratedQuestion = QuestionInput & MarkableQuestion & { explanation: string };
