import { ApiPath, type SelfTest, type SelfTestBook } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const API_BASE = /^.*?(?=\/Api\/)/;

export const BOOKS: SelfTestBook[] = [
  { bookid: 11, title: '西游记', author: '吴承恩' },
  { bookid: 12, title: '<b>活着</b>', author: '余华' },
];

export const TEST: SelfTest = {
  id: 7,
  bookid: 11,
  booktitle: '西游记',
  source: 'library',
  createdat: '2026-11-24T08:00:00Z',
  questions: [
    {
      id: 1,
      type: 1,
      title: '《西游记》的作者是谁？',
      stems: [
        { index: 'A', content: '罗贯中' },
        { index: 'B', content: '吴承恩' },
      ],
      points: 20,
    },
    { id: 2, type: 3, title: '《西游记》的作者是罗贯中。', stems: [], points: 20 },
  ],
  result: null,
};

/** Books read, generation and submission (marked: question 1 right, 2 wrong). */
export function selfTestServer(options: { failGenerate?: boolean } = {}): FakeHandler {
  return (request) => {
    const path = request.path.replace(API_BASE, '');
    if (path === ApiPath.selfTestBooks) return ok(BOOKS);
    if (path === ApiPath.selfTestGenerate) {
      return options.failGenerate ? fail(50301, 'AI 出题服务暂时不可用，请稍后再试') : ok(TEST);
    }
    if (path === ApiPath.selfTestDetail) return ok(TEST);
    if (path === ApiPath.selfTestSubmit) {
      return ok({
        ...TEST,
        result: {
          score: 20,
          total: 40,
          submittedat: '2026-11-24T08:05:00Z',
          answers: [
            {
              questionid: 1,
              answer: 'B',
              key: 'B',
              explanation: '目录记载作者是吴承恩。',
              score: 20,
              correct: true,
            },
            {
              questionid: 2,
              answer: true,
              key: false,
              explanation: '作者是吴承恩。',
              score: 0,
              correct: false,
            },
          ],
        },
      });
    }
    return fail(40401, 'not found', 404);
  };
}
