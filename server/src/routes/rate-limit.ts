import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { ResultCode } from '../../../src/core/api/contract';
import { ApiError } from '../http/errors';
import type { MessageKey } from '../http/messages';

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : '';
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

/**
 * `max` calls a minute per key, answered past that with 429 / 42901 and a clear message.
 * Runs as a preHandler (rate-limit `hook` option) because the keys need the parsed body.
 */
function perMinute(
  max: number,
  key: (request: FastifyRequest) => string[],
  message: MessageKey,
): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => JSON.stringify(key(request)),
    errorResponseBuilder: () => new ApiError(429, ResultCode.tooManyRequests, message),
  };
}

/**
 * The login: `max` attempts a minute for one ip + orgcode + readercode, so guessing one
 * reader's password is slow while a school behind one NAT can still log in.
 */
export function loginRateLimit(max: number): RateLimitOptions {
  return perMinute(
    max,
    (request) => [request.ip, field(request.body, 'orgcode'), field(request.body, 'readercode')],
    'tooManyRequests',
  );
}

/**
 * The AI librarian: `max` questions a minute for one ip + organisation. A reader types far
 * fewer; a script looping on it (with a paid provider behind, every question costs) stops.
 */
export function questionRateLimit(max: number): RateLimitOptions {
  return perMinute(
    max,
    (request) => [
      request.ip,
      field(request.body, 'orgid') || field(request.body, 'organizationid'),
    ],
    'tooManyQuestions',
  );
}
