import type { MessageTable } from './lang';

/** Server messages for the AI librarian. */
export const aiMessages = {
  tooManyQuestions: {
    zh: '提问太频繁，请稍后再问',
    en: 'Too many questions in a row, please ask again in a minute',
  },
  blankQuestion: { zh: '请输入问题', en: 'Please enter a question' },
  questionTooLong: {
    zh: '问题太长，最多 {max} 个字',
    en: 'The question is too long: at most {max} characters',
  },
  aiDisabled: {
    zh: '本馆未开通AI馆员',
    en: 'The AI librarian is not enabled for this library',
  },
  aiUnavailable: {
    zh: 'AI馆员暂时无法回答，请稍后再试',
    en: 'The AI librarian cannot answer right now, please try again later',
  },
} as const satisfies MessageTable;
