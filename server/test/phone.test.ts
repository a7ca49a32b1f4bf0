import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type ImageCaptcha,
  type ReaderInfo,
  type SmsCodeSent,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { reader } from '../src/db/schema';
import { smsOutbox } from '../src/db/tables/settings';
import { MemorySharedState } from '../src/instance-state';
import { get, openTestServer, testApp } from './helpers';
import { call } from './preborrow-fixtures';
import { DEMO2, makeReader, type SettingsReader } from './settings-fixtures';

/** One clock for the limits and the shared state, moved by the tests (30 s into a minute). */
let now = Date.UTC(2026, 2, 2, 8, 0, 30);
const shared = new MemorySharedState(() => now);
let handle: DatabaseHandle;
let app: FastifyInstance;
openTestServer((server) => ({ handle, app } = server), undefined, {
  sharedState: shared,
  now: () => now,
});
afterAll(() => shared.close());

const HOUR_MS = 60 * 60_000;
/**
 * Every test starts 30 s into a fresh hour, so the send limits of one do not reach the next
 * and the time left in a window is known.
 */
beforeEach(() => {
  now = (Math.floor(now / HOUR_MS) + 1) * HOUR_MS + 30_000;
});

const refused = (msg: string) => ({ code: ResultCode.businessError, msg });
let numbers = 0;
/** A mainland mobile number no other test uses. */
const newPhone = () =>
  `139${String(process.pid % 10_000).padStart(4, '0')}${String(++numbers).padStart(4, '0')}`;

async function captcha(who: SettingsReader) {
  const response = await get<ImageCaptcha>(app, ApiPath.validateCode, who.token);
  expect(response.body.code).toBe(0);
  const { validateguid } = response.body.data;
  const stored = await shared.get(`captcha:${validateguid}`);
  return { validateguid, answer: (JSON.parse(stored ?? '{}') as { text: string }).text };
}

async function sendCode(
  who: SettingsReader,
  phone: string,
  solved?: { validateguid: string; answer: string },
  lang: 'zh' | 'en' = 'zh',
) {
  const { validateguid, answer } = solved ?? (await captcha(who));
  return call<SmsCodeSent | { retryafter: number }>(
    app,
    ApiPath.smsPhoneCode,
    { phone, validateguid, validatecode: answer },
    who.token,
    lang,
  );
}

/** The code in the latest text to `phone`, read from the emulated gateway's outbox. */
async function latestCode(phone: string) {
  const [row] = await handle.db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return /\d{6}/.exec(row?.text ?? '')?.[0] ?? '';
}

const bind = (
  who: SettingsReader,
  phone: string,
  code: string,
  path: string = ApiPath.readerUpdatePhone,
) => call<ReaderInfo>(app, path, { phone, code }, who.token);

async function phoneOf(readerId: number) {
  const [row] = await handle.db
    .select({ phone: reader.phone })
    .from(reader)
    .where(eq(reader.id, readerId));
  return row?.phone ?? null;
}

