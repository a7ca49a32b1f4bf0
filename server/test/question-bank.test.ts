import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type ListedQuestion,
  type QuestionPage,
  type QuestionWrite,
} from '../../src/core/api/contract';
import { assignment, assignmentQuestion, submission } from '../src/db/tables/assignments';
import { question } from '../src/db/tables/questions';
import { circulationCall as call, type SeededReader } from './circulation-fixtures';
import { openTeachingSuite } from './teaching-suite';

const suite = openTeachingSuite();
const { people } = suite;

beforeAll(async () => {
  // The demo homework put 王芳's questions in the bank; these tests count from an empty one
  // (this file's own in-memory database).
  await suite.handle.db.delete(submission);
  await suite.handle.db.delete(assignmentQuestion);
  await suite.handle.db.delete(assignment);
  await suite.handle.db.delete(question);
});

const SAMPLE_QUESTIONS: QuestionWrite[] = [
  {
    type: 1,
    title: '《西游记》的作者是谁？',
    stems: [
      { index: 'A', content: '吴承恩' },
      { index: 'B', content: '罗贯中' },
    ],
    key: 'A',
    points: 5,
    difficulty: 1,
    tags: ['名著'],
    shared: true,
  },
  {
    type: 2,
    title: '哪些是四大名著？',
    stems: [
      { index: 'A', content: '红楼梦' },
      { index: 'B', content: '聊斋志异' },
      { index: 'C', content: '水浒传' },
    ],
    key: ['C', 'A'],
    points: 4,
    difficulty: 2,
    shared: true,
  },
  {
    type: 3,
    title: '孙悟空是唐僧的大徒弟。',
    stems: [],
    key: true,
    points: 2,
    difficulty: 1,
    shared: false,
  },
  {
    type: 4,
    title: '人物与作品',
    stems: [
      { index: '1', content: '', leftcontent: '孙悟空', rightcontent: '西游记' },
      { index: '2', content: '', leftcontent: '林黛玉', rightcontent: '红楼梦' },
    ],
    key: { '1': '1', '2': '2' },
    points: 6,
    difficulty: 2,
    shared: true,
  },
  {
    type: 5,
    title: '谈谈你最喜欢的人物。',
    stems: [],
    key: '言之有理即可',
    points: 10,
    difficulty: 3,
    shared: true,
  },
];

const list = (who: SeededReader, body: object = {}) =>
  call<QuestionPage>(suite.app, ApiPath.questionList, body, who.token);

