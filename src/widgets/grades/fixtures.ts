import { ApiPath, type GradeItem, type Page } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const API_BASE = /^.*?(?=\/Api\/)/;

export { DEMO_READER_AS_TEACHER as DEMO_TEACHER } from '../../test/demo-reader';

/** Twelve graded works: a marked homework, a returned exam, then ten more homework. */
export const GRADES: GradeItem[] = [
  {
    id: 7,
    title: '《西游记》阅读作业',
    kind: 'homework',
    bookname: '西游记',
    submittedat: '2026-11-20T02:30:00.000Z',
    status: 'marked',
    score: 26,
    totalpoints: 30,
    comments: ['理由充分', '注意错别字'],
  },
  {
    id: 8,
    title: '第一单元小测',
    kind: 'exam',
    bookname: null,
    submittedat: '2026-11-18T02:30:00.000Z',
    status: 'returned',
    score: null,
    totalpoints: 15,
    comments: ['第 3 题请再想想'],
  },
  ...Array.from({ length: 10 }, (_, i): GradeItem => ({
    id: 20 + i,
    title: `练习 ${i + 1}`,
    kind: 'homework',
    bookname: null,
    submittedat: '2026-10-01T02:30:00.000Z',
    status: 'marked',
    score: 10,
    totalpoints: 10,
    comments: [],
  })),
];

/** The grades call of a logged-in student: filters by kind and pages like the server. */
export function gradesServer(answer: 'grades' | 'empty' | 'error' = 'grades'): FakeHandler {
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (request.path.replace(API_BASE, '') !== ApiPath.learningGrades) {
      return fail(40401, 'not found', 404);
    }
    if (answer === 'error') return fail(50000, '服务器忙，请稍后再试', 500);
    const body = (request.body ?? {}) as { kind?: string; index?: number; pagesize?: number };
    const index = body.index ?? 1;
    const pagesize = body.pagesize ?? 10;
    const all = answer === 'empty' ? [] : GRADES.filter((g) => !body.kind || g.kind === body.kind);
    const page: Page<GradeItem> = {
      total: all.length,
      index,
      pagesize,
      list: all.slice((index - 1) * pagesize, index * pagesize),
    };
    return ok(page);
  };
}
