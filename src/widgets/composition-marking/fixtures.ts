import { ApiPath, type TeacherDepartment, type TeacherWriting } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const API_BASE = /^.*?(?=\/Api\/)/;

export const CLASSES: TeacherDepartment[] = [
  { id: 1, name: '初二(3)班', studentcount: 2, managed: true },
];

const base = {
  bookid: null,
  excerpt: '',
  score: null,
  comment: '',
  updatedat: '2026-04-10T08:00:00Z',
  submittedat: '2026-04-10T08:00:00Z',
  markedat: null,
  departmentid: 1,
  department: '初二(3)班',
} as const;

/** Submissions of 初二(3)班: one waiting, one marked. */
export const SUBMISSIONS: TeacherWriting[] = [
  {
    ...base,
    id: 11,
    kind: 'composition',
    title: '难忘的一次借书',
    body: '那天我在图书馆找了很久。\n<i>终于</i>借到了。',
    booktitle: '',
    status: 'submitted',
    readerid: 4,
    readercode: '20230002',
    studentname: '陈思雨',
  },
  {
    ...base,
    id: 12,
    kind: 'note',
    title: '',
    body: '书中的友情让我很感动。',
    booktitle: '夏洛的网',
    excerpt: '你一直是我的朋友。',
    status: 'marked',
    score: 88,
    comment: '摘录选得好。',
    markedat: '2026-04-11T08:00:00Z',
    readerid: 4,
    readercode: '20230002',
    studentname: '陈思雨',
  },
];

export interface MarkingServerOptions {
  noClasses?: boolean;
}

/** The teacher's marking calls over an in-memory copy of SUBMISSIONS. */
export function markingServer(options: MarkingServerOptions = {}): FakeHandler {
  const pieces = SUBMISSIONS.map((p) => ({ ...p }));
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    const body = request.body ?? {};
    const found = pieces.find((p) => p.id === body.id);
    switch (request.path.replace(API_BASE, '')) {
      case ApiPath.managedDepartments:
        return ok(options.noClasses ? [] : CLASSES);
      case ApiPath.teacherWritingList: {
        const list = pieces.filter(
          (p) => (!body.status || p.status === body.status) && (!body.kind || p.kind === body.kind),
        );
        return ok({ total: list.length, index: 1, pagesize: 20, list });
      }
      case ApiPath.teacherWritingMark:
        if (!found) return fail(20102, '作文或读书笔记不存在');
        Object.assign(found, { status: 'marked', score: body.score, comment: body.comment });
        return ok(found);
      case ApiPath.teacherWritingReturn:
        if (!found || found.status !== 'submitted')
          return fail(20102, '只能批改或退回已提交的作业');
        Object.assign(found, { status: 'returned', comment: body.comment });
        return ok(found);
      default:
        return fail(40401, 'not found', 404);
    }
  };
}
