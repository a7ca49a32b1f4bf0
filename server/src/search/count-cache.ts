/**
 * A short-lived cache of search counts (the total and the facet counts of a search), shared
 * by every reader of an organisation.
 *
 * Why: exact facet counts walk every matching book and its copies. For a targeted search
 * that is a few rows, but the broad ones — no keyword, one letter, "the", one Chinese
 * character — match most of a large catalogue (a third of a million books at 1,000,000
 * copies) and they are also the searches readers repeat most (browsing, the category tree,
 * the first page of a school's catalogue). Search engines keep such counts (Solr's filter and
 * query result caches, invalidated at each commit); this is that, one per server process:
 * - counts are reused for `ttlMs` (a minute by default), so a copy lent or returned at the
 *   desk shows in the counts within that time; the server's own writes that change copy
 *   statuses (reservations) drop the organisation's entries at once, on every instance
 *   (search/invalidation.ts);
 * - concurrent identical searches share one computation (single flight), so a burst of
 *   readers opening the same page costs one count, not one each;
 * - at most `maxEntries` searches are kept, the least recently used leaving first.
 * The result page itself (the hits) is never cached: it is cheap, and it must be current.
 */
export interface CountCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds, for tests. */
  now?: () => number;
}

interface Entry<T> {
  orgId: number;
  value: Promise<T>;
  expiresAt: number;
}

export const COUNT_CACHE_TTL_MS = 60_000;
export const COUNT_CACHE_ENTRIES = 500;

export class CountCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Lookups answered from the cache / computed; for the bench and the tests. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(options: CountCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? COUNT_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? COUNT_CACHE_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  /** The cached counts of `key` in the organisation, or `compute`'s (then kept). */
  get(orgId: number, key: string, compute: () => Promise<T>): Promise<T> {
    const id = `${orgId}\u0000${key}`;
    const entry = this.entries.get(id);
    if (entry && entry.expiresAt > this.now()) {
      // Most recently used last: Map keeps insertion order, the first entry leaves first.
      this.entries.delete(id);
      this.entries.set(id, entry);
      this.stats.hits += 1;
      return entry.value;
    }
    this.stats.misses += 1;
    const value = compute();
    const fresh: Entry<T> = { orgId, value, expiresAt: this.now() + this.ttlMs };
    this.entries.delete(id);
    this.entries.set(id, fresh);
    // A failure is not kept: the next search tries again.
    value.catch(() => {
      if (this.entries.get(id) === fresh) this.entries.delete(id);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets the organisation's counts (its copies changed). */
  invalidate(orgId: number): void {
    for (const [id, entry] of this.entries) {
      if (entry.orgId === orgId) this.entries.delete(id);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
