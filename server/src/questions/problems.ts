import type { QuestionProblem } from '../marking/questions';
import type { MessageKey } from '../http/messages';

/** The message of each reason checkedQuestion gives (server/src/marking/questions.ts). */
export const problemMessage = {
  title: 'questionProblemTitle',
  stems: 'questionProblemStems',
  stemIndex: 'questionProblemStemIndex',
  stemContent: 'questionProblemStemContent',
  key: 'questionProblemKey',
  points: 'questionProblemPoints',
} as const satisfies Record<QuestionProblem, MessageKey>;
