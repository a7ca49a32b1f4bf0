import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode } from '../../src/core/api/contract';
import {
  configurePasswordPool,
  defaultPasswordPoolOptions,
  hashPassword,
  verifyPassword,
} from '../src/auth/password';
import { queueOptionsSymbol } from 'piscina';
import { FairTaskQueue } from '../src/auth/fair-queue';
import type { DatabaseHandle } from '../src/db/client';
import { ApiError } from '../src/http/errors';
import { translate } from '../src/http/messages';
import { DEMO_PASSWORD, encryptPassword, loginKey, openTestServer, testApp } from './helpers';
import { call } from './limits-fixtures';

/** Whose turn a hash waits in: the tests below are one client unless they say otherwise. */
const CLIENT = 'test-client';

let handle: DatabaseHandle;
openTestServer((server) => ({ handle } = server));

afterAll(() => configurePasswordPool(defaultPasswordPoolOptions()));

/** Settles every promise; the reasons of the refused ones. */
async function outcomes(promises: Promise<unknown>[]) {
  const settled = await Promise.allSettled(promises);
  return {
    fulfilled: settled.filter((result) => result.status === 'fulfilled').length,
    refused: settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
  };
}

describe('pool size', () => {
  it.each([
    [1, 1, 8, 2],
    [2, 1, 8, 2],
    [4, 3, 24, 6],
    [32, 8, 64, 16],
  ])(
    '%i cores: %i threads, %i waiting at most, %i of them for one client',
    (cores, threads, maxQueue, maxQueuePerClient) => {
      expect(defaultPasswordPoolOptions(cores)).toEqual({ threads, maxQueue, maxQueuePerClient });
    },
  );
});

describe('hashing in the pool', () => {
  it('hashes and verifies on its own thread, with the same scrypt parameters', async () => {
    await configurePasswordPool({ threads: 1, maxQueue: 4 });
    const stored = await hashPassword('Pässwörd');
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    // NFC and NFD spellings of one password are one password.
    expect(await verifyPassword('Pa\u0308sswo\u0308rd', stored, CLIENT)).toBe(true);
    expect(await verifyPassword('Passwort', stored, CLIENT)).toBe(false);
    // No reader, or a hash that does not parse: the work is done anyway, and it is no match.
    expect(await verifyPassword('Pässwörd', undefined, CLIENT)).toBe(false);
    expect(await verifyPassword('Pässwörd', '$scrypt$garbage', CLIENT)).toBe(false);
  });

  it('leaves libuv to file reads: a read is answered while hashes are still running', async () => {
    await configurePasswordPool({ threads: 1, maxQueue: 8, maxQueuePerClient: 8 });
    let hashesDone = 0;
    // Four: as many as libuv has threads, which hashing on libuv would all have taken.
    const hashes = Array.from({ length: 4 }, () =>
      verifyPassword('x', undefined, CLIENT).then(() => (hashesDone += 1)),
    );
    await readFile(new URL(import.meta.url));
    expect(hashesDone).toBe(0);
    await Promise.all(hashes);
  });

  it('refuses past the queue with "busy" at once, for a known reader and an unknown one alike', async () => {
    await configurePasswordPool({ threads: 1, maxQueue: 1 });
    const stored = await hashPassword(DEMO_PASSWORD);
    // One runs, one waits; the others are refused.
    const burst = await outcomes([
      verifyPassword(DEMO_PASSWORD, stored, CLIENT),
      verifyPassword(DEMO_PASSWORD, undefined, CLIENT),
      verifyPassword(DEMO_PASSWORD, stored, CLIENT),
      verifyPassword(DEMO_PASSWORD, undefined, CLIENT),
    ]);
    expect(burst.fulfilled).toBe(2);
    expect(burst.refused).toHaveLength(2);
    for (const reason of burst.refused) {
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ statusCode: 503, resultCode: ResultCode.busy });
    }
    // Once the queue has room again, hashing works again.
    expect(await verifyPassword(DEMO_PASSWORD, stored, CLIENT)).toBe(true);
  });

  it('makes a new password wait for room instead (the seed hashes its readers at once)', async () => {
    await configurePasswordPool({ threads: 1, maxQueue: 1 });
    const hashes = await Promise.all(['a1', 'b2', 'c3', 'd4'].map((word) => hashPassword(word)));
    expect(new Set(hashes).size).toBe(4);
    expect(await verifyPassword('c3', hashes[2], CLIENT)).toBe(true);
  });
});

