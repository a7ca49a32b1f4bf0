import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, CopyStatus, MAX_QUESTION_LENGTH, ResultCode } from '../../src/core/api/contract';
import { composeAnswer } from '../src/ai/answer';
import { aiProviderFromEnv } from '../src/ai/config';
import type { BookFinding, LibraryFacts } from '../src/ai/facts';
import { parseQuestion, type ParsedQuestion } from '../src/ai/intents';
import { completionText, openAiProvider, plainAnswer, type AiProvider } from '../src/ai/provider';
import type { DatabaseHandle } from '../src/db/client';
import { book, organization } from '../src/db/schema';
import { listAssets } from '../src/queries/books';
import { organizations, OrgIds } from '../src/seed/content';
import { completion, startFakeOpenAi, type FakeOpenAi } from './fake-openai';
import { openTestDatabase, send, session, testApp } from './helpers';

/** Built-in answers on `app`; the OpenAI-compatible provider, pointed at `fake`, on others. */
let handle: DatabaseHandle;
let app: FastifyInstance;
let fake: FakeOpenAi;
const providerApps: FastifyInstance[] = [];

const [ytkj, demo2] = organizations;
const TEST_TIMEOUT_MS = 300;
/** YTKJ's seeded notice about its winter hours, named beside the regular hours. */
const HOURS_NOTICE = '关于寒假期间开放时间调整的通知';
/** The built-in answer about an organisation's hours (every seeded one has the notice). */
const hoursAnswer = (hours?: string | null) => ({
  zh: `开放时间：${hours ?? ''}\n\n请同时留意开放时间的调整通知：《${HOURS_NOTICE}》`,
  en: `Opening hours: ${hours ?? ''}\n\nThe hours may differ for now: see the library's notice “${HOURS_NOTICE}” under Notices.`,
});
const ytkjHours = hoursAnswer(ytkj?.openingHours);

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle);
  fake = await startFakeOpenAi();
});

afterAll(async () => {
  for (const providerApp of providerApps) await providerApp.close();
  await app?.close();
  await fake?.close();
  await handle?.close();
});

async function appWith(aiProvider: AiProvider) {
  const built = await testApp(handle, { aiProvider });
  providerApps.push(built);
  return built;
}

const fakeProvider = (timeoutMs = TEST_TIMEOUT_MS) =>
  openAiProvider({ baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs });

interface AskOptions {
  lang?: 'zh' | 'en';
  token?: string;
  on?: FastifyInstance;
}

function ask(body: unknown, { lang = 'zh', token, on = app }: AskOptions = {}) {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  return send<string | null>(on, {
    method: 'POST',
    url: `/api${ApiPath.askLibrarian}`,
    payload: body as object,
    headers,
  });
}

/** The answer text, failing the test when the call did not succeed. */
async function answerTo(question: string, options: AskOptions & { orgid?: number } = {}) {
  const response = await ask({ orgid: options.orgid ?? OrgIds.ytkj, question }, options);
  expect(response.body, question).toMatchObject({ code: 0 });
  return response.body.data ?? '';
}

async function setAiEnabled(orgId: number, enabled: boolean) {
  await handle.db
    .update(organization)
    .set({ enableAiLibrarian: enabled })
    .where(eq(organization.id, orgId));
}

/** Where the copies of a YTKJ title that are in the library are shelved, from the assets call. */
async function shelvesOf(title: string) {
  const [row] = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.title, title), eq(book.organizationId, OrgIds.ytkj)));
  const assets = await listAssets(handle.db, OrgIds.ytkj, row?.id ?? 0, [CopyStatus.inLibrary]);
  return { available: assets.length, locations: assets.map((asset) => asset.collectionlocation) };
}

