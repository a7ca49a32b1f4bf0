import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { ApiPath, ResultCode } from '../../src/core/api/contract';
import { configurePasswordPool, defaultPasswordPoolOptions } from '../src/auth/password';
import type { DatabaseHandle } from '../src/db/client';
import type { BuildAppOptions } from '../src/app';
import { encryptPassword, loginKey, openTestServer, testApp, DEMO_PASSWORD } from './helpers';
import { call, MINUTE_MS, sharedHomes, midMinuteClock, type TestClock } from './limits-fixtures';

let handle: DatabaseHandle;
openTestServer((server) => ({ handle } = server));

async function limitedApp(options: Partial<BuildAppOptions>) {
  const app = await testApp(handle, options);
  onTestFinished(() => app.close());
  return app;
}

let key: string | undefined;
/** A login as the browser sends it, from `address`. */
async function login(
  app: FastifyInstance,
  readercode: string,
  address: string,
  { orgcode = 'YTKJ', password = DEMO_PASSWORD, lang = 'zh' as 'zh' | 'en' } = {},
) {
  key ??= await loginKey(app);
  const body = { orgcode, readercode, password: encryptPassword(key, password), islogin: true };
  return call(app, ApiPath.login, body, { address, lang });
}

describe('login limit per address, across reader codes', () => {
  it('answers 429 / 42901 once an address has failed `max` logins in a minute, across reader codes', async () => {
    const clock = midMinuteClock();
    const app = await limitedApp({ loginAddressRateLimit: 3, now: clock.now });
    const sprayed = [];
    for (const code of ['s1', 's2', 's3', 's4', 's5']) {
      sprayed.push(await login(app, code, '10.0.0.1', { password: 'guess123' }));
    }
    expect(sprayed.map((answer) => answer.body.code)).toEqual([
      ResultCode.badCredentials,
      ResultCode.badCredentials,
      ResultCode.badCredentials,
      ResultCode.tooManyRequests,
      ResultCode.tooManyRequests,
    ]);
    const refused = sprayed[3];
    expect(refused?.status).toBe(429);
    expect(refused?.body.msg).toBe('尝试次数过多，请稍后再试');
    // Seconds left in the minute: between 1 and 60.
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(60);
    // A real reader from that address waits too; the same reader elsewhere does not.
    expect((await login(app, '20230001', '10.0.0.1', { lang: 'en' })).body).toMatchObject({
      code: ResultCode.tooManyRequests,
      msg: 'Too many attempts, please try again later',
    });
    expect((await login(app, '20230001', '10.0.0.2')).body.code).toBe(0);
    // The next minute the address may try again.
    clock.advance(MINUTE_MS);
    expect((await login(app, '20230001', '10.0.0.1')).body.code).toBe(0);
  });

  it('counts only failed logins: a class logging in together from one school address is not refused', async () => {
    const app = await limitedApp({ loginAddressRateLimit: 2, now: midMinuteClock().now });
    const school = '10.0.5.1';
    for (let pupil = 0; pupil < 5; pupil += 1) {
      expect((await login(app, '20230001', school)).body.code).toBe(0);
    }
    // Two mistyped passwords reach the limit; then the address waits, right password or not.
    await login(app, '20230001', school, { password: 'mistyped1' });
    await login(app, '20230001', school, { password: 'mistyped2' });
    expect((await login(app, '20230001', school)).body.code).toBe(ResultCode.tooManyRequests);
  });

  it('holds a refusal a second, so a client looping on logins cannot loop fast', async () => {
    const app = await limitedApp({ loginAddressRateLimit: 1, now: midMinuteClock().now });
    await login(app, 'h1', '10.0.3.1', { password: 'guess123' });
    const started = performance.now();
    const refused = await login(app, 'h2', '10.0.3.1', { password: 'guess123' });
    expect(refused.status).toBe(429);
    // A lower bound only: timers never fire early (allowing for the clock's granularity).
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('counts an IPv6 client by its /64, so rotating the last bits does not help', async () => {
    const app = await limitedApp({ loginAddressRateLimit: 2, now: midMinuteClock().now });
    const answers = [];
    for (const suffix of ['1', '2', '3']) {
      answers.push(await login(app, `v6${suffix}`, `2001:db8:1:2::${suffix}`));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect((await login(app, '20230001', '2001:db8:1:3::1')).body.code).toBe(0);
  });

  it('keeps the per-reader limit beside it: one reader code guessed from one address', async () => {
    const app = await limitedApp({ loginRateLimit: 2, loginAddressRateLimit: 100 });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await login(app, 'T0001', '10.0.1.1', { password: 'guess123' })).body.code);
    }
    expect(codes).toEqual([
      ResultCode.badCredentials,
      ResultCode.badCredentials,
      ResultCode.tooManyRequests,
    ]);
    // Other reader codes from the address are still within both limits.
    expect((await login(app, '20230001', '10.0.1.1')).body.code).toBe(0);
  });

  it('counts a refusal for too many attempts on one reader code as a failure of the address', async () => {
    const app = await limitedApp({
      loginRateLimit: 2,
      loginAddressRateLimit: 4,
      now: midMinuteClock().now,
    });
    const codes = [];
    for (const code of ['T0001', 'T0001', 'T0001', '20230002']) {
      codes.push((await login(app, code, '10.0.9.1', { password: 'guess123' })).body.code);
    }
    expect(codes).toEqual([
      ResultCode.badCredentials,
      ResultCode.badCredentials,
      ResultCode.tooManyRequests,
      ResultCode.badCredentials,
    ]);
    // Four failures, the refusal among them: the address waits, even with the right password.
    expect((await login(app, '20230001', '10.0.9.1')).body.code).toBe(ResultCode.tooManyRequests);
  });

  describe('with a small hashing pool (one thread, one place per address)', () => {
    beforeEach(async () => {
      const pool = await configurePasswordPool({ threads: 1, maxQueue: 4 });
      expect(pool.options.maxQueuePerClient).toBe(1);
    });
    afterAll(() => configurePasswordPool(defaultPasswordPoolOptions()));

    /** `codes` logging in at once from `address`; their result codes. */
    async function burst(
      app: FastifyInstance,
      address: string,
      codes: string[],
      password?: string,
    ) {
      const answers = await Promise.all(
        codes.map((code) => login(app, code, address, password ? { password } : {})),
      );
      return answers.map((answer) => answer.body.code);
    }

    it('counts "busy" refusals as failures: a flood reaches the limit before it costs more hashes', async () => {
      const app = await limitedApp({ loginAddressRateLimit: 3, now: midMinuteClock().now });
      const codes = await burst(app, '10.0.7.1', ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'], 'guess1');
      // One or two hashed (running, waiting), the others refused for the address's share.
      expect(codes.filter((code) => code === ResultCode.busy).length).toBeGreaterThanOrEqual(4);
      expect((await login(app, '20230001', '10.0.7.1')).body.code).toBe(ResultCode.tooManyRequests);
      expect((await login(app, '20230001', '10.0.7.2')).body.code).toBe(ResultCode.ok);
    });

    it('forgets "busy" refusals once a login from the address succeeds (a class behind one address)', async () => {
      const app = await limitedApp({ loginAddressRateLimit: 3, now: midMinuteClock().now });
      const school = '10.0.8.1';
      const codes = await burst(app, school, [
        '20230001',
        '20230002',
        '20230003',
        '20230004',
        'T0001',
        '20230001',
      ]);
      expect(codes.filter((code) => code === ResultCode.busy).length).toBeGreaterThanOrEqual(4);
      expect(codes).toContain(ResultCode.ok);
      expect((await login(app, '20230002', school)).body.code).toBe(ResultCode.ok);
    });

    it.each(sharedHomes)(
      'counts them for every instance sharing one state ($name)',
      async (home) => {
        const clock = midMinuteClock(home.offsetMs());
        const shared = await home.open(clock);
        onTestFinished(() => shared.close());
        const options = { loginAddressRateLimit: 3, now: clock.now, sharedState: shared };
        const [a, b] = [await limitedApp(options), await limitedApp(options)];
        const address = `10.${Math.floor(Math.random() * 250)}.7.${Math.floor(Math.random() * 250)}`;
        const codes = await burst(a, address, ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'], 'guess1');
        expect(codes.filter((code) => code === ResultCode.busy).length).toBeGreaterThanOrEqual(4);
        // Refused "busy" by one instance, the address is refused by the other.
        expect((await login(b, '20230001', address)).body.code).toBe(ResultCode.tooManyRequests);
      },
    );
  });

  describe.each(sharedHomes)('two instances sharing one state ($name)', (home) => {
    it('refuse the address together: the limit is not doubled by a second instance', async () => {
      const clock: TestClock = midMinuteClock(home.offsetMs());
      const shared = await home.open(clock);
      onTestFinished(() => shared.close());
      const options = { loginAddressRateLimit: 3, now: clock.now, sharedState: shared };
      const [a, b] = [await limitedApp(options), await limitedApp(options)];
      const address = `10.${Math.floor(Math.random() * 250)}.2.${Math.floor(Math.random() * 250)}`;
      const statuses = [];
      for (const [i, app] of [a, b, a, b].entries()) {
        statuses.push((await login(app, `two${i}`, address, { password: 'guess123' })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});
