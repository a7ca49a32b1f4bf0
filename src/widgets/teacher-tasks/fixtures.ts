import { ApiPath, type AssignmentDetail, type SubmissionDetail } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const API_BASE = /^.*?(?=\/Api\/)/;

const DETAIL: AssignmentDetail = {
  id: 1,
  kind: 'homework',
  title: '《西游记》阅读作业',
  bookid: null,
  bookname: null,
  departmentid: 1,
  departmentname: '初二(3)班',
  opensat: '2026-11-20T00:00:00.000Z',
  dueat: '2026-11-30T10:00:00.000Z',
  durationminutes: null,
  questioncount: 2,
  totalpoints: 15,
  studentcount: 2,
  submittedcount: 1,
  questions: [
    {
      id: 11,
      position: 1,
      type: 1,
      points: 5,
      title: '《西游记》的作者是谁？',
      stems: [
        { index: 'A', content: '吴承恩' },
        { index: 'B', content: '曹雪芹' },
      ],
      key: 'A',
      explanation: '',
    },
    {
      id: 15,
      position: 2,
      type: 5,
      points: 10,
      title: '你最喜欢哪个人物？',
      stems: [],
      key: '言之有理',
      explanation: '',
    },
  ],
  students: [
    {
      readerid: 1,
      readercode: '20230001',
      name: '李明',
      status: 'submitted',
      score: 5,
      pending: 1,
      submittedat: '2026-11-21T00:00:00.000Z',
      seconds: 300,
    },
    {
      readerid: 4,
      readercode: '20230002',
      name: '陈思雨',
      status: 'notstarted',
      score: null,
      pending: 0,
      submittedat: null,
      seconds: null,
    },
  ],
};

const SUBMISSION: SubmissionDetail = {
  ...DETAIL.students[0]!,
  answers: { '11': 'A', '15': '<b>孙悟空</b>' },
  marks: {
    '11': { score: 5, correct: true, comment: '' },
    '15': { score: null, correct: null, comment: '' },
  },
};

/** The teacher's calls: list, detail, one submission, mark, return; classes, bank, writing. */
export function teacherServer(): FakeHandler {
  const bank = [{ id: 21, type: 1, title: '《西游记》的作者是谁？', points: 5, bookname: null }];
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    switch (request.path.replace(API_BASE, '')) {
      case ApiPath.teacherAssignments:
        return ok([DETAIL]);
      case ApiPath.assignmentDetail:
        return ok(DETAIL);
      case ApiPath.submissionDetail:
        return ok(SUBMISSION);
      case ApiPath.markSubmission:
        return ok({ ...SUBMISSION, status: 'marked', score: 13, pending: 0 });
      case ApiPath.returnSubmission:
        return ok({ ...SUBMISSION, status: 'returned' });
      case ApiPath.managedDepartments:
        return ok([{ id: 1, name: '初二(3)班' }]);
      case ApiPath.questionPicks:
        return ok({ total: bank.length, list: bank });
      case ApiPath.questionAdd: {
        // The bank keeps it (the author is the caller) and lists it among the picks.
        const body = request.body as { type: number; title: string; points: number };
        const made = { id: 22, type: body.type, title: body.title, points: body.points };
        bank.unshift({ ...made, bookname: null });
        return ok({ ...body, ...made, mine: true, collected: false });
      }
      case ApiPath.createAssignment:
        return ok({ ...DETAIL, id: 2, title: String(request.body?.title) });
      default:
        return fail(40401, 'not found', 404);
    }
  };
}
