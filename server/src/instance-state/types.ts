/**
 * What the instances of one deployment must agree on (DESIGN.md "Running at scale"): revoked
 * sessions, one-time SSO codes, counters behind rate limits and hot words, the locks of
 * scheduled jobs, and "drop your cache" messages. With REDIS_URL it lives in Redis; without,
 * in the process, which is right for one instance.
 *
 * Keys are plain strings; each implementation adds its own namespace. Every value expires:
 * nothing here is the system of record (the database is), so a lost entry costs at most a
 * cache miss or a slightly more generous limit, never data.
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis';
  /** Sets `key` to `value` for `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets `key` only when it is absent; true when this call set it (a lock, a first use). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | null>;
  /** Reads and deletes in one step: of two concurrent takers, one gets the value. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /**
   * Adds one to a counter that lives `ttlMs` from its first increment (a fixed window);
   * returns the count after the increment.
   */
  increment(key: string, ttlMs: number): Promise<number>;
  /** The counter's value without changing it (0 when absent or expired). */
  count(key: string): Promise<number>;
  /** Adds `member` to a set living `ttlMs` from its creation; true when it was not there. */
  addToSet(key: string, member: string, ttlMs: number): Promise<boolean>;
  /** Tells every instance (this one too) `message` on `channel`. */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `handler` for every message published on `channel`; returns the unsubscribe. */
  subscribe(channel: string, handler: (message: string) => void): () => void;
  close(): Promise<void>;
}
