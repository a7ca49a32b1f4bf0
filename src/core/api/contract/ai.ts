/** AI librarian (docs/product-rules.md, "The AI chat"). */

/** POST /AIApi/AILibrarian/AskQuestion → data: the answer as plain text (newlines kept). */
export interface AskQuestionRequest {
  orgid: number;
  question: string;
  /** The widget's language (else the Accept-Language header). */
  lang?: 'zh' | 'en';
  /** The last turns of the conversation, oldest first, for follow-ups ("它在几楼？"). */
  history?: AskQuestionTurn[];
  /** 'rich': data is an AskQuestionAnswer instead of the answer text. */
  format?: 'rich';
}

export interface AskQuestionTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** A book the answer names: the widget links it to its detail page. */
export interface AnswerBook {
  id: number;
  title: string;
  author: string | null;
  /** Copies in the library now. */
  available: number;
  copies: number;
  /** Where the available copies are shelved. */
  locations: string[];
}

/** data of AskQuestion with format 'rich'. */
export interface AskQuestionAnswer {
  answer: string;
  books: AnswerBook[];
}
/** Turns of history the server reads, and the longest text of one. */
export const MAX_HISTORY_TURNS = 6;
export const MAX_HISTORY_TEXT = 2000;
/** Longest question the server accepts, in characters. */
export const MAX_QUESTION_LENGTH = 500;

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const AiPath = {
  askLibrarian: '/AIApi/AILibrarian/AskQuestion',
} as const;
