/**
 * Questions (docs/product-rules.md, "The reader's own records": a type 1–5, title, stems (index,
 * content, left and right content)"): the one shape the question bank, homework, exams and
 * self-tests share. The product names five types without defining them; these are the five school
 * reading tests use, in the order the `type` numbers them.
 */
import type { Page } from './common';

export const QuestionType = {
  /** One option of the stems is right. */
  single: 1,
  /** Several options are right; the answer is the set. */
  multiple: 2,
  /** The title is a statement: true or false. No stems. */
  trueFalse: 3,
  /** Each stem has a left and a right content; the reader pairs every left with a right. */
  matching: 4,
  /** Written answer, marked by a teacher (the key is a model answer, not compared). */
  shortAnswer: 5,
} as const;
export type QuestionTypeId = (typeof QuestionType)[keyof typeof QuestionType];
export const QUESTION_TYPES: readonly QuestionTypeId[] = [1, 2, 3, 4, 5];

/** An option (types 1, 2) or a pair (type 4: `leftcontent` and `rightcontent`). */
export interface QuestionStem {
  /** "A", "B", … for options; "1", "2", … for pairs. Unique within a question. */
  index: string;
  content: string;
  leftcontent?: string;
  rightcontent?: string;
}

/**
 * What a reader answers, by type: 1 the chosen index; 2 the chosen indexes; 3 true or false;
 * 4 for each left index the right index it was paired with; 5 the text written. The answer
 * key of a question has the same shape (for type 4 the key pairs every stem with itself).
 */
export type QuestionAnswer = string | string[] | boolean | Record<string, string>;

/** A question as a reader doing a test sees it: never the key. */
export interface Question {
  id: number;
  type: QuestionTypeId;
  title: string;
  stems: QuestionStem[];
  /** Points for a full answer. */
  points: number;
}

/** A question as its teacher sees it in the bank: with key, explanation and tags. */
export interface BankQuestion extends Question {
  key: QuestionAnswer;
  explanation: string;
  bookid: number | null;
  bookname: string | null;
  /** 1 easy, 2 medium, 3 hard. */
  difficulty: 1 | 2 | 3;
  tags: string[];
  /** Other teachers of the organisation may use it (and collect it). */
  shared: boolean;
  authorname: string;
  mine: boolean;
}

/** The mark of one answer: objective ones at once, subjective ones by a teacher. */
export interface AnswerMark {
  /** null: not marked yet (a short answer waiting for its teacher). */
  score: number | null;
  /** null for a short answer: a teacher's score is not right or wrong. */
  correct: boolean | null;
}

export const MAX_QUESTION_TITLE = 1000;
export const MAX_STEM_CONTENT = 500;
export const MAX_STEMS = 12;
export const MAX_SHORT_ANSWER = 5000;
export const MAX_QUESTION_POINTS = 100;

/** The bank's list: what a teacher filters by. `scope` mine: written by me; shared: others'. */
export interface QuestionListRequest {
  index?: number;
  pagesize?: number;
  scope?: 'all' | 'mine' | 'shared';
  bookid?: number;
  type?: QuestionTypeId;
  difficulty?: 1 | 2 | 3;
  tag?: string;
  text?: string;
}

/** A bank question with whether the calling teacher has collected it (My Collect). */
export interface ListedQuestion extends BankQuestion {
  collected: boolean;
}

export type QuestionPage = Page<ListedQuestion>;

/** What a teacher writes: a new question (`id` absent) or an edit of their own. */
export interface QuestionWrite {
  id?: number;
  type: QuestionTypeId;
  title: string;
  stems: QuestionStem[];
  key: QuestionAnswer;
  points: number;
  explanation?: string;
  bookid?: number | null;
  difficulty: 1 | 2 | 3;
  tags?: string[];
  shared: boolean;
}

export interface QuestionIdRequest {
  id: number;
}

/** A spreadsheet sent as base64 (JSON, like every other call): `.csv` or `.xlsx` by name. */
export interface QuestionImportRequest {
  filename: string;
  content: string;
  /** Whether the imported questions are shared with the organisation's other teachers. */
  shared?: boolean;
}

/** One wrong row of an import: its number as the spreadsheet shows it, and why. */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

/**
 * All or nothing: a teacher fixes the sheet and imports it again, which is simpler than
 * finding out which half of it is in the bank. `imported` is 0 whenever `errors` is not empty.
 */
export interface QuestionImportResult {
  imported: number;
  errors: ImportRowError[];
}

export const MAX_QUESTION_PAGE_SIZE = 50;
export const MAX_QUESTION_TAGS = 10;
export const MAX_QUESTION_TAG = 20;
export const MAX_QUESTION_EXPLANATION = 2000;
export const MAX_QUESTION_SEARCH = 100;
export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_ROWS = 500;
/** The template and the import read these columns, in this order (the header row names them). */
export const IMPORT_COLUMNS = [
  'type',
  'title',
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'key',
  'points',
  'difficulty',
  'book',
  'tags',
  'explanation',
] as const;

// ---- AI self-tests (/do-selftest-form-ai, /test-form-ai-result) ----

/** A book the student has read (a returned loan) that a self-test can be made from. */
export interface SelfTestBook {
  bookid: number;
  title: string;
  author: string;
}

export interface SelfTestGenerateRequest {
  bookid: number;
  lang?: 'zh' | 'en';
}

/** A self-test as its student sees it: the questions without keys until it is submitted. */
export interface SelfTest {
  id: number;
  bookid: number;
  booktitle: string;
  /** 'library': made from the catalogue; 'ai': by the configured provider. */
  source: 'library' | 'ai';
  createdat: string;
  questions: Question[];
  /** Present once submitted. */
  result: SelfTestResult | null;
}

export interface SelfTestMarkedAnswer {
  questionid: number;
  answer: QuestionAnswer | null;
  key: QuestionAnswer;
  explanation: string;
  score: number | null;
  correct: boolean | null;
}

export interface SelfTestResult {
  score: number;
  total: number;
  submittedat: string;
  answers: SelfTestMarkedAnswer[];
}

export interface SelfTestSubmitRequest {
  id: number;
  answers: { questionid: number; answer: QuestionAnswer | null }[];
}

export const SELF_TEST_QUESTIONS = 5;

export const QuestionPath = {
  questionList: '/Api/Teacher/Question/List',
  questionAdd: '/Api/Teacher/Question/Add',
  questionUpdate: '/Api/Teacher/Question/Update',
  questionDelete: '/Api/Teacher/Question/Delete',
  questionCollect: '/Api/Teacher/Question/Collect',
  questionUncollect: '/Api/Teacher/Question/Uncollect',
  /** My Collect: the questions the teacher collected, same page shape as the list. */
  questionCollectList: '/Api/Teacher/Question/CollectList',
  questionImport: '/Api/Teacher/Question/Import',
  /** GET: the import template as CSV (UTF-8 with BOM so spreadsheet programs read Chinese). */
  questionTemplate: '/Api/Teacher/Question/ImportTemplate',
  selfTestBooks: '/Api/Student/SelfTest/Books',
  selfTestGenerate: '/Api/Student/SelfTest/Generate',
  selfTestDetail: '/Api/Student/SelfTest/Detail',
  selfTestSubmit: '/Api/Student/SelfTest/Submit',
} as const;
