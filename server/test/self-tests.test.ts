import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, type SelfTest, type SelfTestBook } from '../../src/core/api/contract';
import { openAiProvider } from '../src/ai/provider';
import type { DatabaseHandle } from '../src/db/client';
import { circulationCall as call, seededReader, type SeededReader } from './circulation-fixtures';
import { completion, startFakeOpenAi, type FakeOpenAi } from './fake-openai';
import { openTestDatabase, testApp } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
let aiApp: FastifyInstance;
let fake: FakeOpenAi;
let student: SeededReader;
let classmate: SeededReader;
let demo2Student: SeededReader;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle);
  fake = await startFakeOpenAi();
  aiApp = await testApp(handle, {
    aiProvider: openAiProvider({ baseUrl: fake.baseUrl, model: 'test', timeoutMs: 800 }),
  });
  student = await seededReader(handle.db, '20230001');
  classmate = await seededReader(handle.db, 'T0002');
  demo2Student = await seededReader(handle.db, '20230001', 2);
});

afterAll(async () => {
  await app?.close();
  await aiApp?.close();
  await fake?.close();
  await handle?.close();
});

const books = async (who: SeededReader) =>
  (await call<SelfTestBook[]>(app, ApiPath.selfTestBooks, {}, who.token)).body.data;
const generate = (bookid: number, who = student, on = app, lang: 'zh' | 'en' = 'zh') =>
  call<SelfTest>(on, ApiPath.selfTestGenerate, { bookid }, who.token, lang);

describe('AI self-tests from the catalogue', () => {
  it('lists the books the student returned, and makes the same test of one book every time', async () => {
    const read = await books(student);
    expect(read.length).toBeGreaterThanOrEqual(3);
    const first = await generate(read[0]!.bookid);
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    const test = first.body.data;
    expect(test.source).toBe('library');
    expect(test.questions.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(test)).not.toContain('"key"');
    const again = (await generate(read[0]!.bookid)).body.data;
    expect(again.id).not.toBe(test.id);
    expect(again.questions.map((q) => [q.title, q.stems])).toEqual(
      test.questions.map((q) => [q.title, q.stems]),
    );
    const en = (await generate(read[0]!.bookid, student, app, 'en')).body.data;
    expect(en.questions[0]?.title).toMatch(/^[A-Z]/);
  });

  it('marks a submission at once with explanations, once only', async () => {
    const read = await books(student);
    const test = (await generate(read[1]!.bookid)).body.data;
    const answers = test.questions.map((q) => ({
      questionid: q.id,
      answer:
        q.type === 3
          ? true
          : q.type === 4
            ? Object.fromEntries(q.stems.map((s) => [s.index, s.index]))
            : q.stems[0]!.index,
    }));
    const response = await call<SelfTest>(
      app,
      ApiPath.selfTestSubmit,
      { id: test.id, answers },
      student.token,
    );
    const result = response.body.data.result!;
    expect(result.total).toBe(test.questions.length * 20);
    expect(result.answers.every((a) => a.explanation !== '' && a.key !== undefined)).toBe(true);
    expect(result.score).toBe(result.answers.reduce((sum, a) => sum + (a.score ?? 0), 0));
    const twice = await call(app, ApiPath.selfTestSubmit, { id: test.id, answers }, student.token);
    expect(twice.body.msg).toBe('这次自测已经提交');
    const detail = await call<SelfTest>(
      app,
      ApiPath.selfTestDetail,
      { id: test.id },
      student.token,
    );
    expect(detail.body.data.result?.score).toBe(result.score);
  });

  it('refuses a book not read, another student’s test, a wrong answer and visitors', async () => {
    const read = await books(student);
    const test = (await generate(read[0]!.bookid)).body.data;
    expect((await generate(read[0]!.bookid, classmate)).body.msg).toContain('读过');
    expect((await generate(999_999)).body.code).toBe(ResultCode.businessError);
    expect((await generate(read[0]!.bookid, demo2Student)).body.code).toBe(
      ResultCode.businessError,
    );
    expect((await call(app, ApiPath.selfTestDetail, { id: test.id }, classmate.token)).status).toBe(
      404,
    );
    expect(
      (await call(app, ApiPath.selfTestDetail, { id: test.id }, demo2Student.token)).status,
    ).toBe(404);
    const wrong = [{ questionid: test.questions[0]!.id, answer: 'Z' }];
    expect(
      (await call(app, ApiPath.selfTestSubmit, { id: test.id, answers: wrong }, student.token)).body
        .msg,
    ).toBe('答案与题目不符');
    expect((await call(app, ApiPath.selfTestBooks, {})).status).toBe(401);
  });
});

describe('AI self-tests through the provider', () => {
  const GOOD = JSON.stringify([
    {
      type: 1,
      title: '主人公是谁？',
      stems: [
        { index: 'A', content: '甲' },
        { index: 'B', content: '乙' },
      ],
      key: 'B',
      explanation: '书中写到。',
    },
    { type: 3, title: '<b>故事</b>发生在北京。', stems: [], key: false, explanation: '在上海。' },
    { type: 1, title: '坏题', stems: [{ index: 'A', content: '甲' }], key: 'C' },
  ]);

  it('validates the model’s questions, dropping the ones that do not fit', async () => {
    fake.behave(completion('```json\n' + GOOD + '\n```'));
    const read = await books(student);
    const response = await generate(read[0]!.bookid, student, aiApp);
    expect(response.body.code, JSON.stringify(response.body)).toBe(0);
    expect(response.body.data.source).toBe('ai');
    expect(response.body.data.questions.map((q) => q.title)).toEqual([
      '主人公是谁？',
      '故事发生在北京。',
    ]);
  });

  it('answers a provider down, a timeout and garbage with a clear code, never a hang', async () => {
    const read = await books(student);
    for (const behaviour of [
      { status: 500, body: 'oops' },
      'hang' as const,
      completion('I cannot help'),
      completion('[{"type":9}]'),
    ]) {
      fake.behave(behaviour);
      const started = Date.now();
      const response = await generate(read[0]!.bookid, student, aiApp);
      expect(response.body.code).toBe(ResultCode.aiUnavailable);
      expect(response.body.msg).toMatch(/AI/);
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });
});
