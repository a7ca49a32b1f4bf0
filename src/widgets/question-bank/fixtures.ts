import { ApiPath, type ListedQuestion } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const API_BASE = /^.*?(?=\/Api\/)/;

export const QUESTIONS: ListedQuestion[] = [
  {
    id: 1,
    type: 1,
    title: '《西游记》的作者是谁？',
    stems: [
      { index: 'A', content: '吴承恩' },
      { index: 'B', content: '<i>罗贯中</i>' },
    ],
    points: 5,
    key: 'A',
    explanation: '',
    bookid: null,
    bookname: null,
    difficulty: 1,
    tags: ['名著'],
    shared: true,
    authorname: '李强',
    mine: false,
    collected: false,
  },
];

/** The bank's calls: a list, adds and imports (an import always reports row 3 wrong). */
export function bankServer(): FakeHandler {
  return (request) => {
    const path = request.path.replace(API_BASE, '');
    if (path === ApiPath.questionList || path === ApiPath.questionCollectList) {
      return ok({ total: QUESTIONS.length, index: 1, pagesize: 10, list: QUESTIONS });
    }
    if (path === ApiPath.questionAdd) return ok({ ...QUESTIONS[0], id: 2, mine: true });
    if (path === ApiPath.questionCollect || path === ApiPath.questionUncollect) return ok(null);
    if (path === ApiPath.questionImport) {
      return ok({ imported: 0, errors: [{ row: 3, column: 'type', message: '题型须为 1–5' }] });
    }
    return fail(40401, 'not found', 404);
  };
}
