import { Redis } from 'ioredis';
import type { SharedState } from './types';

/** Every key and channel of libportal in a Redis that may hold other things too. */
const PREFIX = 'libportal:';

/** INCR that starts the window's expiry with the first increment, atomically. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** SADD that starts the set's expiry when it is created, atomically. */
const ADD_TO_SET = `
local added = redis.call('SADD', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return added`;

/** GET and DEL in one step (GETDEL needs Redis 6.2; a script works everywhere). */
const TAKE = `
local value = redis.call('GET', KEYS[1])
if value then redis.call('DEL', KEYS[1]) end
return value`;

/**
 * The shared state of several instances in one Redis. Commands go through one connection;
 * subscriptions need a second one (a subscribed connection can do nothing else).
 */
export class RedisSharedState implements SharedState {
  readonly kind = 'redis' as const;
  private subscriber: Redis | undefined;
  private readonly handlers = new Map<string, Set<(message: string) => void>>();

  private constructor(readonly client: Redis) {}

  /** Connects and checks the server answers, so a wrong REDIS_URL fails the start-up. */
  static async connect(url: string): Promise<RedisSharedState> {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await client.connect();
    await client.ping();
    return new RedisSharedState(client);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.client.set(PREFIX + key, value, 'PX', ttlMs);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.client.set(PREFIX + key, value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  get(key: string): Promise<string | null> {
    return this.client.get(PREFIX + key);
  }

  async take(key: string): Promise<string | null> {
    const value = await this.client.eval(TAKE, 1, PREFIX + key);
    return typeof value === 'string' ? value : null;
  }

  async delete(key: string): Promise<void> {
    await this.client.del(PREFIX + key);
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    return Number(await this.client.eval(INCREMENT, 1, PREFIX + key, ttlMs));
  }

  async count(key: string): Promise<number> {
    return Number(await this.client.get(PREFIX + key)) || 0;
  }

  async addToSet(key: string, member: string, ttlMs: number): Promise<boolean> {
    return Number(await this.client.eval(ADD_TO_SET, 1, PREFIX + key, member, ttlMs)) === 1;
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.client.publish(PREFIX + channel, message);
  }

  subscribe(channel: string, handler: (message: string) => void): () => void {
    const subscriber = this.subscriberConnection();
    const name = PREFIX + channel;
    let handlers = this.handlers.get(name);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(name, handlers);
      subscriber.subscribe(name).catch((error: Error) => {
        console.warn(`Redis: could not subscribe to ${name}: ${error.message}`);
      });
    }
    handlers.add(handler);
    return () => handlers.delete(handler);
  }

  private subscriberConnection(): Redis {
    if (!this.subscriber) {
      this.subscriber = this.client.duplicate();
      this.subscriber.on('message', (channel: string, message: string) => {
        for (const handler of this.handlers.get(channel) ?? []) handler(message);
      });
    }
    return this.subscriber;
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.all([this.client.quit(), this.subscriber?.quit()]);
  }
}
