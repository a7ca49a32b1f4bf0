import { describe, expect, it } from 'vitest';
import { CountCache } from '../src/search/count-cache';

/** A computation that counts its calls and resolves when told to. */
function counter() {
  let calls = 0;
  const pending: ((value: number) => void)[] = [];
  return {
    compute: () => {
      calls += 1;
      return new Promise<number>((resolve) => pending.push(resolve));
    },
    resolveAll: (value: number) => pending.splice(0).forEach((resolve) => resolve(value)),
    get calls() {
      return calls;
    },
  };
}

describe('the search count cache', () => {
  it('computes a search once while it is fresh, and again after ttl', async () => {
    let now = 0;
    const cache = new CountCache<number>({ ttlMs: 1000, now: () => now });
    const count = counter();
    const first = cache.get(1, 'harry', count.compute);
    count.resolveAll(42);
    expect(await first).toBe(42);
    now = 999;
    expect(await cache.get(1, 'harry', count.compute)).toBe(42);
    expect(count.calls).toBe(1);
    now = 1000;
    const again = cache.get(1, 'harry', count.compute);
    count.resolveAll(43);
    expect(await again).toBe(43);
    expect(count.calls).toBe(2);
    expect(cache.stats).toEqual({ hits: 1, misses: 2 });
  });

  it('shares one computation between concurrent identical searches', async () => {
    const cache = new CountCache<number>();
    const count = counter();
    const answers = Promise.all([1, 2, 3].map(() => cache.get(1, '', count.compute)));
    count.resolveAll(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(count.calls).toBe(1);
  });

  it('keeps organisations and searches apart', async () => {
    const cache = new CountCache<string>();
    const answer = (text: string) => () => Promise.resolve(text);
    await cache.get(1, 'a', answer('org 1, a'));
    await cache.get(2, 'a', answer('org 2, a'));
    await cache.get(1, 'b', answer('org 1, b'));
    expect(await cache.get(1, 'a', answer('computed again'))).toBe('org 1, a');
    expect(await cache.get(2, 'a', answer('computed again'))).toBe('org 2, a');
    expect(await cache.get(1, 'b', answer('computed again'))).toBe('org 1, b');
  });

  it("forgets only the invalidated organisation's counts", async () => {
    const cache = new CountCache<string>();
    await cache.get(1, 'a', () => Promise.resolve('old 1'));
    await cache.get(2, 'a', () => Promise.resolve('old 2'));
    cache.invalidate(1);
    expect(await cache.get(1, 'a', () => Promise.resolve('new 1'))).toBe('new 1');
    expect(await cache.get(2, 'a', () => Promise.resolve('new 2'))).toBe('old 2');
  });

  it('does not keep a failure', async () => {
    const cache = new CountCache<number>();
    await expect(cache.get(1, 'a', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get(1, 'a', () => Promise.resolve(5))).toBe(5);
  });

  it('lets the least recently used search go when full', async () => {
    const cache = new CountCache<string>({ maxEntries: 2 });
    await cache.get(1, 'a', () => Promise.resolve('a'));
    await cache.get(1, 'b', () => Promise.resolve('b'));
    await cache.get(1, 'a', () => Promise.resolve('a again')); // a is now the most recent
    await cache.get(1, 'c', () => Promise.resolve('c')); // b leaves
    expect(cache.size).toBe(2);
    expect(await cache.get(1, 'a', () => Promise.resolve('recomputed'))).toBe('a');
    expect(await cache.get(1, 'b', () => Promise.resolve('recomputed'))).toBe('recomputed');
  });
});
