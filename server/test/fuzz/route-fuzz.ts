import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { ApiPath } from '../../../src/core/api/contract';
import { METRICS_PATH } from '../../src/metrics/route';
import { requestFor, type RouteUnderTest } from './requests';

/**
 * Paths that legitimately answer something other than a JSON envelope when they succeed: a
 * stored file's bytes, the question import template, a generated cover, the metrics, and the static files (portal, embed, examples) outside /api. Their
 * refusals are still envelopes, and they never answer 5xx either. Judged on the path as the
 * server received it: `/api/../x` arrives as `/x`.
 */
const answersFiles = (path: string) =>
  !path.startsWith('/api/') ||
  path === `/api${ApiPath.fileDownload}` ||
  // The question import template: a CSV file.
  path === `/api${ApiPath.questionTemplate}` ||
  // A book's generated cover: an SVG image.
  path === `/api${ApiPath.generatedCover}` ||
  // Prometheus' text format, for this machine or the metrics token.
  path === METRICS_PATH;

/** Collects the routes Fastify registers; pass `onRoute` to buildApp before any route exists. */
export function routeCollector() {
  const routes: RouteUnderTest[] = [];
  const onRoute = (options: RouteOptions) => {
    const schema = options.schema as RouteUnderTest['schema'];
    for (const method of [options.method].flat()) routes.push({ method, url: options.url, schema });
  };
  return { routes, onRoute };
}

/** Paths no route has, under /api (an envelope) and beside it: the not-found handler's share. */
export const UNREGISTERED: RouteUnderTest[] = [
  ...['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].map((method) => ({ method, url: '/api/*/*' })),
  { method: 'GET', url: '/assets/*/*' },
];

export const routeName = (route: RouteUnderTest) => `${route.method} ${route.url}`;

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' &&
  body !== null &&
  Number.isInteger((body as Envelope).code) &&
  typeof (body as Envelope).msg === 'string' &&
  'data' in body;

/** What is wrong with an answer, or undefined: the properties every route must keep. */
export function problemWith(
  route: RouteUnderTest,
  path: string,
  response: LightMyRequestResponse,
): string | undefined {
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}`;
  // HEAD answers and 204s carry no body by definition.
  if (route.method === 'HEAD' || response.statusCode === 204) return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    return answersFiles(path) ? undefined : `not JSON but "${type}"`;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'a body that does not parse as JSON';
  }
  if (!isEnvelope(body)) return 'JSON that is not a {code, msg, data} envelope';
  if (body.code !== 0 && !body.msg.trim()) return `code ${body.code} with an empty msg`;
  const failed = response.statusCode >= 400;
  return failed && body.code === 0 ? `HTTP ${response.statusCode} with code 0` : undefined;
}

/** A seed of its own for each route, so that one route's failure replays on its own. */
export function routeSeed(baseSeed: number, route: RouteUnderTest): number {
  let hash = baseSeed | 0;
  // FNV-1a over the route's name.
  for (const character of routeName(route)) {
    hash = Math.imul(hash ^ character.charCodeAt(0), 16_777_619);
  }
  return hash;
}

export interface FuzzOptions {
  numRuns: number;
  seed: number;
  /** The caller's access token: logged in when given. */
  token?: string;
  /** The last error the server logged, to name the cause of a 500 in the report. */
  lastServerError?: () => string | undefined;
}

const REPORT_LENGTH = 1500;

/** Fuzzes one route; the failure report (seed, path, smallest counterexample) or undefined. */
/** The time one route's cases may take (a typical route takes under half a second). */
const ROUTE_TIME_LIMIT_MS = 15_000;

export async function fuzzRoute(
  app: FastifyInstance,
  route: RouteUnderTest,
  options: FuzzOptions,
): Promise<string | undefined> {
  const property = fc.asyncProperty(requestFor(route, options.token), async (request) => {
    const response = await app.inject(request);
    const path = new URL(String(request.url), 'http://localhost').pathname;
    const problem = problemWith(route, path, response);
    if (problem) {
      const cause = response.statusCode >= 500 ? options.lastServerError?.() : undefined;
      const answer = response.body.slice(0, 300);
      throw new Error(`${problem}; answered ${answer}${cause ? `; server logged ${cause}` : ''}`);
    }
  });
  // A route whose cases are slow gets as many as fit in its share of time, so one costly
  // schema cannot hold the whole suite past its timeout.
  const details = await fc.check(property, {
    numRuns: options.numRuns,
    seed: options.seed,
    interruptAfterTimeLimit: ROUTE_TIME_LIMIT_MS,
  });
  if (!details.failed) return undefined;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
  const request = fc.stringify(details.counterexample?.[0]).slice(0, REPORT_LENGTH);
  const replay = `seed ${details.seed}, path "${details.counterexamplePath ?? ''}"`;
  return `${routeName(route)}: ${error} (${replay}) after ${details.numRuns} cases for ${request}`;
}
