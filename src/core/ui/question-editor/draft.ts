import type { ListedQuestion, QuestionTypeId, QuestionWrite } from '../../api/contract';

/** The editor's state: every type's fields, so switching type keeps what was typed. */
export interface Draft {
  id?: number;
  type: QuestionTypeId;
  title: string;
  options: string[];
  right: string[];
  truth: boolean;
  pairs: { left: string; right: string }[];
  model: string;
  explanation: string;
  points: string;
  difficulty: 1 | 2 | 3;
  bookid: string;
  tags: string;
  shared: boolean;
}

export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

export const emptyDraft = (): Draft => ({
  type: 1,
  title: '',
  options: ['', '', '', ''],
  right: [],
  truth: true,
  pairs: [
    { left: '', right: '' },
    { left: '', right: '' },
  ],
  model: '',
  explanation: '',
  points: '5',
  difficulty: 2,
  bookid: '',
  tags: '',
  shared: true,
});

/** A bank question back into the editor's fields. */
export function draftOf(question: ListedQuestion): Draft {
  const draft = { ...emptyDraft(), id: question.id, type: question.type, title: question.title };
  const { key } = question;
  if (question.type === 1 || question.type === 2) {
    draft.options = question.stems.map((stem) => stem.content);
    draft.right = Array.isArray(key) ? key : typeof key === 'string' ? [key] : [];
  }
  if (question.type === 3) draft.truth = key === true;
  if (question.type === 4) {
    draft.pairs = question.stems.map((stem) => ({
      left: stem.leftcontent ?? '',
      right: stem.rightcontent ?? '',
    }));
  }
  if (question.type === 5 && typeof key === 'string') draft.model = key;
  return {
    ...draft,
    explanation: question.explanation,
    points: String(question.points),
    difficulty: question.difficulty,
    bookid: question.bookid ? String(question.bookid) : '',
    tags: question.tags.join(', '),
    shared: question.shared,
  };
}

/** What the server is sent; it checks the rest (checkedQuestion) and says what is wrong. */
export function writeOf(draft: Draft): QuestionWrite {
  const base = {
    id: draft.id,
    type: draft.type,
    title: draft.title,
    points: Number(draft.points),
    explanation: draft.explanation,
    difficulty: draft.difficulty,
    bookid: draft.bookid.trim() ? Number(draft.bookid) : null,
    tags: draft.tags
      .split(/[,，、]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
    shared: draft.shared,
  };
  switch (draft.type) {
    case 1:
    case 2: {
      const stems = draft.options.map((content, at) => ({ index: LETTERS[at]!, content }));
      const right = draft.right.filter((index) => stems.some((stem) => stem.index === index));
      return { ...base, stems, key: draft.type === 1 ? (right[0] ?? '') : right };
    }
    case 3:
      return { ...base, stems: [], key: draft.truth };
    case 4: {
      const stems = draft.pairs.map((pair, at) => ({
        index: String(at + 1),
        content: '',
        leftcontent: pair.left,
        rightcontent: pair.right,
      }));
      return {
        ...base,
        stems,
        key: Object.fromEntries(stems.map((stem) => [stem.index, stem.index])),
      };
    }
    case 5:
      return { ...base, stems: [], key: draft.model };
  }
}
