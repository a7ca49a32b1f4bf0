import {
  ApiPath,
  TEACHER_USERTYPE,
  type AssignmentStatistics,
  type ClassStatistics,
  type LoginResult,
} from '../../core';
import { DEMO_READER } from '../../test/demo-reader';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const API_BASE = /^.*?(?=\/Api\/)/;

export const DEMO_TEACHER: LoginResult = { ...DEMO_READER, usertype: TEACHER_USERTYPE };

export const CLASSES = [
  { id: 1, name: '初二(3)班' },
  { id: 2, name: '初二(4)班' },
];

export function classStats(departmentid: number): ClassStatistics {
  const name = CLASSES.find((item) => item.id === departmentid)?.name ?? '';
  return {
    departmentid,
    departmentname: name,
    from: '2026-08-26',
    to: '2026-11-24',
    assignments: [
      { id: 7, title: '《西游记》阅读作业', kind: 'homework', submissionrate: 0.5, average: 12.5 },
    ],
    students:
      departmentid === 1
        ? [
            {
              readerid: 21,
              readercode: '20230001',
              name: '李明',
              submissions: 1,
              average: 12.5,
              booksread: 3,
              seconds: 754,
            },
            {
              readerid: 22,
              readercode: '20230002',
              name: '王芳',
              submissions: 0,
              average: null,
              booksread: 1,
              seconds: 0,
            },
          ]
        : [
            {
              readerid: 31,
              readercode: '20230101',
              name: '赵强',
              submissions: 2,
              average: 9,
              booksread: 5,
              seconds: 1200,
            },
          ],
  };
}

export const ASSIGNMENT_STATS: AssignmentStatistics = {
  id: 7,
  title: '《西游记》阅读作业',
  studentcount: 2,
  submittedcount: 1,
  submissionrate: 0.5,
  average: 12.5,
  totalpoints: 15,
  distribution: Array.from({ length: 10 }, (_, i) => ({
    from: Math.round(1.5 * i),
    to: i === 9 ? 15 : Math.round(1.5 * (i + 1)),
    count: i === 8 ? 1 : 0,
  })),
  questions: [
    { questionid: 11, position: 1, title: '《西游记》的作者是谁？', correctrate: 1 },
    { questionid: 15, position: 2, title: '你最喜欢哪个人物？', correctrate: null },
  ],
};

export const CSV_TEXT = '学号,姓名\n20230001,李明\n';

/** The statistics calls of a teacher who manages two classes. */
export function statsServer(): FakeHandler {
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    switch (request.path.replace(API_BASE, '')) {
      case ApiPath.managedDepartments:
        return ok(CLASSES);
      case ApiPath.classStatistics:
        return ok(classStats(Number(request.body?.departmentid)));
      case ApiPath.assignmentStatistics:
        return ok(ASSIGNMENT_STATS);
      case ApiPath.classStatisticsCsv:
        return { body: CSV_TEXT };
      default:
        return fail(40401, 'not found', 404);
    }
  };
}
