import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../../src/core/api/contract';
import type { DatabaseHandle } from '../../src/db/client';
import { get, session, testApp } from '../helpers';
import { UNREGISTERED, fuzzRoute, routeCollector, routeName, routeSeed } from './route-fuzz';

export interface RouteFuzzPlan {
  /** Cases per route and caller (anonymous, then logged in). */
  runs: number;
  seed: number;
}

/** A HEAD route runs its GET's handler and answers no body: a fifth of the cases do. */
const headRuns = (plan: RouteFuzzPlan) => Math.ceil(plan.runs / 5);

/** Generous: a run that finds a 500 shrinks it to the smallest request, one inject per step. */
const SUITE_TIMEOUT = 900_000;
/** Every failure's log line, to name the cause of a 500 in the report. */
const serverLog = () => {
  const lines: string[] = [];
  const stream = { write: (line: string) => lines.push(line) };
  const last = () => {
    const line = lines.at(-1);
    if (!line) return undefined;
    const entry = JSON.parse(line) as { err?: { message?: string }; msg?: string };
    // A failed query's message is its SQL, then "params: …: <the database's reason>".
    return entry.err?.message?.split('\n').at(-1) ?? entry.msg;
  };
  return { logger: { level: 'error', stream }, last };
};

/**
 * Registers the route-wide fuzz tests for one database: every route Fastify registered,
 * called anonymously and as the demo reader 20230001 of YTKJ, each with `plan.runs` requests
 * derived from its own schema, then paths no route has. `open` gives the database (migrated,
 * seeded); its `close` runs after the tests.
 */
export function fuzzEveryRoute(open: () => Promise<DatabaseHandle>, plan: RouteFuzzPlan) {
  const { routes, onRoute } = routeCollector();
  const log = serverLog();
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await open();
    app = await testApp(handle, { onRoute, logger: log.logger });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  let token: string | undefined;
  /** The reader's token, renewed when a fuzzed call ended the session (a logout, say). */
  async function readerToken(): Promise<string> {
    if (token && (await get(app, ApiPath.readerSelf, token)).status === 200) return token;
    token = (await session(app, 'YTKJ', '20230001')).token;
    // Else the logged-in run would quietly repeat the anonymous one.
    expect((await get(app, ApiPath.readerSelf, token)).status).toBe(200);
    return token;
  }

  async function fuzzAll(loggedIn: boolean) {
    const failures: string[] = [];
    const times: [string, number][] = [];
    for (const route of [...routes, ...UNREGISTERED]) {
      const started = performance.now();
      const failure = await fuzzRoute(app, route, {
        numRuns: route.method === 'HEAD' ? headRuns(plan) : plan.runs,
        seed: routeSeed(plan.seed + (loggedIn ? 1 : 0), route),
        token: loggedIn ? await readerToken() : undefined,
        lastServerError: log.last,
      });
      if (failure) failures.push(failure);
      times.push([routeName(route), performance.now() - started]);
    }
    // FUZZ_PROFILE=1: where the time went (a slow route makes the whole suite slow).
    if (process.env.FUZZ_PROFILE) {
      const slowest = times.sort((a, b) => b[1] - a[1]).slice(0, 15);
      console.info(slowest.map(([name, ms]) => `${Math.round(ms)} ms ${name}`).join('\n'));
    }
    return failures;
  }

  it('finds the routes in Fastify itself, the API and the static files', () => {
    const names = routes.map(routeName);
    expect(names).toContain(`POST /api${ApiPath.bookSearch}`);
    expect(names).toContain(`GET /api${ApiPath.readerSelf}`);
    expect(names.some((name) => !name.includes(' /api/'))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    const heads = routes.filter((route) => route.method === 'HEAD').length;
    console.info(
      `Fuzzing ${routes.length} routes (${heads} HEAD) and ${UNREGISTERED.length} unregistered ` +
        `paths: ${plan.runs} cases each (HEAD ${headRuns(plan)}), anonymous and logged in.`,
    );
  });

  it(
    'anonymous: no answer is a 5xx, every answer an envelope, every refusal has a message',
    async () => {
      expect(await fuzzAll(false)).toEqual([]);
    },
    SUITE_TIMEOUT,
  );

  it(
    'logged in: no answer is a 5xx, every answer an envelope, every refusal has a message',
    async () => {
      expect(await fuzzAll(true)).toEqual([]);
    },
    SUITE_TIMEOUT,
  );
}
