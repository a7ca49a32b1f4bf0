import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '../../../src/core/api/contract';
import { failure } from './envelope';
import type { MessageKey } from './messages';

/**
 * Thrown by handlers (and built from framework errors) to answer with an envelope.
 * Business failures (wrong password, unknown organisation) are HTTP 200 with a non-zero code.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly resultCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const businessError = (code: number, key: MessageKey) => new ApiError(200, code, key);
export const unauthenticated = () =>
  new ApiError(401, ResultCode.unauthenticated, 'unauthenticated');
export const forbidden = () => new ApiError(403, ResultCode.forbidden, 'forbidden');
/** A generated password not yet changed: only the change (and the reader's profile) is open. */
export const passwordChangeRequired = () =>
  new ApiError(403, ResultCode.forbidden, 'passwordChangeRequired');
export const notFound = (key: MessageKey = 'notFound') =>
  new ApiError(404, ResultCode.notFound, key);
export const tooManyRequests = () =>
  new ApiError(429, ResultCode.tooManyRequests, 'tooManyRequests');

export const invalidInput = (statusCode: number, key: MessageKey, field = '') =>
  new ApiError(statusCode, ResultCode.invalidInput, key, { field });

interface ValidationIssue {
  instancePath?: string;
  params?: { requiredProperties?: unknown; missingProperty?: unknown };
}

const pointerSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The field a validation error is about, without list positions: "filters.status" for
 * "/filters/status/0", "readercode" for "/readercode", "sort.field" when it is missing there.
 */
function fieldOf(issue: ValidationIssue | undefined, context: string | undefined): string {
  const path = (issue?.instancePath ?? '')
    .split('/')
    .slice(1)
    .filter((segment) => segment !== '' && !/^\d+$/.test(segment))
    .map(pointerSegment);
  const required = issue?.params?.requiredProperties ?? issue?.params?.missingProperty;
  const missing = Array.isArray(required) ? required[0] : required;
  if (typeof missing === 'string') path.push(missing);
  return path.length > 0 ? path.join('.') : (context ?? 'body');
}

/** Maps what Fastify and its plugins throw onto the contract's codes. */
function toApiError(error: FastifyError): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    const field = fieldOf(error.validation[0] as ValidationIssue, error.validationContext);
    return invalidInput(400, 'invalidInput', field);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return invalidInput(400, 'invalidJson');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return invalidInput(415, 'unsupportedMediaType');
    case 'FST_ERR_BAD_URL':
      return invalidInput(400, 'invalidUrl');
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new ApiError(413, ResultCode.payloadTooLarge, 'payloadTooLarge');
  if (status === 429) return tooManyRequests();
  if (status === 404) return notFound();
  // Other client errors (a bad Content-Length, a prototype-poisoning body, …).
  if (status >= 400 && status < 500) return invalidInput(400, 'invalidInput', 'body');
  return undefined;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error);
  if (!apiError) {
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure(request, ResultCode.internalError, 'internalError'));
  }
  if (apiError.statusCode >= 400) request.log.info({ code: apiError.resultCode }, apiError.message);
  return reply
    .code(apiError.statusCode)
    .send(failure(request, apiError.resultCode, apiError.messageKey, apiError.params));
}
