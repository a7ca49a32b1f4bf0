import fc, { type Arbitrary } from 'fast-check';
import type { InjectOptions } from 'fastify';
import { REFRESH_COOKIE } from '../../src/auth/refresh-cookie';
import { HOSTILE_FRAGMENTS, HOSTILE_STRINGS, HUGE_STRING_LENGTH } from './hostile';
import type { JsonSchema } from './json-schema';
import { anyJson } from './scalar-arbitrary';
import { fuzzValue } from './schema-arbitrary';

/** A route as Fastify registered it: what a fuzz case needs to call it. */
export interface RouteUnderTest {
  method: string;
  url: string;
  schema?: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
}

const JSON_TYPE = 'application/json';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Percent-encodes like a browser; a lone surrogate is sent as the bytes it would be in UTF-8. */
const encode = (value: string): string =>
  value.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');

const text = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A fuzzed value as a query string: arrays as repeated keys, objects as JSON text. */
export function toQueryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `value=${encode(text(value))}`;
  }
  return Object.entries(value)
    .flatMap(([key, field]) =>
      (Array.isArray(field) ? field : [field]).map((item) =>
        item === null ? encode(key) : `${encode(key)}=${encode(text(item))}`,
      ),
    )
    .join('&');
}

/** Query strings no encoder writes: broken escapes, bare separators, huge or odd keys. */
const garbageQuery = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%ED%A0%80',
    '%C0%AF',
    '&&&',
    '=',
    '==&=',
    'a[b]=1',
    'a[]=1&a[]=2',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    `x=${'y'.repeat(HUGE_STRING_LENGTH)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 100 }).map(encode),
  fc.string({ maxLength: 100 }),
);

/** A path segment for a `:param` or `*`: plausible ids, traversal attempts, odd characters. */
const pathSegment = fc.oneof(
  fc.constantFrom('1', '0', '-1', '2147483648', '..', '%2e%2e', '%00', '%', 'a%2Fb', '.env'),
  fc.constantFrom(...HOSTILE_FRAGMENTS).map(encode),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encode),
);

/** The route's path with its `:param`s and `*`s filled; `*` alone (CORS preflight) is any path. */
function fillPath(url: string): Arbitrary<string> {
  const parts = (url.startsWith('/') ? url : `/${url}`).split('/');
  return fc
    .tuple(...parts.map((part) => (/^[:*]/.test(part) ? pathSegment : fc.constant(part))))
    .map((filled) => filled.join('/'));
}

/** Bodies no JSON encoder writes, with the content types a confused client might send. */
const garbageBody: Arbitrary<{ payload: string; contentType?: string }> = fc.record(
  {
    payload: fc.oneof(
      fc.constantFrom(
        '',
        '{',
        '{"a":',
        '[',
        'null',
        'undefined',
        'NaN',
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        '{"a":1,"a":2}',
        '\ufeff{}',
        `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
        `{"x":"${'y'.repeat(HUGE_STRING_LENGTH)}"}`,
      ),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.jsonValue().map((value) => JSON.stringify(value)),
    ),
    contentType: fc.constantFrom(
      JSON_TYPE,
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '*/*',
      'garbage',
    ),
  },
  { requiredKeys: ['payload'] },
);

/** Mostly a JSON body the route's schema nearly accepts; some garbage; some nothing at all. */
function bodyFor(route: RouteUnderTest): Arbitrary<{ payload?: string; contentType?: string }> {
  const json = fuzzValue(route.schema?.body ?? {}).map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: JSON_TYPE,
  }));
  return fc.oneof(
    { weight: 8, arbitrary: json },
    { weight: 2, arbitrary: garbageBody },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

function queryFor(route: RouteUnderTest): Arbitrary<string> {
  const fromSchema = route.schema?.querystring
    ? fuzzValue(route.schema.querystring).map(toQueryString)
    : fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 3 }).map(toQueryString);
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema },
    { weight: 1, arbitrary: garbageQuery },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

/** Header values: printable ASCII only, as an HTTP parser lets through. */
const printable = (value: string | null | undefined): value is string =>
  typeof value === 'string' && !/[^\t\x20-\x7e]/.test(value);

const forgedAuthorization = fc.constantFrom(
  'Bearer ',
  'Bearer x',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  `Bearer ${'a'.repeat(5000)}`,
  'Basic YTpi',
  'Bearer  x y',
);

/** Headers the CORS, cookie and language code read, with values a browser or a script sends. */
const otherHeaders = fc.record({
  'accept-language': fc.option(
    fc.constantFrom(
      'en',
      'zh',
      'en-US,en;q=0.9',
      'fr',
      '*',
      ';q=',
      ...HOSTILE_STRINGS.slice(0, 10),
    ),
  ),
  origin: fc.option(
    fc.constantFrom(
      'http://localhost:5173',
      'http://127.0.0.1',
      'https://evil.example',
      'null',
      'http://[::1]:99999',
      'not a url',
      `https://${'a'.repeat(300)}.example`,
    ),
  ),
  cookie: fc.option(
    fc.constantFrom(
      `${REFRESH_COOKIE}=${'a'.repeat(43)}`,
      `${REFRESH_COOKIE}=`,
      `${REFRESH_COOKIE}=%`,
      `${REFRESH_COOKIE}=${'x'.repeat(5000)}`,
      `${REFRESH_COOKIE}=a; ${REFRESH_COOKIE}=b`,
      '=;=;',
      'garbage',
    ),
  ),
  'sec-fetch-site': fc.option(fc.constantFrom('same-origin', 'cross-site', 'none', 'x')),
});

/** Headers a client sends: its token (or a forged one), and sometimes the ones above. */
function headersFor(token: string | undefined): Arbitrary<Record<string, string>> {
  const authorization = token
    ? fc.oneof(
        { weight: 9, arbitrary: fc.constant(`Bearer ${token}`) },
        { weight: 1, arbitrary: forgedAuthorization },
      )
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: forgedAuthorization },
      );
  return fc
    .tuple(authorization, otherHeaders)
    .map(([authorization, others]) =>
      Object.fromEntries(
        Object.entries({ authorization, ...others }).filter((entry): entry is [string, string] =>
          printable(entry[1]),
        ),
      ),
    );
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One request to the route: its path filled, a query string, headers, and a body if it takes one. */
export function requestFor(route: RouteUnderTest, token?: string): Arbitrary<InjectOptions> {
  const none: { payload?: string; contentType?: string } = {};
  const body = HAS_BODY.has(route.method) ? bodyFor(route) : fc.constant(none);
  return fc
    .record({ path: fillPath(route.url), query: queryFor(route), headers: headersFor(token), body })
    .map(({ path, query, headers, body: { payload, contentType } }) => ({
      method: route.method as InjectOptions['method'],
      url: query ? `${path}?${query}` : path,
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload === undefined ? {} : { payload }),
    }));
}