describe('the image captcha', () => {
  it('is an SVG picture with a guid, for a logged-in reader only', async () => {
    const student = await makeReader(handle.db);
    const response = await get<ImageCaptcha>(app, ApiPath.validateCode, student.token);
    expect(response.body.data.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(response.body.data.svg).not.toMatch(/<script|<text/i);
    expect(response.body.data.expiresin).toBe(180);
    expect((await get(app, ApiPath.validateCode)).status).toBe(401);
  });

  it('is refused when wrong, and a wrong guess uses it up', async () => {
    const student = await makeReader(handle.db);
    const solved = await captcha(student);
    const phone = newPhone();
    expect((await sendCode(student, phone, { ...solved, answer: 'zzzz' })).body).toEqual({
      ...refused('图形验证码错误或已过期，请重新输入'),
      data: null,
    });
    expect((await sendCode(student, phone, solved)).body).toMatchObject(
      refused('图形验证码错误或已过期，请重新输入'),
    );
    expect(await latestCode(phone)).toBe('');
  });

  it('answers once: a replayed captcha is refused', async () => {
    const student = await makeReader(handle.db);
    const solved = await captcha(student);
    expect((await sendCode(student, newPhone(), solved)).body.code).toBe(0);
    now += 61_000;
    expect((await sendCode(student, newPhone(), solved)).body).toMatchObject(
      refused('图形验证码错误或已过期，请重新输入'),
    );
  });

  it('is accepted in any case, but not from another reader, nor after three minutes', async () => {
    const student = await makeReader(handle.db);
    const classmate = await makeReader(handle.db);
    const solved = await captcha(student);
    expect((await sendCode(classmate, newPhone(), solved)).body.code).toBe(
      ResultCode.businessError,
    );
    const late = await captcha(student);
    now += 3 * 60_000 + 1;
    expect((await sendCode(student, newPhone(), late)).body.code).toBe(ResultCode.businessError);
    const upper = await captcha(student);
    const sent = await sendCode(student, newPhone(), {
      ...upper,
      answer: upper.answer.toUpperCase(),
    });
    expect(sent.body.code).toBe(0);
  });
});

describe('sending the SMS code', () => {
  it('texts a six-digit code through the gateway and says when a new one may be asked for', async () => {
    const student = await makeReader(handle.db);
    const phone = newPhone();
    const response = await sendCode(student, phone);
    expect(response.body).toEqual({
      code: 0,
      msg: '验证码已发送',
      data: { resendafter: 60, expiresin: 300 },
    });
    const [text] = await handle.db
      .select({ text: smsOutbox.text, org: smsOutbox.organizationId })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone));
    expect(text?.text).toMatch(
      /^【云图科技实验学校图书馆】您正在绑定手机号，验证码 \d{6}，5 分钟内有效/,
    );
    expect(text?.org).toBe(1);
  });

  it.each(['12345678901', '1380000000', '138000000001', '+8613800000000', '138-0000-0001', ''])(
    'refuses %j: "Phone number is incorrect", texting nobody',
    async (phone) => {
      const student = await makeReader(handle.db);
      const zh = await sendCode(student, phone);
      expect(zh.body).toMatchObject(refused('手机号码不正确'));
      const en = await sendCode(student, phone, undefined, 'en');
      expect(en.body.msg).toBe('Phone number is incorrect');
    },
  );

  it('refuses the number already bound to the reader', async () => {
    const student = await makeReader(handle.db);
    const phone = newPhone();
    await handle.db.update(reader).set({ phone }).where(eq(reader.id, student.id));
    expect((await sendCode(student, phone)).body).toMatchObject(refused('您的账号已绑定此手机号'));
  });

  it('sends a reader one code a minute and five an hour; the refusal says how long to wait', async () => {
    const student = await makeReader(handle.db);
    expect((await sendCode(student, newPhone())).body.code).toBe(0);
    const again = await sendCode(student, newPhone());
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(ResultCode.tooManyRequests);
    expect(again.body.msg).toBe('验证码发送太频繁，请 30 秒后再试');
    expect(again.body.data).toEqual({ retryafter: 30 });
    expect(again.headers['retry-after']).toBe('30');
    // The refused request counted too: three more make the hour's five.
    for (let i = 0; i < 3; i++) {
      now += 60_000;
      expect((await sendCode(student, newPhone())).body.code).toBe(0);
    }
    now += 60_000;
    const sixth = await sendCode(student, newPhone());
    expect(sixth.status).toBe(429);
    expect((sixth.body.data as { retryafter: number }).retryafter).toBeGreaterThan(60);
  });

  it('texts one number once a minute, whoever asks (no flooding a number from many accounts)', async () => {
    const phone = newPhone();
    const [a, b, c] = [
      await makeReader(handle.db),
      await makeReader(handle.db),
      await makeReader(handle.db, DEMO2),
    ];
    expect((await sendCode(a, phone)).body.code).toBe(0);
    expect((await sendCode(b, phone)).status).toBe(429);
    expect((await sendCode(c, phone)).status).toBe(429);
    // A minute later the number may be texted again.
    now += 60_000;
    expect((await sendCode(b, phone)).body.code).toBe(0);
  });

  it('needs a login', async () => {
    const response = await call(
      app,
      ApiPath.smsPhoneCode,
      {
        phone: newPhone(),
        validateguid: 'x',
        validatecode: 'x',
      },
      undefined,
    );
    expect(response.status).toBe(401);
  });
});

