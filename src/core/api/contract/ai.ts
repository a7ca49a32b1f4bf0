/** AI librarian (spec §1, §4, §7, §8). */

/** POST /AIApi/AILibrarian/AskQuestion → data: the answer as plain text (newlines kept). */
export interface AskQuestionRequest {
  orgid: number;
  question: string;
}
/** Longest question the server accepts, in characters. */
export const MAX_QUESTION_LENGTH = 500;

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const AiPath = {
  askLibrarian: '/AIApi/AILibrarian/AskQuestion',
} as const;
