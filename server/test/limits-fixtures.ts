/**
 * What the limit suites (limits, write-limits, points, hot-words) share: a clock the test
 * moves, calls from a chosen address and language, and the homes of the shared state two
 * instances can meet in (the process's, and Redis where TEST_REDIS_URL answers).
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MemorySharedState, RedisSharedState, type SharedState } from '../src/instance-state';
import { send } from './helpers';

export const MINUTE_MS = 60_000;

export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

/**
 * The real time (access tokens are signed with it) moved on by `advance` and `offsetMs`: a
 * token signed now is always `advance`d ms old or more. A run against Redis uses an offset of
 * its own, so its windows and days are not those of an earlier run.
 */
export function testClock(offsetMs = 0): TestClock {
  let offset = offsetMs;
  return { now: () => Date.now() + offset, advance: (ms) => (offset += ms) };
}

/**
 * A test clock started half-way through a minute (moved forward, never back, so tokens stay
 * in the past): limits count in windows aligned on the minute, and a test's few calls taking a
 * few seconds under load must not straddle the start of a new window by chance.
 */
export function midMinuteClock(offsetMs = 0): TestClock {
  const toMidMinute =
    (MINUTE_MS / 2 - ((Date.now() + offsetMs) % MINUTE_MS) + MINUTE_MS) % MINUTE_MS;
  return testClock(offsetMs + toMidMinute);
}

export interface CallOptions {
  token?: string;
  lang?: 'zh' | 'en';
  /** The client's address (default 127.0.0.1). */
  address?: string;
}

export function call<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: unknown,
  { token, lang = 'zh', address }: CallOptions = {},
) {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  return send<T>(app, {
    method: 'POST',
    url: `/api${path}`,
    headers,
    payload: body as object,
    ...(address ? { remoteAddress: address } : {}),
  });
}

export interface SharedHome {
  name: string;
  open: (clock: TestClock) => Promise<SharedState>;
  /** Moves the clock far from other runs' windows and days (Redis keeps them between runs). */
  offsetMs: () => number;
}

const redisUrl = process.env.TEST_REDIS_URL;

/** Where two instances meet: the same in-process state, or one Redis. */
export const sharedHomes: SharedHome[] = [
  { name: 'memory', open: async (clock) => new MemorySharedState(clock.now), offsetMs: () => 0 },
  ...(redisUrl
    ? [
        {
          name: 'redis',
          open: () => RedisSharedState.connect(redisUrl),
          // Whole days ahead, so a window or day key of this run is new to the server.
          offsetMs: () => randomInt(1, 1_000_000) * 24 * 3_600_000,
        },
      ]
    : []),
];
