import type { AnswerBook, AskQuestionTurn } from '../../core/api/contract';

/** An answer is typed out one character every 30 ms. */
export const TYPEWRITER_INTERVAL_MS = 30;

/** `loading` until the answer arrives, `typing` while it is typed out, then `done`. */
export type MessageStatus = 'loading' | 'typing' | 'done';

/** A chat message has a type (user or ai) and a text. */
export interface ChatMessage {
  id: number;
  type: 'user' | 'ai';
  text: string;
  status: MessageStatus;
  /** The books an answer names: shown as links to their detail pages once it is typed. */
  books?: AnswerBook[];
}

export interface Conversation {
  messages: ChatMessage[];
  /** Characters of the `typing` message shown so far. */
  typed: number;
}

export type ConversationAction =
  | { type: 'ask'; questionId: number; answerId: number; question: string }
  | { type: 'answer'; id: number; text: string; instant: boolean; books?: AnswerBook[] }
  | { type: 'tick' }
  | { type: 'finishTyping' };

export const emptyConversation: Conversation = { messages: [], typed: 0 };

/** Characters as the reader sees them: an emoji or other astral character is one step. */
export function characters(text: string): string[] {
  return Array.from(text);
}

function finishTyping(messages: ChatMessage[]): ChatMessage[] {
  return messages.map((message) =>
    message.status === 'typing' ? { ...message, status: 'done' } : message,
  );
}

export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case 'ask':
      // A new question shows the previous answer in full at once.
      return {
        typed: 0,
        messages: [
          ...finishTyping(state.messages),
          { id: action.questionId, type: 'user', text: action.question, status: 'done' },
          { id: action.answerId, type: 'ai', text: '', status: 'loading' },
        ],
      };
    case 'answer': {
      const typing = !action.instant && characters(action.text).length > 0;
      return {
        typed: 0,
        messages: state.messages.map((message) =>
          message.id === action.id
            ? {
                ...message,
                text: action.text,
                books: action.books ?? [],
                status: typing ? 'typing' : 'done',
              }
            : message,
        ),
      };
    }
    case 'tick': {
      const current = state.messages.find((message) => message.status === 'typing');
      if (!current) return state;
      const typed = state.typed + 1;
      if (typed < characters(current.text).length) return { ...state, typed };
      return { typed: 0, messages: finishTyping(state.messages) };
    }
    case 'finishTyping':
      return { typed: 0, messages: finishTyping(state.messages) };
    default:
      return state;
  }
}

/** Turns of the conversation sent with a question, so follow-ups can be understood. */
export const HISTORY_TURNS = 6;
/** The longest text of one turn sent back (the server refuses more). */
export const HISTORY_TEXT = 2000;

/** The last answered turns before the new question, oldest first, bounded. */
export function historyOf(messages: ChatMessage[]): AskQuestionTurn[] {
  return messages
    .filter((message) => message.status === 'done' && message.text.trim() !== '')
    .slice(-HISTORY_TURNS)
    .map((message) => ({
      role: message.type === 'user' ? 'user' : 'assistant',
      text: characters(message.text).slice(0, HISTORY_TEXT).join(''),
    }));
}
