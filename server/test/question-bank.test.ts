import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type ListedQuestion,
  type QuestionPage,
  type QuestionWrite,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { assignment, assignmentQuestion, submission } from '../src/db/tables/assignments';
import { question } from '../src/db/tables/questions';
import { circulationCall as call, seededReader, type SeededReader } from './circulation-fixtures';
import { openTestDatabase, testApp } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
let student: SeededReader;
let wang: SeededReader;
let li: SeededReader;
let demo2Teacher: SeededReader;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle);
  student = await seededReader(handle.db, '20230001');
  wang = await seededReader(handle.db, 'T0001');
  li = await seededReader(handle.db, 'T0002');
  demo2Teacher = await seededReader(handle.db, 'T0001', 2);
  // The demo homework put 王芳's questions in the bank; these tests count from an empty one
  // (this file's own in-memory database).
  await handle.db.delete(submission);
  await handle.db.delete(assignmentQuestion);
  await handle.db.delete(assignment);
  await handle.db.delete(question);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

export const SAMPLE_QUESTIONS: QuestionWrite[] = [
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
  call<QuestionPage>(app, ApiPath.questionList, body, who.token);

describe('question bank', () => {
  const ids: number[] = [];

  it('lets a teacher add a question of each type, keys normalised', async () => {
    for (const question of SAMPLE_QUESTIONS) {
      const response = await call<ListedQuestion>(app, ApiPath.questionAdd, question, wang.token);
      expect(response.body.code, JSON.stringify(response.body)).toBe(0);
      expect(response.body.data.mine).toBe(true);
      ids.push(response.body.data.id);
    }
    const multiple = (await list(wang, { type: 2 })).body.data.list[0];
    expect(multiple?.key).toEqual(['A', 'C']);
    expect(multiple?.tags).toEqual([]);
    expect((await list(wang, { scope: 'mine' })).body.data.total).toBe(5);
  });

  it('refuses a wrong question with the reason, in the caller’s language', async () => {
    const wrongKey = { ...SAMPLE_QUESTIONS[0]!, key: 'C' };
    const zh = await call(app, ApiPath.questionAdd, wrongKey, wang.token);
    expect(zh.body.code).toBe(ResultCode.businessError);
    expect(zh.body.msg).toContain('答案与题目不符');
    const en = await call(app, ApiPath.questionAdd, { ...wrongKey, points: 0 }, wang.token, 'en');
    expect(en.body.msg).toContain('Points must be');
    const noOptions = { ...SAMPLE_QUESTIONS[0]!, stems: [{ index: 'A', content: 'x' }] };
    expect((await call(app, ApiPath.questionAdd, noOptions, wang.token)).body.msg).toContain(
      '2–12',
    );
    const oversized = { ...SAMPLE_QUESTIONS[0]!, title: 'x'.repeat(50_000) };
    expect((await call(app, ApiPath.questionAdd, oversized, wang.token)).status).toBe(400);
    const badBook = { ...SAMPLE_QUESTIONS[0]!, bookid: 999_999 };
    expect((await call(app, ApiPath.questionAdd, badBook, wang.token)).body.msg).toBe(
      '图书不在本馆馆藏中',
    );
  });

  it('shows another teacher the shared questions only, and lets only the author change them', async () => {
    const seen = (await list(li)).body.data;
    expect(seen.list.map((q) => q.id).sort()).toEqual(ids.filter((_, at) => at !== 2).sort());
    expect(seen.list.every((q) => !q.mine && q.authorname === '王芳')).toBe(true);
    const edit = { ...SAMPLE_QUESTIONS[0]!, id: ids[0], title: '改了' };
    expect((await call(app, ApiPath.questionUpdate, edit, li.token)).body.msg).toBe(
      '只能修改或删除自己出的题目',
    );
    expect((await call(app, ApiPath.questionDelete, { id: ids[0] }, li.token)).body.code).toBe(
      ResultCode.businessError,
    );
    const mine = await call<ListedQuestion>(app, ApiPath.questionUpdate, edit, wang.token);
    expect(mine.body.data.title).toBe('改了');
    expect(
      (await call(app, ApiPath.questionUpdate, { ...edit, id: ids[2] }, li.token)).status,
    ).toBe(404);
  });

  it('filters by type, difficulty, tag, text and scope, and pages', async () => {
    expect((await list(wang, { difficulty: 3 })).body.data.list.map((q) => q.type)).toEqual([5]);
    expect((await list(wang, { tag: '名著' })).body.data.total).toBe(1);
    expect((await list(wang, { text: '人物' })).body.data.total).toBe(2);
    expect((await list(wang, { text: '100%_' })).body.data.total).toBe(0);
    expect((await list(li, { scope: 'mine' })).body.data.total).toBe(0);
    expect((await list(li, { scope: 'shared' })).body.data.total).toBe(4);
    const page = (await list(wang, { pagesize: 2, index: 2 })).body.data;
    expect([page.total, page.list.length]).toEqual([5, 2]);
  });

  it('lets a teacher collect a shared question, list and un-collect it; twice is once', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await call(app, ApiPath.questionCollect, { id: ids[1] }, li.token)).body.code).toBe(
        0,
      );
    }
    const collected = (await call<QuestionPage>(app, ApiPath.questionCollectList, {}, li.token))
      .body.data;
    expect(collected.list.map((q) => [q.id, q.collected])).toEqual([[ids[1], true]]);
    expect((await call(app, ApiPath.questionCollect, { id: ids[2] }, li.token)).status).toBe(404);
    await call(app, ApiPath.questionUncollect, { id: ids[1] }, li.token);
    expect(
      (await call<QuestionPage>(app, ApiPath.questionCollectList, {}, li.token)).body.data.total,
    ).toBe(0);
  });

  it('deletes softly: gone from the bank and collections', async () => {
    await call(app, ApiPath.questionCollect, { id: ids[4] }, li.token);
    expect((await call(app, ApiPath.questionDelete, { id: ids[4] }, wang.token)).body.code).toBe(0);
    expect((await list(wang)).body.data.total).toBe(4);
    expect(
      (await call<QuestionPage>(app, ApiPath.questionCollectList, {}, li.token)).body.data.total,
    ).toBe(0);
    expect((await call(app, ApiPath.questionDelete, { id: ids[4] }, wang.token)).status).toBe(404);
  });

  it('keeps students, other organisations and visitors out', async () => {
    expect((await list(student)).status).toBe(403);
    expect((await call(app, ApiPath.questionAdd, SAMPLE_QUESTIONS[0], student.token)).status).toBe(
      403,
    );
    expect((await call(app, ApiPath.questionList, {})).status).toBe(401);
    expect((await list(demo2Teacher)).body.data.total).toBe(0);
    expect(
      (await call(app, ApiPath.questionCollect, { id: ids[0] }, demo2Teacher.token)).status,
    ).toBe(404);
    const edit = { ...SAMPLE_QUESTIONS[0]!, id: ids[0] };
    expect((await call(app, ApiPath.questionUpdate, edit, demo2Teacher.token)).status).toBe(404);
  });
});
