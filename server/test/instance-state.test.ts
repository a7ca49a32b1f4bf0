import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemorySharedState, RedisSharedState, type SharedState } from '../src/instance-state';

/**
 * One behaviour, two homes: the in-process state (one instance) and Redis (several). The Redis
 * half runs where TEST_REDIS_URL names a server (CI sets it when one answers).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const homes: [string, () => Promise<SharedState>][] = [
  ['memory', async () => new MemorySharedState()],
];
if (redisUrl) homes.push(['redis', () => RedisSharedState.connect(redisUrl)]);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(homes)('shared state in %s', (_name, open) => {
  let state: SharedState;
  // Keys of their own per run, so runs against one Redis do not see each other.
  const key = (name: string) => `test:${runId}:${name}`;
  const runId = randomUUID();

  beforeAll(async () => {
    state = await open();
  });
  afterAll(() => state.close());

  it('keeps a value until it expires', async () => {
    await state.set(key('a'), 'one', 80);
    expect(await state.get(key('a'))).toBe('one');
    await wait(120);
    expect(await state.get(key('a'))).toBeNull();
  });

  it('sets only an absent key, so one of two claimants wins', async () => {
    const results = await Promise.all([
      state.setIfAbsent(key('lock'), 'A', 1000),
      state.setIfAbsent(key('lock'), 'B', 1000),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('hands a one-time value to exactly one of two concurrent takers', async () => {
    await state.set(key('code'), 'secret', 1000);
    const taken = await Promise.all([state.take(key('code')), state.take(key('code'))]);
    expect(taken.filter((value) => value === 'secret')).toHaveLength(1);
    expect(await state.get(key('code'))).toBeNull();
  });

  it('counts within a window that starts with the first increment', async () => {
    expect(await state.count(key('n'))).toBe(0);
    expect(await state.increment(key('n'), 100)).toBe(1);
    expect(await state.increment(key('n'), 100)).toBe(2);
    expect(await state.count(key('n'))).toBe(2);
    await wait(140);
    expect(await state.count(key('n'))).toBe(0);
    expect(await state.increment(key('n'), 100)).toBe(1);
  });

  it('tells whether a set member is new', async () => {
    expect(await state.addToSet(key('s'), 'x', 1000)).toBe(true);
    expect(await state.addToSet(key('s'), 'x', 1000)).toBe(false);
    expect(await state.addToSet(key('s'), 'y', 1000)).toBe(true);
  });

  it('delivers a published message to subscribers, and stops after unsubscribing', async () => {
    const seen: string[] = [];
    const stop = state.subscribe(key('ch'), (message) => seen.push(message));
    // A Redis subscription is confirmed asynchronously.
    await wait(50);
    await state.publish(key('ch'), 'hello');
    await expect.poll(() => seen).toEqual(['hello']);
    stop();
    await state.publish(key('ch'), 'again');
    await wait(50);
    expect(seen).toEqual(['hello']);
  });
});
