import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { tooManyRequests } from '../http/errors';

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : '';
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Per-route limit for the login: `max` attempts a minute for one ip + orgcode + readercode,
 * so guessing one reader's password is slow while a school behind one NAT can still log in.
 * Runs as a preHandler (rate-limit `hook` option) because the key needs the parsed body.
 */
export function loginRateLimit(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) =>
      JSON.stringify([
        request.ip,
        field(request.body, 'orgcode'),
        field(request.body, 'readercode'),
      ]),
    errorResponseBuilder: () => tooManyRequests(),
  };
}
