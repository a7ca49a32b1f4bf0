import type { FastifyRequest } from 'fastify';
import { ResultCode, type Envelope } from '../../../src/core/api/contract';
import { requestLang, translate, type MessageKey } from './messages';

/** The success envelope, with "成功" / "success" in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: ResultCode.ok, msg: translate(requestLang(request), 'ok'), data };
}

/** A failure envelope; failures carry no data. */
export function failure(
  request: FastifyRequest,
  code: number,
  key: MessageKey,
  params?: Record<string, string>,
): Envelope<null> {
  return { code, msg: translate(requestLang(request), key, params), data: null };
}
