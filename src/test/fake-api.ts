import type { Envelope } from '../core/api/contract';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  headers: Headers;
}

export interface FakeReply {
  status?: number;
  body: Envelope<unknown> | string;
  /** Milliseconds before the reply is sent. */
  delay?: number;
}

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

/**
 * A fetch that answers from a handler and records every request: unit tests see exactly
 * which calls the client made, in which order, with which headers and bodies.
 */
/** A JSON body as its object; anything else (a multipart upload) as `{raw}`, its text. */
function parseBody(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { raw: text };
  }
}

export function createFakeApi(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Stories use a relative api-base; Node's Request (unlike a browser's) needs an origin.
    const request =
      input instanceof Request
        ? input
        : new Request(
            new URL(String(input), globalThis.location?.href ?? 'http://localhost'),
            init,
          );
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? parseBody(text) : null,
      headers: new Headers(init?.headers ?? request.headers),
    };
    requests.push(recorded);
    const reply = await handler(recorded);
    if (reply.delay) await new Promise((resolve) => setTimeout(resolve, reply.delay));
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(body, {
      status: reply.status ?? 200,
      headers: {
        'content-type': typeof reply.body === 'string' ? 'text/html' : 'application/json',
      },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export function ok<T>(data: T): FakeReply {
  return { body: { code: 0, msg: 'success', data } };
}

export function fail(code: number, msg: string, status = 200): FakeReply {
  return { status, body: { code, msg, data: null } };
}

/**
 * The handler's replies sent after `ms` milliseconds, as over a network: a double-click test
 * then has its second click land while the first call is pending.
 */
export function delayed(handler: FakeHandler, ms: number): FakeHandler {
  return async (request) => ({ ...(await handler(request)), delay: ms });
}
