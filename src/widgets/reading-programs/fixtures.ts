import {
  ApiPath,
  type BookSuggestion,
  type ReadingProgram,
  type ReadingProgramDetail,
  type TeacherDepartment,
} from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const DEPARTMENTS: TeacherDepartment[] = [
  { id: 1, name: '初二(3)班', studentcount: 2, managed: true },
  { id: 2, name: '初一(1)班', studentcount: 1, managed: false },
];

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/(Api|IdentityApi|LibraryReaderApi)\/)/;

export const CATALOGUE: BookSuggestion[] = [
  { bookid: 11, bookname: '骆驼祥子', author: '老舍' },
  { bookid: 12, bookname: '朝花夕拾', author: '鲁迅' },
  { bookid: 13, bookname: '<b>西游记</b>', author: '吴承恩' },
];

const book = (s: BookSuggestion) => ({ bookid: s.bookid, title: s.bookname, author: s.author });

export const PROGRAMS: ReadingProgram[] = [
  {
    id: 1,
    departmentid: 1,
    departmentname: '初二(3)班',
    title: '寒假共读',
    description: '每周读一本，<i>写读书笔记</i>',
    startdate: '2026-01-10',
    enddate: '2099-02-28',
    books: [book(CATALOGUE[0]!), book(CATALOGUE[1]!)],
    teachername: '王芳',
  },
];

export const DETAIL: ReadingProgramDetail = {
  ...PROGRAMS[0]!,
  students: [
    { readerid: 1, name: '李明', readercode: '20230001', books: ['returned', 'borrowed'] },
    { readerid: 2, name: '陈思雨', readercode: '20230002', books: ['none', 'none'] },
  ],
};

export interface ProgramsServerOptions {
  fails?: boolean;
  empty?: boolean;
  /** The save call refuses with this message. */
  refuseSave?: string;
}

/** The program calls over a list that saves and deletes change; the book search; the classes. */
export function programsServer(options: ProgramsServerOptions = {}): FakeHandler {
  let programs = options.empty ? [] : PROGRAMS.map((p) => ({ ...p }));
  let next = 100;
  return (request) => {
    if (!request.headers.has('authorization') && !request.path.endsWith(ApiPath.bookSuggestions)) {
      return fail(40101, 'unauthenticated', 401);
    }
    if (options.fails) return fail(20102, '', 500);
    const path = request.path.replace(API_BASE, '');
    const body = request.body ?? {};
    switch (path) {
      case ApiPath.departmentsForTeacher:
        return ok(DEPARTMENTS);
      case ApiPath.bookSuggestions: {
        const words = String(body.keywords ?? '');
        return ok(CATALOGUE.filter((b) => b.bookname.includes(words) || b.author?.includes(words)));
      }
      case ApiPath.readingPrograms:
        return ok(programs);
      case ApiPath.readingProgram:
        return Number(body.id) === 1 && programs.some((p) => p.id === 1)
          ? ok(DETAIL)
          : fail(40401, '阅读计划不存在', 404);
      case ApiPath.saveReadingProgram: {
        if (options.refuseSave) return fail(10158, options.refuseSave);
        const ids = (body.bookids as number[]) ?? [];
        const saved: ReadingProgram = {
          id: (body.id as number | undefined) ?? next++,
          departmentid: Number(body.departmentid),
          departmentname: DEPARTMENTS.find((d) => d.id === Number(body.departmentid))?.name ?? '',
          title: String(body.title),
          description: String(body.description ?? ''),
          startdate: String(body.startdate),
          enddate: String(body.enddate),
          books: ids.map((id) => book(CATALOGUE.find((b) => b.bookid === id)!)),
          teachername: '王芳',
        };
        programs = [saved, ...programs.filter((p) => p.id !== saved.id)];
        return ok(saved);
      }
      case ApiPath.deleteReadingProgram:
        programs = programs.filter((p) => p.id !== Number(body.id));
        return ok(null);
      default:
        return fail(40401, 'not found', 404);
    }
  };
}
