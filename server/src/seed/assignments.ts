/**
 * Demo homework and an exam: 王芳 (T0001) sets them for 初二(3)班 (李明, 陈思雨), with one
 * question of each type in the bank, so the student's list and the teacher's marking have
 * something to show on a fresh portal.
 */
import type { QuestionAnswer, QuestionStem } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { assignment, assignmentQuestion } from '../db/tables/assignments';
import { question } from '../db/tables/questions';
import { OrgIds } from './content';
import { ReaderIds } from './people';
import { DemoDepartments } from './teaching';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoQuestion {
  type: 1 | 2 | 3 | 4 | 5;
  title: string;
  stems: QuestionStem[];
  key: QuestionAnswer;
  explanation: string;
}

const option = (index: string, content: string): QuestionStem => ({ index, content });
const pair = (index: string, left: string, right: string): QuestionStem => ({
  index,
  content: '',
  leftcontent: left,
  rightcontent: right,
});

export const demoQuestions: DemoQuestion[] = [
  {
    type: 1,
    title: '《西游记》的作者是谁？',
    stems: [option('A', '吴承恩'), option('B', '曹雪芹'), option('C', '罗贯中')],
    key: 'A',
    explanation: '《西游记》由明代吴承恩所著。',
  },
  {
    type: 2,
    title: '下列哪些是中国古典四大名著？',
    stems: [option('A', '《红楼梦》'), option('B', '《水浒传》'), option('C', '《聊斋志异》')],
    key: ['A', 'B'],
    explanation: '四大名著：《红楼梦》《西游记》《水浒传》《三国演义》。',
  },
  {
    type: 3,
    title: '孙悟空的师父是唐僧。',
    stems: [],
    key: true,
    explanation: '唐僧（玄奘）是孙悟空的师父。',
  },
  {
    type: 4,
    title: '将人物与其兵器连线。',
    stems: [
      pair('1', '孙悟空', '金箍棒'),
      pair('2', '猪八戒', '九齿钉耙'),
      pair('3', '沙僧', '降妖宝杖'),
    ],
    key: { '1': '1', '2': '2', '3': '3' },
    explanation: '',
  },
  {
    type: 5,
    title: '你最喜欢《西游记》中的哪个人物？请说明理由。',
    stems: [],
    key: '言之有理即可。',
    explanation: '',
  },
];

export async function insertAssignmentsDemo(db: Database, now: Date): Promise<void> {
  const ids = await db
    .insert(question)
    .values(
      demoQuestions.map((item) => ({
        organizationId: OrgIds.ytkj,
        authorId: ReaderIds.ytkjTeacher,
        ...item,
        points: item.type === 5 ? 10 : 5,
        tags: ['西游记'],
      })),
    )
    .returning({
      id: question.id,
      points: question.points,
      type: question.type,
      title: question.title,
      stems: question.stems,
      key: question.key,
      explanation: question.explanation,
    });
  const [homework, exam] = await db
    .insert(assignment)
    .values([
      {
        organizationId: OrgIds.ytkj,
        teacherId: ReaderIds.ytkjTeacher,
        departmentId: DemoDepartments.ytkjClass,
        kind: 'homework',
        title: '《西游记》阅读作业',
        opensAt: new Date(now.getTime() - DAY_MS),
        dueAt: new Date(now.getTime() + 7 * DAY_MS),
      },
      {
        organizationId: OrgIds.ytkj,
        teacherId: ReaderIds.ytkjTeacher,
        departmentId: DemoDepartments.ytkjClass,
        kind: 'exam',
        title: '《西游记》阅读小测',
        opensAt: new Date(now.getTime() - DAY_MS),
        dueAt: new Date(now.getTime() + 14 * DAY_MS),
        durationMinutes: 20,
      },
    ])
    .returning({ id: assignment.id });
  if (!homework || !exam) throw new Error('demo assignments not inserted');
  // Each assignment keeps its own copy of its questions, as the portal's set-homework does.
  const asSet =
    (assignmentId: number) =>
    ({ id, ...content }: (typeof ids)[number], i: number) => ({
      assignmentId,
      questionId: id,
      position: i + 1,
      ...content,
    });
  await db
    .insert(assignmentQuestion)
    .values([...ids.map(asSet(homework.id)), ...ids.slice(0, 3).map(asSet(exam.id))]);
}