describe('binding the phone', () => {
  it("binds the number with its code and returns the reader's profile", async () => {
    const student = await makeReader(handle.db);
    const phone = newPhone();
    await sendCode(student, phone);
    const response = await bind(student, phone, await latestCode(phone));
    expect(response.body.code).toBe(0);
    expect(response.body.data.phone).toBe(phone);
    expect(await phoneOf(student.id)).toBe(phone);
  });

  it('uses a code once: the same code again is refused', async () => {
    const student = await makeReader(handle.db);
    const phone = newPhone();
    await sendCode(student, phone);
    const code = await latestCode(phone);
    expect((await bind(student, phone, code)).body.code).toBe(0);
    await handle.db.update(reader).set({ phone: null }).where(eq(reader.id, student.id));
    expect((await bind(student, phone, code)).body).toMatchObject(
      refused('短信验证码错误或已过期'),
    );
    expect(await phoneOf(student.id)).toBeNull();
  });

  it('binds exactly once when the same code is submitted twice at once', async () => {
    const student = await makeReader(handle.db);
    const phone = newPhone();
    await sendCode(student, phone);
    const code = await latestCode(phone);
    const results = await Promise.all([bind(student, phone, code), bind(student, phone, code)]);
    expect(results.map((result) => result.body.code).sort()).toEqual([0, ResultCode.businessError]);
  });

  it('refuses a code for another number: it binds only the number it was sent to', async () => {
    const student = await makeReader(handle.db);
    const phone = newPhone();
    await sendCode(student, phone);
    const code = await latestCode(phone);
    const other = newPhone();
    expect((await bind(student, other, code)).body).toMatchObject(
      refused('短信验证码错误或已过期'),
    );
    expect(await phoneOf(student.id)).toBeNull();
    // The wrong try did not use the code up.
    expect((await bind(student, phone, code)).body.code).toBe(0);
  });

  it("refuses another reader's code, in this organisation or another", async () => {
    const student = await makeReader(handle.db);
    const classmate = await makeReader(handle.db);
    const elsewhere = await makeReader(handle.db, DEMO2);
    const phone = newPhone();
    await sendCode(student, phone);
    const code = await latestCode(phone);
    for (const thief of [classmate, elsewhere]) {
      expect((await bind(thief, phone, code)).body.code).toBe(ResultCode.businessError);
      expect(await phoneOf(thief.id)).toBeNull();
    }
  });

  it('drops the code after five wrong tries, so six digits cannot be guessed', async () => {
    const student = await makeReader(handle.db);
    const phone = newPhone();
    await sendCode(student, phone);
    const code = await latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await bind(student, phone, wrong);
    expect((await bind(student, phone, code)).body.code).toBe(ResultCode.businessError);
  });

  it('refuses a code after five minutes', async () => {
    const student = await makeReader(handle.db);
    const phone = newPhone();
    await sendCode(student, phone);
    now += 5 * 60_000 + 1;
    expect((await bind(student, phone, await latestCode(phone))).body.code).toBe(
      ResultCode.businessError,
    );
  });

  it('keeps only the latest code: a resent code replaces the first', async () => {
    const student = await makeReader(handle.db);
    const phone = newPhone();
    await sendCode(student, phone);
    const first = await latestCode(phone);
    now += 61_000;
    await sendCode(student, phone);
    const second = await latestCode(phone);
    if (first !== second) {
      expect((await bind(student, phone, first)).body.code).toBe(ResultCode.businessError);
    }
    expect((await bind(student, phone, second)).body.code).toBe(0);
  });

  it('refuses a malformed number or code before looking at any code', async () => {
    const student = await makeReader(handle.db);
    expect((await bind(student, '1234', '123456')).body).toMatchObject(refused('手机号码不正确'));
    expect((await bind(student, newPhone(), '12ab')).body).toMatchObject(
      refused('短信验证码错误或已过期'),
    );
  });

  it('gives teachers their own call (Teacher/UpdatePhone), which a student may not use', async () => {
    const teacher = await makeReader(handle.db, 1, 'teacher');
    const phone = newPhone();
    await sendCode(teacher, phone);
    const response = await bind(
      teacher,
      phone,
      await latestCode(phone),
      ApiPath.teacherUpdatePhone,
    );
    expect(response.body.data.phone).toBe(phone);
    const student = await makeReader(handle.db);
    expect((await bind(student, phone, '123456', ApiPath.teacherUpdatePhone)).status).toBe(403);
  });
});

describe('the gateway', () => {
  it('drops the code and says so when the text cannot be sent', async () => {
    const failing = await testApp(handle, {
      sharedState: shared,
      now: () => now,
      smsGateway: {
        name: 'down',
        send: () => Promise.reject(new Error('provider unreachable')),
      },
    });
    try {
      const student = await makeReader(handle.db);
      const response = await get<ImageCaptcha>(failing, ApiPath.validateCode, student.token);
      const { validateguid } = response.body.data;
      const answer = (
        JSON.parse((await shared.get(`captcha:${validateguid}`)) ?? '{}') as {
          text: string;
        }
      ).text;
      const phone = newPhone();
      const sent = await call(
        failing,
        ApiPath.smsPhoneCode,
        { phone, validateguid, validatecode: answer },
        student.token,
      );
      expect(sent.body).toMatchObject(refused('短信发送失败，请稍后再试'));
      expect(await shared.get(`sms-code:1:${student.id}`)).toBeNull();
    } finally {
      await failing.close();
    }
  });

  it('serves the outbox only when the demo switch is on', async () => {
    const phone = newPhone();
    const student = await makeReader(handle.db);
    await sendCode(student, phone);
    expect((await get(app, `/__sms-outbox?phone=${phone}`)).status).toBe(404);
    const demo = await testApp(handle, { smsOutbox: true });
    try {
      const response = await get<{ phone: string; text: string }[]>(
        demo,
        `/__sms-outbox?phone=${phone}`,
      );
      expect(response.body.data).toHaveLength(1);
      expect(response.body.data[0]?.text).toContain(await latestCode(phone));
    } finally {
      await demo.close();
    }
  });
});