describe('reading the question', () => {
  const cases: [string, ParsedQuestion][] = [
    ['有没有《三体》', { intents: [], bookQuery: '三体' }],
    ['请问有三体吗？', { intents: [], bookQuery: '三体' }],
    ['我想借三体这本书', { intents: [], bookQuery: '三体' }],
    ['鲁迅写的书', { intents: [], bookQuery: '鲁迅' }],
    ['Do you have Harry Potter?', { intents: [], bookQuery: 'Harry Potter' }],
    ['Is The Hobbit available?', { intents: [], bookQuery: 'Hobbit' }],
    ['Can I borrow 1984, please?', { intents: [], bookQuery: '1984' }],
    ['图书馆几点开门？', { intents: ['openingHours'], bookQuery: null }],
    ['When does the library open?', { intents: ['openingHours'], bookQuery: null }],
    ['学生能借几本书', { intents: ['readerNotice'], bookQuery: null }],
    ['How many books can I borrow?', { intents: ['readerNotice'], bookQuery: null }],
    ['图书馆在哪里', { intents: ['contact'], bookQuery: null }],
    ['Where is the library?', { intents: ['contact'], bookQuery: null }],
    ["What's your phone number?", { intents: ['contact'], bookQuery: null }],
    ['三体在哪', { intents: [], bookQuery: '三体' }],
    ['《三体》借期多久', { intents: ['readerNotice'], bookQuery: '三体' }],
    ['你好', { intents: [], bookQuery: null }],
  ];

  it.each(cases)('reads %j', (question, expected) => {
    expect(parseQuestion(question)).toEqual(expected);
  });
});

describe('composing built-in answers', () => {
  const facts = (books: BookFinding[]): LibraryFacts => ({
    libraryName: '测试图书馆',
    infos: [{ key: 'openinghours', title: '开放时间', content: '9:00–17:00' }],
    bookSearch: { query: '书', books },
  });
  const finding = (available: number, copies: number): BookFinding => ({
    id: 1,
    title: '书',
    author: null,
    available,
    copies,
    locations: available > 0 ? ['一楼', '二楼'] : [],
  });
  const books: ParsedQuestion = { intents: [], bookQuery: '书' };

  it('says what the library has not published', () => {
    const parsed: ParsedQuestion = { intents: ['contact'], bookQuery: null };
    const noBooks = { ...facts([]), bookSearch: null };
    expect(composeAnswer('zh', parsed, noBooks)).toBe('本馆暂未公布地址。\n本馆暂未公布客服电话。');
    expect(composeAnswer('en', parsed, noBooks)).toContain(
      'The library has not published its address yet.',
    );
  });

  it('tells available, out and unavailable copies apart', () => {
    const answer = composeAnswer('zh', books, facts([finding(2, 3), finding(0, 2), finding(0, 0)]));
    expect(answer.split('\n')).toEqual([
      '馆内与“书”相关的图书：',
      '1.《书》：在馆 2 册（一楼、二楼）',
      '2.《书》：暂不在馆（共 2 册，已借出或暂不可借）',
      '3.《书》：暂无可借馆藏',
    ]);
    const english = composeAnswer('en', books, facts([finding(1, 1), finding(0, 2)]));
    expect(english).toContain('1. 书: 1 copy in the library (一楼, 二楼)');
    expect(english).toContain('2. 书: all 2 copies out on loan or unavailable');
  });

  it('answers the information first, then the books, and explains itself otherwise', () => {
    const both: ParsedQuestion = { intents: ['openingHours'], bookQuery: '书' };
    expect(composeAnswer('zh', both, facts([]))).toBe(
      '开放时间：9:00–17:00\n\n馆内没有找到与“书”相关的图书，可以试试输入书名或作者。',
    );
    const nothing = { intents: [], bookQuery: null };
    expect(composeAnswer('en', nothing, { ...facts([]), bookSearch: null })).toContain(
      'I am the AI librarian',
    );
  });
});

