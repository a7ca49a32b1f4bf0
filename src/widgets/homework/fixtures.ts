import {
  ApiPath,
  type AssignmentQuestion,
  type AssignmentSummary,
  type QuestionAnswer,
  type StudentAssignment,
} from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/Api\/)/;

export const QUESTIONS: AssignmentQuestion[] = [
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
  },
  {
    id: 12,
    position: 2,
    type: 2,
    points: 5,
    title: '下列哪些是四大名著？',
    stems: [
      { index: 'A', content: '《红楼梦》' },
      { index: 'B', content: '《水浒传》' },
      { index: 'C', content: '《聊斋志异》' },
    ],
  },
  { id: 13, position: 3, type: 3, points: 5, title: '孙悟空的师父是唐僧。', stems: [] },
  {
    id: 14,
    position: 4,
    type: 4,
    points: 5,
    title: '将人物与其兵器连线。',
    stems: [
      // As the server sends it: the rights shuffled, so index 1's right is not 孙悟空's.
      { index: '1', content: '', leftcontent: '孙悟空', rightcontent: '九齿钉耙' },
      { index: '2', content: '', leftcontent: '猪八戒', rightcontent: '金箍棒' },
    ],
  },
  { id: 15, position: 5, type: 5, points: 10, title: '你最喜欢哪个人物？<b>为什么</b>', stems: [] },
];

const summary: AssignmentSummary = {
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
  questioncount: 5,
  totalpoints: 30,
};

export const LIST: AssignmentSummary[] = [
  { ...summary, status: 'draft', score: null },
  {
    ...summary,
    id: 2,
    kind: 'exam',
    title: '阅读小测',
    durationminutes: 20,
    status: 'marked',
    score: 12,
  },
];

export interface HomeworkServerOptions {
  empty?: boolean;
  marked?: boolean;
  /** Returned by the teacher for revision. */
  returned?: boolean;
  /** Opening answers 404 (another class's assignment, say). */
  missing?: boolean;
  /** An exam whose time runs out this long after it is opened. */
  examEndsInMs?: number;
  /** Submitting is refused once (the submits are used up, say), then accepted. */
  submitRefusedOnce?: boolean;
}

/** The student's calls: list, open, save (keeps the highest seq), submit (marks at once). */
export function homeworkServer(options: HomeworkServerOptions = {}): FakeHandler {
  let seq = 0;
  let refuseSubmit = options.submitRefusedOnce === true;
  let answers: Record<string, QuestionAnswer> = {};
  let status: StudentAssignment['status'] = options.marked
    ? 'marked'
    : options.returned
      ? 'returned'
      : 'draft';
  const work = (): StudentAssignment => ({
    ...summary,
    questions: QUESTIONS,
    status,
    answers,
    seq,
    endsat:
      options.examEndsInMs === undefined
        ? null
        : new Date(Date.now() + options.examEndsInMs).toISOString(),
    submitsleft: status === 'draft' || status === 'returned' ? 1 : 0,
    score: status === 'marked' ? 18 : null,
    marks:
      status === 'marked'
        ? {
            '11': { score: 5, correct: true, comment: '', key: 'A', explanation: '吴承恩著。' },
            '14': { score: 5, correct: true, comment: '', key: { '1': '2', '2': '1' } },
            '15': { score: 8, correct: null, comment: '<i>理由充分</i>' },
          }
        : null,
  });
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    const body = request.body ?? {};
    switch (request.path.replace(API_BASE, '')) {
      case ApiPath.myAssignments:
        return ok(options.empty ? [] : LIST);
      case ApiPath.openAssignment:
        return options.missing ? fail(40401, '作业不存在', 404) : ok(work());
      case ApiPath.saveAnswers: {
        const kept = Number(body.seq) > seq;
        if (kept) {
          seq = Number(body.seq);
          answers = body.answers as Record<string, QuestionAnswer>;
        }
        return ok({ seq, kept, savedat: new Date().toISOString() });
      }
      case ApiPath.submitAssignment:
        if (refuseSubmit) {
          refuseSubmit = false;
          return fail(40901, '提交次数已用完');
        }
        answers = body.answers as Record<string, QuestionAnswer>;
        status = 'submitted';
        return ok(work());
      default:
        return fail(40401, 'not found', 404);
    }
  };
}