describe('question bank', () => {
  const ids: number[] = [];

  it('lets a teacher add a question of each type, keys normalised', async () => {
    for (const question of SAMPLE_QUESTIONS) {
      const response = await call<ListedQuestion>(
        suite.app,
        ApiPath.questionAdd,
        question,
        people.teacher.token,
      );
      expect(response.body.code, JSON.stringify(response.body)).toBe(0);
      expect(response.body.data.mine).toBe(true);
      ids.push(response.body.data.id);
    }
    const multiple = (await list(people.teacher, { type: 2 })).body.data.list[0];
    expect(multiple?.key).toEqual(['A', 'C']);
    expect(multiple?.tags).toEqual([]);
    expect((await list(people.teacher, { scope: 'mine' })).body.data.total).toBe(5);
  });

  it('refuses a wrong question with the reason, in the caller’s language', async () => {
    const wrongKey = { ...SAMPLE_QUESTIONS[0]!, key: 'C' };
    const zh = await call(suite.app, ApiPath.questionAdd, wrongKey, people.teacher.token);
    expect(zh.body.code).toBe(ResultCode.businessError);
    expect(zh.body.msg).toContain('答案与题目不符');
    const en = await call(
      suite.app,
      ApiPath.questionAdd,
      { ...wrongKey, points: 0 },
      people.teacher.token,
      'en',
    );
    expect(en.body.msg).toContain('Points must be');
    const noOptions = { ...SAMPLE_QUESTIONS[0]!, stems: [{ index: 'A', content: 'x' }] };
    expect(
      (await call(suite.app, ApiPath.questionAdd, noOptions, people.teacher.token)).body.msg,
    ).toContain('2–12');
    const oversized = { ...SAMPLE_QUESTIONS[0]!, title: 'x'.repeat(50_000) };
    expect(
      (await call(suite.app, ApiPath.questionAdd, oversized, people.teacher.token)).status,
    ).toBe(400);
    const badBook = { ...SAMPLE_QUESTIONS[0]!, bookid: 999_999 };
    expect(
      (await call(suite.app, ApiPath.questionAdd, badBook, people.teacher.token)).body.msg,
    ).toBe('图书不在本馆馆藏中');
  });

  it('shows another teacher the shared questions only, and lets only the author change them', async () => {
    const seen = (await list(people.teacher2)).body.data;
    expect(seen.list.map((q) => q.id).sort()).toEqual(ids.filter((_, at) => at !== 2).sort());
    expect(seen.list.every((q) => !q.mine && q.authorname === '王芳')).toBe(true);
    const edit = { ...SAMPLE_QUESTIONS[0]!, id: ids[0], title: '改了' };
    expect(
      (await call(suite.app, ApiPath.questionUpdate, edit, people.teacher2.token)).body.msg,
    ).toBe('只能修改或删除自己出的题目');
    expect(
      (await call(suite.app, ApiPath.questionDelete, { id: ids[0] }, people.teacher2.token)).body
        .code,
    ).toBe(ResultCode.businessError);
    const mine = await call<ListedQuestion>(
      suite.app,
      ApiPath.questionUpdate,
      edit,
      people.teacher.token,
    );
    expect(mine.body.data.title).toBe('改了');
    expect(
      (
        await call(
          suite.app,
          ApiPath.questionUpdate,
          { ...edit, id: ids[2] },
          people.teacher2.token,
        )
      ).status,
    ).toBe(404);
  });

  it('filters by type, difficulty, tag, text and scope, and pages', async () => {
    expect(
      (await list(people.teacher, { difficulty: 3 })).body.data.list.map((q) => q.type),
    ).toEqual([5]);
    expect((await list(people.teacher, { tag: '名著' })).body.data.total).toBe(1);
    expect((await list(people.teacher, { text: '人物' })).body.data.total).toBe(2);
    expect((await list(people.teacher, { text: '100%_' })).body.data.total).toBe(0);
    expect((await list(people.teacher2, { scope: 'mine' })).body.data.total).toBe(0);
    expect((await list(people.teacher2, { scope: 'shared' })).body.data.total).toBe(4);
    const page = (await list(people.teacher, { pagesize: 2, index: 2 })).body.data;
    expect([page.total, page.list.length]).toEqual([5, 2]);
  });

  it('lets a teacher collect a shared question, list and un-collect it; twice is once', async () => {
    for (let i = 0; i < 2; i++) {
      expect(
        (await call(suite.app, ApiPath.questionCollect, { id: ids[1] }, people.teacher2.token)).body
          .code,
      ).toBe(0);
    }
    const collected = (
      await call<QuestionPage>(suite.app, ApiPath.questionCollectList, {}, people.teacher2.token)
    ).body.data;
    expect(collected.list.map((q) => [q.id, q.collected])).toEqual([[ids[1], true]]);
    expect(
      (await call(suite.app, ApiPath.questionCollect, { id: ids[2] }, people.teacher2.token))
        .status,
    ).toBe(404);
    await call(suite.app, ApiPath.questionUncollect, { id: ids[1] }, people.teacher2.token);
    expect(
      (await call<QuestionPage>(suite.app, ApiPath.questionCollectList, {}, people.teacher2.token))
        .body.data.total,
    ).toBe(0);
  });

  it('deletes softly: gone from the bank and collections', async () => {
    await call(suite.app, ApiPath.questionCollect, { id: ids[4] }, people.teacher2.token);
    expect(
      (await call(suite.app, ApiPath.questionDelete, { id: ids[4] }, people.teacher.token)).body
        .code,
    ).toBe(0);
    expect((await list(people.teacher)).body.data.total).toBe(4);
    expect(
      (await call<QuestionPage>(suite.app, ApiPath.questionCollectList, {}, people.teacher2.token))
        .body.data.total,
    ).toBe(0);
    expect(
      (await call(suite.app, ApiPath.questionDelete, { id: ids[4] }, people.teacher.token)).status,
    ).toBe(404);
  });

  it('keeps students, other organisations and visitors out', async () => {
    expect((await list(people.liMing)).status).toBe(403);
    expect(
      (await call(suite.app, ApiPath.questionAdd, SAMPLE_QUESTIONS[0], people.liMing.token)).status,
    ).toBe(403);
    expect((await call(suite.app, ApiPath.questionList, {})).status).toBe(401);
    expect((await list(people.demo2Teacher)).body.data.total).toBe(0);
    expect(
      (await call(suite.app, ApiPath.questionCollect, { id: ids[0] }, people.demo2Teacher.token))
        .status,
    ).toBe(404);
    const edit = { ...SAMPLE_QUESTIONS[0]!, id: ids[0] };
    expect(
      (await call(suite.app, ApiPath.questionUpdate, edit, people.demo2Teacher.token)).status,
    ).toBe(404);
  });
});