describe('AskQuestion with built-in answers', () => {
  it('tells the opening hours in Chinese and in English', async () => {
    expect(await answerTo('图书馆几点开门？')).toBe(ytkjHours.zh);
    const english = await ask(
      { orgid: 1, question: 'What are your opening hours?' },
      { lang: 'en' },
    );
    expect(english.body).toEqual({
      code: 0,
      msg: 'success',
      data: ytkjHours.en,
    });
  });

  it('tells the reader notice, and the address with the phone', async () => {
    expect(await answerTo('学生能借几本书？')).toContain(`读者须知：\n${ytkj?.readerNotice}`);
    const where = await answerTo('图书馆在哪里');
    expect(where).toContain(`地址：${ytkj?.address}`);
    expect(where).toContain(`客服电话：${ytkj?.servicePhone}`);
  });

  it('finds a book in the library and says how many copies are where', async () => {
    const answer = await answerTo('有没有《三体》');
    const { available, locations } = await shelvesOf('三体');
    expect(available).toBeGreaterThan(0);
    const [header, first] = answer.split('\n');
    expect(header).toBe('馆内与“三体”相关的图书：');
    expect(first).toMatch(new RegExp(`^1\\.《三体》，刘慈欣：在馆 ${available} 册（.+）$`));
    for (const location of locations) expect(first).toContain(location);
    expect(answer.split('\n')).toHaveLength(4);
  });

  it('finds books for an English question, in English', async () => {
    const answer = await answerTo('Do you have Harry Potter?', { lang: 'en' });
    const [header, ...lines] = answer.split('\n');
    expect(header).toBe('Books matching "Harry Potter":');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^\d\. Harry Potter.* by J\.K\. Rowling/);
    expect(answer).toMatch(/\d+ cop(y|ies) in the library \(总馆/);
  });

  it('says so when nothing matches, and suggests the title or the author', async () => {
    expect(await answerTo('有没有《这本书不存在》')).toBe(
      '馆内没有找到与“这本书不存在”相关的图书，可以试试输入书名或作者。',
    );
    expect(await answerTo('Do you have Zzyzx Quux?', { lang: 'en' })).toBe(
      'I could not find any book matching "Zzyzx Quux". Try the title or the author.',
    );
  });

  it('answers in plain text', async () => {
    for (const question of ['有没有《三体》', '图书馆在哪里', '你好']) {
      expect(await answerTo(question)).not.toMatch(/<[a-z/]/i);
    }
  });
});

describe('AskQuestion input and scope', () => {
  it('refuses a blank question with 40001 and a clear message', async () => {
    for (const question of ['', '   ', '\n\t ']) {
      const response = await ask({ orgid: 1, question });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: ResultCode.invalidInput,
        msg: '请输入问题',
        data: null,
      });
    }
    const english = await ask({ orgid: 1, question: ' ' }, { lang: 'en' });
    expect(english.body.msg).toBe('Please enter a question');
  });

  it('refuses a question over the limit, counted after trimming', async () => {
    const tooLong = await ask({ orgid: 1, question: '问'.repeat(MAX_QUESTION_LENGTH + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      code: ResultCode.invalidInput,
      msg: `问题太长，最多 ${MAX_QUESTION_LENGTH} 个字`,
      data: null,
    });
    const huge = await ask({ orgid: 1, question: 'x'.repeat(50_000) });
    expect(huge.body.code).toBe(ResultCode.invalidInput);
    const padded = `   ${'问'.repeat(MAX_QUESTION_LENGTH)}   `;
    expect((await ask({ orgid: 1, question: padded })).body.code).toBe(0);
  });

  it('answers malformed input with 40001, never a 500', async () => {
    const bodies: unknown[] = [
      { orgid: 1 },
      { orgid: 1, question: 42 },
      { orgid: 'abc', question: '开放时间' },
      { orgid: 0, question: '开放时间' },
      { orgid: 1.5, question: '开放时间' },
      { orgid: 1, question: 'a\u0000b' },
      { orgid: 1, question: ['开放时间'] },
      null,
    ];
    for (const body of bodies) {
      const response = await ask(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe(ResultCode.invalidInput);
    }
  });

  it('refuses an organisation with the AI librarian off, and an unknown one', async () => {
    const refused = await ask({ orgid: OrgIds.demo2, question: '开放时间' });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      code: ResultCode.forbidden,
      msg: '本馆未开通AI馆员',
      data: null,
    });
    const english = await ask({ orgid: OrgIds.demo2, question: 'hours' }, { lang: 'en' });
    expect(english.body.msg).toBe('The AI librarian is not enabled for this library');
    const unknown = await ask({ orgid: 99, question: '开放时间' });
    expect(unknown.body.code).toBe(ResultCode.unknownOrganization);
  });

  it("answers for the token's organisation whatever orgid says", async () => {
    const { token } = await session(app, 'DEMO2', '20230001');
    const refused = await ask({ orgid: OrgIds.ytkj, question: '开放时间' }, { token });
    expect(refused.body.code).toBe(ResultCode.forbidden);
    await setAiEnabled(OrgIds.demo2, true);
    try {
      const answer = await answerTo('开放时间', { orgid: OrgIds.ytkj, token });
      expect(answer).toBe(hoursAnswer(demo2?.openingHours).zh);
    } finally {
      await setAiEnabled(OrgIds.demo2, false);
    }
  });
});

