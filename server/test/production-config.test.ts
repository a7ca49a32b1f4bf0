/**
 * What production refuses and how the server's settings read PUBLIC_URL, the several-instance
 * payment rule and the log scrubbing: the rules themselves, without a server (the running
 * server is production-install.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publicUrlFromEnv } from '../src/http/public-url';
import { scrubUrl, serializeError } from '../src/http/logging';
import { notifyUrlFromEnv, paymentConfigFromEnv } from '../src/payments/config';
import { isWeakSecret, productionRefusals } from '../src/startup/production';

const random = () => randomBytes(32).toString('hex');

/** A configuration production accepts: PostgreSQL, the public address, cash at the desk only. */
const GOOD = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://libportal:pw@db.internal:5432/libportal',
  PUBLIC_URL: 'https://library.example.edu.cn',
  PAYMENT_GATEWAY: 'none',
};

describe('production refusals', () => {
  it('accepts a complete configuration, and random secrets of every kind', () => {
    expect(productionRefusals(GOOD)).toEqual([]);
    expect(
      productionRefusals({
        ...GOOD,
        PAYMENT_GATEWAY: 'emulator',
        ALLOW_PAYMENT_EMULATOR: '1',
        PAYMENT_SECRET: random(),
        DESK_SECRET_YTKJ: random(),
        SSO_SECRET_YTKJ: randomBytes(32).toString('base64'),
        METRICS_TOKEN: random(),
      }),
    ).toEqual([]);
  });

  it('refuses the demo defaults, each refusal naming what to set', () => {
    const refusals = productionRefusals({ NODE_ENV: 'production' });
    expect(refusals).toHaveLength(4);
    expect(refusals[0]).toMatch(/^DATABASE_URL is not set/);
    expect(refusals[1]).toMatch(/^PUBLIC_URL is not set/);
    // The emulator is the default gateway: it must be turned off or allowed, by name.
    expect(refusals[2]).toMatch(/PAYMENT_GATEWAY=none.*ALLOW_PAYMENT_EMULATOR=1/);
    expect(refusals[3]).toMatch(/^PAYMENT_SECRET is not set/);
  });

  it('refuses the SMS outbox unless allowed', () => {
    expect(productionRefusals({ ...GOOD, SMS_OUTBOX: '1' })).toEqual([
      expect.stringMatching(/SMS_OUTBOX=1.*ALLOW_SMS_OUTBOX=1/),
    ]);
    expect(productionRefusals({ ...GOOD, SMS_OUTBOX: '1', ALLOW_SMS_OUTBOX: '1' })).toEqual([]);
  });

  it('refuses the browser tests’ movable clock, with no way to allow it', () => {
    for (const value of ['1', 'true', '0']) {
      expect(productionRefusals({ ...GOOD, LIBPORTAL_TEST_CLOCK: value })).toEqual([
        expect.stringMatching(/^LIBPORTAL_TEST_CLOCK is set/),
      ]);
    }
    expect(productionRefusals({ ...GOOD, LIBPORTAL_TEST_CLOCK: '' })).toEqual([]);
  });

  it('refuses a gateway without its secret, and short or placeholder secrets by name', () => {
    const emulator = { ...GOOD, PAYMENT_GATEWAY: 'emulator', ALLOW_PAYMENT_EMULATOR: '1' };
    expect(productionRefusals(emulator)).toEqual([
      expect.stringMatching(/^PAYMENT_SECRET is not set/),
    ]);
    const weak = productionRefusals({
      ...emulator,
      PAYMENT_SECRET: 'change-me-change-me-change-me-change-me',
      DESK_SECRET_YTKJ: 'a'.repeat(40),
      SSO_SECRET_DEMO2: 'short',
      METRICS_TOKEN: '1234'.repeat(10),
    });
    expect(weak.map((line) => line.split(' ')[0])).toEqual([
      'PAYMENT_SECRET',
      'DESK_SECRET_YTKJ',
      'SSO_SECRET_DEMO2',
      'METRICS_TOKEN',
    ]);
  });

  it('tells a random secret from a placeholder', () => {
    expect(isWeakSecret(random())).toBe(false);
    expect(isWeakSecret('your-payment-secret-goes-here-0123456789')).toBe(true);
    expect(isWeakSecret(random().slice(0, 20))).toBe(true);
  });
});

