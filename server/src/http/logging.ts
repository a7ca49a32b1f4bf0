/**
 * The server's logs: pino (Fastify's logger) as JSON lines, each request's lines tied by its
 * request id, and nothing in them that would let a reader of the log act as someone else or
 * reach them: no password, token, one-time code, phone number or payment secret. Fastify's
 * request lines name only method, URL and address (never headers or bodies); what could still
 * carry such a value is handled here:
 * - URLs: the calendar feed's path is its secret, the emulator's payer pages carry the
 *   order's token, and query strings may name a one-time SSO code or a phone;
 * - errors: a failed query's message and `params` repeat the values it was given (a phone, a
 *   token's hash), and PostgreSQL's `detail` quotes the conflicting row;
 * - objects a handler logs: their secret-looking fields are censored by name (pino redact).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerOptions } from 'pino';

const CENSORED = '[redacted]';

/** Query parameters whose values are credentials or personal data (not `orgcode`, `bookid`). */
const SECRET_PARAM =
  /token|secret|passw|cookieid|phone|mobile|signature|nonce|apikey|^(sign|key|code|validatecode|smscode)$/i;
/** Path segments that are credentials: the calendar feed's secret, a payer page's token. */
const SECRET_PATHS: readonly [RegExp, string][] = [
  [/(\/CalendarApi\/Feed\/)[^/?]+/i, `$1${CENSORED}`],
  [/(\/(?:pay|bank)\/)[^/?]+/, `$1${CENSORED}`],
];

/** The URL with its credential-like parts replaced (query names kept, so the log still reads). */
export function scrubUrl(url: string): string {
  const [path = '', query] = url.split('?', 2) as [string, string | undefined];
  let scrubbed = path;
  for (const [pattern, replacement] of SECRET_PATHS)
    scrubbed = scrubbed.replace(pattern, replacement);
  if (query === undefined) return scrubbed;
  const params = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return SECRET_PARAM.test(decoded) ? `${name}=${CENSORED}` : pair;
    })
    .join('&');
  return `${scrubbed}?${params}`;
}

interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error without the values it may quote: a failed query keeps its SQL (placeholders, no
 * parameters), a PostgreSQL error its code and constraint but not its `detail`.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: CENSORED, stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const message =
    typeof fields.query === 'string' && 'params' in fields
      ? `Failed query: ${fields.query}`
      : error.message;
  return {
    type: error.name,
    message,
    stack: error.stack?.replace(error.message, message) ?? '',
    ...(fields.code !== undefined ? { code: fields.code } : {}),
    ...(fields.constraint !== undefined ? { constraint: fields.constraint } : {}),
    ...(fields.statusCode !== undefined ? { statusCode: fields.statusCode } : {}),
    ...(error.cause !== undefined && depth < 3
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/** Field names censored wherever a logged object (or one inside it) carries them. */
const SECRET_FIELDS = [
  'password',
  'token',
  'refreshtoken',
  'accessToken',
  'secret',
  'phone',
  'cookieId',
  'signature',
  'authorization',
  'cookie',
  'set-cookie',
];

/** pino's path syntax: `name`, or `["set-cookie"]` for a name that is not an identifier. */
const member = (name: string) => (/^\w+$/.test(name) ? `.${name}` : `["${name}"]`);

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((name) => [member(name).replace(/^\./, ''), `*${member(name)}`]),
];

/** A request id the caller (a proxy's `$request_id`) sent, if it looks like one. */
const INCOMING_ID = /^[\w.:-]{8,64}$/;

/** The caller's X-Request-Id when sane, so one id follows a request through nginx and here. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** Fastify's `logger` option for the server and the emulators. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSORED },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: scrubUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
  };
}
