import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiPath, type LoginResult, type SsoCode } from '../src/core/api/contract';
import { isSessionRevoked, loadRevokedSessions } from '../server/src/auth/sessions';
import { reader, revokedSession } from '../server/src/db/schema';
import {
  MemorySharedState,
  RedisSharedState,
  type SharedState,
} from '../server/src/instance-state';
import { get, openTestDatabase, post, session, testApp } from '../server/test/helpers';
import { percentile } from './http';

/** Runs `call` `count` times one after another; prints p50 and p95. */
async function time(label: string, count: number, call: () => Promise<unknown>, unit = 'ms') {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const scale = unit === 'µs' ? 1000 : 1;
  const show = (p: number) =>
    `${(percentile(samples, p) * scale).toFixed(unit === 'µs' ? 0 : 2)} ${unit}`;
  console.log(`${label.padEnd(52)} p50 ${show(50)}   p95 ${show(95)}   (${count})`);
}

async function sharedStates(): Promise<[string, SharedState][]> {
  const states: [string, SharedState][] = [['in process', new MemorySharedState()]];
  const url = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (url) states.push(['Redis', await RedisSharedState.connect(url)]);
  else console.log('(set REDIS_URL or TEST_REDIS_URL to measure the Redis check too)');
  return states;
}

async function sessionCalls(app: FastifyInstance, state: string) {
  const student = await session(app, 'YTKJ', '20230001');
  await time(`authenticated call (Query/Self, inject), ${state}`, 300, () =>
    get(app, ApiPath.readerSelf, student.token),
  );
  let refreshtoken = student.refreshtoken;
  await time(`refresh (rotation), ${state}`, 200, async () => {
    const response = await post<LoginResult>(app, ApiPath.refreshToken, { refreshtoken });
    refreshtoken = response.body.data.refreshtoken;
  });
  await time(`two refreshes of one token at once, ${state}`, 100, async () => {
    const [first] = await Promise.all([
      post<LoginResult>(app, ApiPath.refreshToken, { refreshtoken }),
      post<LoginResult>(app, ApiPath.refreshToken, { refreshtoken }),
    ]);
    refreshtoken = first.body.data.refreshtoken;
  });
  await time(`SSO Cookie/Create + QueryCookie, ${state}`, 15, async () => {
    const code = await post<SsoCode>(app, ApiPath.ssoCreateCode, {}, student.token);
    await get(app, `${ApiPath.ssoQueryCookie}?cookieId=${code.body.data.cookieId}`);
  });
}

/**
 * What ending sessions costs: the revocation check every authenticated call makes (in the
 * process and in Redis), refreshes, an SSO hand-over, and loading the revocations on start.
 */
export async function benchSessions(): Promise<void> {
  console.log('\n## Sessions (in-process server, PGlite in memory)');
  const handle = await openTestDatabase();
  try {
    for (const [name, shared] of await sharedStates()) {
      const sid = randomUUID();
      await time(`revocation check, ${name}`, 2000, () => isSessionRevoked(shared, sid), 'µs');
      const app = await testApp(handle, { sharedState: shared });
      await sessionCalls(app, name);
      await app.close();
      await shared.close();
    }
    const [student] = await handle.db.select({ id: reader.id }).from(reader).limit(1);
    const rows = Array.from({ length: 10_000 }, () => ({
      family: randomUUID(),
      readerId: student?.id ?? 1,
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await handle.db.insert(revokedSession).values(rows.slice(i, i + 1000));
    }
    const shared = new MemorySharedState();
    const started = performance.now();
    await loadRevokedSessions({ db: handle.db, shared });
    console.log(
      `loading 10,000 revocations on start: ${(performance.now() - started).toFixed(0)} ms`,
    );
    await shared.close();
  } finally {
    await handle.close();
  }
}