describe('PUBLIC_URL', () => {
  it('is an origin: trailing slash dropped, paths, queries and credentials refused', () => {
    expect(publicUrlFromEnv({ PUBLIC_URL: 'https://Library.Example.edu.cn/' })).toBe(
      'https://library.example.edu.cn',
    );
    expect(publicUrlFromEnv({})).toBeUndefined();
    for (const bad of [
      'https://library.example.edu.cn/portal',
      'https://library.example.edu.cn/?a=1',
      'https://user:pw@library.example.edu.cn',
      'ftp://library.example.edu.cn',
      'library.example.edu.cn',
    ]) {
      expect(() => publicUrlFromEnv({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
    }
  });

  it('gives the gateway notification address and the in-process emulator pages', () => {
    const env = { PUBLIC_URL: 'https://library.example.edu.cn' };
    expect(notifyUrlFromEnv(env, 8080, '/PaymentApi/Notify')).toBe(
      'https://library.example.edu.cn/api/PaymentApi/Notify',
    );
    expect(notifyUrlFromEnv({}, 8080, '/PaymentApi/Notify')).toBe(
      'http://localhost:8080/api/PaymentApi/Notify',
    );
    const config = paymentConfigFromEnv(env);
    expect(config).toMatchObject({
      external: false,
      publicUrl: 'https://library.example.edu.cn/payment-emulator',
    });
    // Where the operator named the emulator's own public address, that wins.
    expect(
      paymentConfigFromEnv({ ...env, PAYMENT_EMULATOR_PUBLIC_URL: 'https://pay.example.edu.cn' }),
    ).toMatchObject({ publicUrl: 'https://pay.example.edu.cn' });
  });
});

describe('payments with several instances', () => {
  it('refuses an emulator in each instance alongside REDIS_URL', () => {
    expect(() => paymentConfigFromEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /PAYMENT_EMULATOR_URL and PAYMENT_SECRET.*PAYMENT_GATEWAY=none/,
    );
  });

  it('accepts one shared emulator, or none', () => {
    expect(
      paymentConfigFromEnv({
        REDIS_URL: 'redis://127.0.0.1:6379',
        PAYMENT_EMULATOR_URL: 'http://10.0.0.5:8090',
        PAYMENT_SECRET: random(),
      }),
    ).toMatchObject({ kind: 'emulator', external: true, url: 'http://10.0.0.5:8090' });
    expect(
      paymentConfigFromEnv({ REDIS_URL: 'redis://127.0.0.1:6379', PAYMENT_GATEWAY: 'none' }),
    ).toEqual({ kind: 'none' });
  });
});

describe('log scrubbing', () => {
  it('takes credentials out of URLs and keeps the rest readable', () => {
    expect(scrubUrl('/api/CalendarApi/Feed/AbC_123-xyz.ics')).toBe(
      '/api/CalendarApi/Feed/[redacted]',
    );
    expect(scrubUrl('/api/SSOApi/QueryCookie?cookieId=SECRETCODE&orgcode=YTKJ')).toBe(
      '/api/SSOApi/QueryCookie?cookieId=[redacted]&orgcode=YTKJ',
    );
    expect(scrubUrl('/api/x?phone=13800138000&keyword=harry')).toBe(
      '/api/x?phone=[redacted]&keyword=harry',
    );
    expect(scrubUrl('/payment-emulator/pay/tok3n?x=1')).toBe(
      '/payment-emulator/pay/[redacted]?x=1',
    );
    expect(scrubUrl('/api/BookApi/Search?keyword=%E5%93%88')).toBe(
      '/api/BookApi/Search?keyword=%E5%93%88',
    );
  });

  it('drops the values a failed query or PostgreSQL quote', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      detail: 'Key (phone)=(13800138000) already exists.',
    });
    // drizzle's DrizzleQueryError: the message and `params` repeat the values.
    const error = Object.assign(
      new Error('Failed query: update reader set phone = $1\nparams: 13800138000'),
      { query: 'update reader set phone = $1', params: ['13800138000'], cause },
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('13800138000');
    expect(text).toContain('update reader set phone = $1');
    expect(text).toContain('23505');
  });
});
