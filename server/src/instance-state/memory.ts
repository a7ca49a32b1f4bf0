import type { SharedState } from './types';

interface Entry {
  value: string | Set<string> | number;
  expiresAt: number;
}

/** How often expired entries are swept (they are also ignored on read). */
const SWEEP_MS = 60_000;

/** The shared state of a single instance: a map with expiry, and in-process pub/sub. */
export class MemorySharedState implements SharedState {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly channels = new Map<string, Set<(message: string) => void>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    // A timer must not keep a test run or a shutting-down server alive.
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    return true;
  }

  async get(key: string): Promise<string | null> {
    const value = this.live(key)?.value;
    return typeof value === 'string' ? value : null;
  }

  async take(key: string): Promise<string | null> {
    // No await between the read and the delete: a second taker must find nothing.
    const value = this.live(key)?.value;
    this.entries.delete(key);
    return typeof value === 'string' ? value : null;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const entry = this.live(key);
    const count = (typeof entry?.value === 'number' ? entry.value : 0) + 1;
    this.entries.set(key, { value: count, expiresAt: entry?.expiresAt ?? this.now() + ttlMs });
    return count;
  }

  async count(key: string): Promise<number> {
    const value = this.live(key)?.value;
    return typeof value === 'number' ? value : 0;
  }

  async addToSet(key: string, member: string, ttlMs: number): Promise<boolean> {
    const entry = this.live(key);
    const members = entry?.value instanceof Set ? entry.value : new Set<string>();
    if (members.has(member)) return false;
    members.add(member);
    this.entries.set(key, { value: members, expiresAt: entry?.expiresAt ?? this.now() + ttlMs });
    return true;
  }

  async publish(channel: string, message: string): Promise<void> {
    for (const handler of this.channels.get(channel) ?? []) handler(message);
  }

  subscribe(channel: string, handler: (message: string) => void): () => void {
    const handlers = this.channels.get(channel) ?? new Set();
    handlers.add(handler);
    this.channels.set(channel, handlers);
    return () => handlers.delete(handler);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.channels.clear();
  }
}