describe('fair between clients', () => {
  it('refuses a client past its share of the queue while another still gets a place', async () => {
    // One thread and eight places, two of them for any one client (the default for 2 cores).
    const pool = await configurePasswordPool({ threads: 1, maxQueue: 8 });
    expect(pool.options.maxQueuePerClient).toBe(2);
    // A thread that has started: a hash asked for now runs at once rather than waiting.
    await verifyPassword('warm-up', undefined, 'c');
    const finished: string[] = [];
    const hash = (client: string, label: string) =>
      verifyPassword('x', undefined, client).then(() => finished.push(label));
    // The flood: one runs, two wait, the other three are refused although the queue has room.
    const flood = outcomes(['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((label) => hash('a', label)));
    expect(pool.fullFor('a')).toBe(true);
    expect(pool.fullFor('b')).toBe(false);
    const other = hash('b', 'b1');
    const [{ fulfilled, refused }] = await Promise.all([flood, other]);
    expect(fulfilled).toBe(3);
    expect(refused.map((reason: ApiError) => reason.resultCode)).toEqual([
      ResultCode.busy,
      ResultCode.busy,
      ResultCode.busy,
    ]);
    // In turn: b's hash runs before a's last waiting one, not after all of them.
    expect(finished).toEqual(['a1', 'a2', 'b1', 'a3']);
  });
});

describe('the fair queue', () => {
  const task = (client: string | undefined, label: string) =>
    ({ label, [queueOptionsSymbol]: client === undefined ? null : { client } }) as never;
  const labels = (queue: FairTaskQueue) => {
    const order: string[] = [];
    for (let next = queue.shift(); next; next = queue.shift()) {
      order.push((next as unknown as { label: string }).label);
    }
    return order;
  };

  it('serves clients in turn, each in its own order of arrival', () => {
    const queue = new FairTaskQueue();
    for (const label of ['a1', 'a2', 'a3']) queue.push(task('a', label));
    queue.push(task('b', 'b1'));
    queue.push(task(undefined, 'seed1'));
    queue.push(task('b', 'b2'));
    expect(queue.size).toBe(6);
    expect(queue.waitingFor('a')).toBe(3);
    expect(labels(queue)).toEqual(['a1', 'b1', 'seed1', 'a2', 'b2', 'a3']);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeNull();
  });

  it('puts a task piscina could not start back first, and removes an abandoned one', () => {
    const queue = new FairTaskQueue();
    const b1 = task('b', 'b1');
    queue.push(task('a', 'a1'));
    queue.push(b1);
    queue.push(task('b', 'b2'));
    queue.remove(b1);
    queue.remove(b1); // already gone: nothing happens
    expect(queue.waitingFor('b')).toBe(1);
    const first = queue.shift();
    queue.unshift(first as never);
    expect(labels(queue)).toEqual(['a1', 'b2']);
  });
});

describe('a login when the pool is full', () => {
  it('is answered 503 / 50302 with a message the login form shows, in zh and en', async () => {
    await configurePasswordPool({ threads: 1, maxQueue: 1 });
    const app = await testApp(handle);
    try {
      const password = encryptPassword(await loginKey(app), DEMO_PASSWORD);
      const codes = ['20230001', 'T0001', '20230002', '20230003', '20230004', 'nobody'];
      const answers = await Promise.all(
        codes.flatMap((readercode) =>
          (['zh', 'en'] as const).map(async (lang) => ({
            lang,
            answer: await call(
              app,
              ApiPath.login,
              { orgcode: 'YTKJ', readercode, password },
              { lang },
            ),
          })),
        ),
      );
      const busy = answers.filter(({ answer }) => answer.status === 503);
      expect(busy.map(({ lang }) => lang)).toEqual(expect.arrayContaining(['zh', 'en']));
      expect(answers.some(({ answer }) => answer.body.code === ResultCode.ok)).toBe(true);
      // Nothing else: every login either ran or was told to come back.
      expect(answers.filter(({ answer }) => ![200, 503].includes(answer.status))).toEqual([]);
      for (const { lang, answer } of busy) {
        expect(answer.body).toEqual({
          code: ResultCode.busy,
          msg: translate(lang, 'busy'),
          data: null,
        });
      }
      expect(translate('zh', 'busy')).toBe('服务器繁忙，请稍后再试');
    } finally {
      await app.close();
    }
  });
});
