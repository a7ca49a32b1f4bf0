import { ApiPath, type BookSuggestion, type ReadingGoal, type StudentTasks } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/(Api|LibraryReaderApi)\/)/;

const CATALOGUE: BookSuggestion[] = [
  { bookid: 11, bookname: '骆驼祥子', author: '老舍' },
  { bookid: 12, bookname: '朝花夕拾', author: '鲁迅' },
];
const book = (s: BookSuggestion) => ({ bookid: s.bookid, title: s.bookname, author: s.author });

/** A program running from 2026 to 2099 (always this week) and one goal due far ahead. */
export const TASKS: StudentTasks = {
  programs: [
    {
      id: 1,
      departmentid: 1,
      departmentname: '初二(3)班',
      title: '寒假共读',
      description: '每周读一本',
      startdate: '2026-01-10',
      enddate: '2099-02-28',
      books: CATALOGUE.map(book),
      teachername: '王芳',
      progress: ['returned', 'borrowed'],
    },
  ],
  goals: [
    {
      id: 5,
      title: '<b>本学期</b>读十本',
      targetcount: 10,
      duedate: '2099-06-30',
      books: [],
      progress: [],
      done: 4,
      target: 10,
      createdat: '2026-01-01T00:00:00.000Z',
    },
  ],
};

export interface TasksServerOptions {
  fails?: boolean;
  empty?: boolean;
}

/** The task list over goals that saves and deletes change; the book search. */
export function tasksServer(options: TasksServerOptions = {}): FakeHandler {
  const programs = options.empty ? [] : TASKS.programs;
  let goals: ReadingGoal[] = options.empty ? [] : TASKS.goals.map((g) => ({ ...g }));
  let next = 50;
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return fail(20102, '', 500);
    const path = request.path.replace(API_BASE, '');
    const body = request.body ?? {};
    switch (path) {
      case ApiPath.studentTasks:
        return ok({ programs, goals });
      case ApiPath.bookSuggestions:
        return ok(CATALOGUE.filter((b) => b.bookname.includes(String(body.keywords ?? ''))));
      case ApiPath.saveReadingGoal: {
        const ids = (body.bookids as number[] | undefined) ?? [];
        const chosen = ids.map((id) => book(CATALOGUE.find((b) => b.bookid === id)!));
        const goal: ReadingGoal = {
          id: next++,
          title: String(body.title),
          targetcount: chosen.length ? null : Number(body.targetcount),
          duedate: String(body.duedate),
          books: chosen,
          progress: chosen.map(() => 'none'),
          done: 0,
          target: chosen.length || Number(body.targetcount),
          createdat: '2026-03-01T00:00:00.000Z',
        };
        goals = [...goals, goal];
        return ok(goal);
      }
      case ApiPath.deleteReadingGoal:
        goals = goals.filter((g) => g.id !== Number(body.id));
        return ok(null);
      default:
        return fail(40401, 'not found', 404);
    }
  };
}
