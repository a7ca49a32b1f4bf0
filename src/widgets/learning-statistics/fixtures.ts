import { ApiPath, type LearningStatistics } from '../../core';
export { DEMO_READER_AS_TEACHER as DEMO_TEACHER } from '../../test/demo-reader';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const API_BASE = /^.*?(?=\/Api\/)/;

/** Two marked works (the exam's class average held back: too few marks) and one not handed in. */
export const LEARNING_STATS: LearningStatistics = {
  from: '2026-08-26',
  to: '2026-11-24',
  assigned: 3,
  submitted: 2,
  submissionrate: 2 / 3,
  average: 82.5,
  classaverage: 74,
  booksread: 4,
  seconds: 2 * 3600 + 5 * 60 + 9,
  series: [
    {
      id: 7,
      title: '《西游记》阅读作业',
      kind: 'homework',
      dueat: '2026-09-10T10:00:00.000Z',
      mine: 90,
      classaverage: 74,
    },
    {
      id: 8,
      title: '第一单元小测',
      kind: 'exam',
      dueat: '2026-10-01T10:00:00.000Z',
      mine: 75,
      classaverage: null,
    },
    {
      id: 9,
      title: '读书笔记',
      kind: 'homework',
      dueat: '2026-11-01T10:00:00.000Z',
      mine: null,
      classaverage: null,
    },
  ],
};

export const EMPTY_STATS: LearningStatistics = {
  ...LEARNING_STATS,
  assigned: 0,
  submitted: 0,
  submissionrate: 0,
  average: null,
  classaverage: null,
  booksread: 0,
  seconds: 0,
  series: [],
};

/** The statistics call of a logged-in student: `answer` decides what it returns. */
export function learningServer(answer: 'stats' | 'empty' | 'error' = 'stats'): FakeHandler {
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (request.path.replace(API_BASE, '') !== ApiPath.learningStatistics) {
      return fail(40401, 'not found', 404);
    }
    if (answer === 'error') return fail(50000, '服务器忙，请稍后再试', 500);
    return ok(answer === 'empty' ? EMPTY_STATS : LEARNING_STATS);
  };
}