describe('AskQuestion rate limit', () => {
  it('answers 429 with code 42901 and a clear message past the limit, per address', async () => {
    const limited = await testApp(handle, { questionRateLimit: 2 });
    providerApps.push(limited);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await ask({ orgid: OrgIds.ytkj, question: '开放时间' }, { on: limited })).body.code,
      );
    }
    expect(codes).toEqual([0, 0, ResultCode.tooManyRequests]);
    const zh = await ask({ orgid: OrgIds.ytkj, question: '开放时间' }, { on: limited });
    expect(zh.status).toBe(429);
    expect(zh.body).toEqual({
      code: ResultCode.tooManyRequests,
      msg: '提问太频繁，请稍后再问',
      data: null,
    });
    const en = await ask(
      { orgid: OrgIds.ytkj, question: 'opening hours' },
      { on: limited, lang: 'en' },
    );
    expect(en.body.msg).toBe('Too many questions in a row, please ask again in a minute');
    // The default limit leaves a reader plenty: the suite's own app still answers.
    expect((await ask({ orgid: OrgIds.ytkj, question: '开放时间' })).body.code).toBe(0);
  });
});

describe('AskQuestion with an OpenAI-compatible provider', () => {
  const systemPromptOf = (index: number) => {
    const body = fake.requests[index]?.body as { messages: { role: string; content: string }[] };
    return body.messages[0]?.content ?? '';
  };

  it('sends the facts in the system message and returns the answer', async () => {
    const providerApp = await appWith(fakeProvider());
    fake.behave(completion('《三体》在馆，位于总馆一楼借阅区。\n欢迎借阅。'));
    const seen = fake.requests.length;
    const response = await ask({ orgid: 1, question: '  有没有《三体》？ ' }, { on: providerApp });
    expect(response.body).toEqual({
      code: 0,
      msg: '成功',
      data: '《三体》在馆，位于总馆一楼借阅区。\n欢迎借阅。',
    });
    const request = fake.requests[seen];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body).toMatchObject({
      model: 'test-model',
      temperature: 0.2,
      messages: [
        { role: 'system', content: expect.stringContaining('只根据下面的本馆信息回答') },
        { role: 'user', content: '有没有《三体》？' },
      ],
    });
    const system = systemPromptOf(seen);
    const { available, locations } = await shelvesOf('三体');
    expect(system).toContain(`1.《三体》，刘慈欣：在馆 ${available} 册`);
    for (const location of locations) expect(system).toContain(location ?? '');
    expect(system).toContain(`开放时间：${ytkj?.openingHours}`);
    expect(system).toContain(`读者须知：\n${ytkj?.readerNotice}`);
  });

  it('asks in English for an English reader, and strips markup from the answer', async () => {
    const providerApp = await appWith(fakeProvider());
    fake.behave(completion('<p>Yes, <b>2 copies</b>.</p><script>alert(1)</script>'));
    const seen = fake.requests.length;
    const response = await ask(
      { orgid: 1, question: 'Do you have Harry Potter?' },
      {
        lang: 'en',
        on: providerApp,
      },
    );
    expect(response.body.data).toBe('Yes, 2 copies.');
    expect(systemPromptOf(seen)).toContain('Answer in English');
    expect(systemPromptOf(seen)).toContain('Books matching "Harry Potter":');
  });

  it('falls back to the built-in answer quickly when the provider never answers', async () => {
    const providerApp = await appWith(fakeProvider());
    fake.behave('hang');
    const started = Date.now();
    const response = await ask({ orgid: 1, question: '开放时间' }, { on: providerApp });
    const elapsed = Date.now() - started;
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      code: 0,
      msg: '成功',
      data: ytkjHours.zh,
    });
    expect(elapsed).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(3000);
  });

  it('falls back to the built-in answer for an error status, malformed JSON or an empty answer', async () => {
    // A long timeout, so answering within it proves the failure did not wait for it.
    const providerApp = await appWith(fakeProvider(10_000));
    const failures = [
      { status: 500, body: '{"error":{"message":"boom"}}' },
      { status: 429, body: '{"error":{"message":"rate limited"}}' },
      { status: 200, body: '{"choices":[{"message":' },
      { status: 200, body: '{"choices":[]}' },
      completion('   '),
      completion('<script>alert(1)</script>'),
    ];
    for (const failure of failures) {
      fake.behave(failure);
      const started = Date.now();
      const response = await ask({ orgid: 1, question: 'hours' }, { lang: 'en', on: providerApp });
      expect(response.status).toBe(200);
      expect(response.body, JSON.stringify(failure)).toEqual({
        code: 0,
        msg: 'success',
        data: ytkjHours.en,
      });
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('falls back to the built-in answer when the provider cannot be reached', async () => {
    const closed = await startFakeOpenAi();
    await closed.close();
    const provider = openAiProvider({ baseUrl: closed.baseUrl, model: 'm', timeoutMs: 1000 });
    const response = await ask({ orgid: 1, question: '开放时间' }, { on: await appWith(provider) });
    expect(response.body).toMatchObject({ code: 0, data: ytkjHours.zh });
  });

  it('does not call the provider for an organisation with the AI librarian off', async () => {
    const providerApp = await appWith(fakeProvider());
    const seen = fake.requests.length;
    const response = await ask({ orgid: OrgIds.demo2, question: '开放时间' }, { on: providerApp });
    expect(response.body.code).toBe(ResultCode.forbidden);
    expect(fake.requests).toHaveLength(seen);
  });
});

describe('provider configuration and parsing', () => {
  it('uses the built-in answers unless a base URL is set, and needs a model with it', () => {
    expect(aiProviderFromEnv({})).toBeUndefined();
    const base = { LIBPORTAL_AI_BASE_URL: 'https://api.example.com/v1' };
    expect(() => aiProviderFromEnv(base)).toThrow(/LIBPORTAL_AI_MODEL/);
    expect(() => aiProviderFromEnv({ ...base, LIBPORTAL_AI_BASE_URL: 'ftp://x' })).toThrow(
      /LIBPORTAL_AI_BASE_URL/,
    );
    const provider = aiProviderFromEnv({ ...base, LIBPORTAL_AI_MODEL: 'some-model' });
    expect(provider?.name).toBe('some-model at https://api.example.com/v1');
  });

  it('reads only a well-formed completion, as plain text', () => {
    expect(completionText({ choices: [{ message: { content: 'hi' } }] })).toBe('hi');
    for (const body of [null, 'x', {}, { choices: {} }, { choices: [{}] }, { choices: [1] }]) {
      expect(completionText(body)).toBeUndefined();
    }
    expect(completionText({ choices: [{ message: { content: 3 } }] })).toBeUndefined();
    expect(plainAnswer(' <p>第一行</p><p>第二行</p> ')).toBe('第一行\n\n第二行');
    expect(plainAnswer('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(Array.from(plainAnswer('字'.repeat(10_000)))).toHaveLength(4000);
  });
});
