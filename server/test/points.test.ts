import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ApiPath, ResultCode } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { OrgIds } from '../src/seed/content';
import { ReaderIds } from '../src/seed/people';
import { lastAwardKey, ONLINE_PERIOD_MS } from '../src/routes/points';
import { MemorySharedState, type SharedState } from '../src/instance-state';
import { openTestServer, session, testApp } from './helpers';
import { call, MINUTE_MS, sharedHomes, testClock, type TestClock } from './limits-fixtures';

let handle: DatabaseHandle;
openTestServer((server) => ({ handle } = server));

async function appAt(clock: TestClock, sharedState: SharedState) {
  const app = await testApp(handle, { now: clock.now, sharedState });
  onTestFinished(() => app.close());
  return app;
}

async function online(
  app: FastifyInstance,
  token: string,
  path: string = ApiPath.studentOnlineOver30,
) {
  const answer = await call<{ score: number }>(app, path, {}, { token });
  expect(answer.body.code).toBe(ResultCode.ok);
  return answer.body.data.score;
}

describe('points for 30 minutes online, decided by the server', () => {
  it('are paid 30 minutes after login, then at most once per 30 minutes', async () => {
    const clock = testClock();
    const app = await appAt(clock, new MemorySharedState(clock.now));
    const { token, score } = await session(app, 'YTKJ', '20230002');

    // Right after login, 20 calls (the client's timer, or a script) change nothing.
    for (let i = 0; i < 20; i++) expect(await online(app, token)).toBe(score);
    clock.advance(ONLINE_PERIOD_MS - MINUTE_MS);
    expect(await online(app, token)).toBe(score);

    clock.advance(MINUTE_MS);
    expect(await online(app, token)).toBe(score + 5);
    expect(await online(app, token)).toBe(score + 5);
    clock.advance(ONLINE_PERIOD_MS - MINUTE_MS);
    expect(await online(app, token)).toBe(score + 5);
    clock.advance(MINUTE_MS);
    expect(await online(app, token)).toBe(score + 10);
  });

  it('pay 20 concurrent calls once', async () => {
    const clock = testClock();
    const app = await appAt(clock, new MemorySharedState(clock.now));
    const { token, score } = await session(app, 'YTKJ', '20230003');
    clock.advance(ONLINE_PERIOD_MS);
    const scores = await Promise.all(Array.from({ length: 20 }, () => online(app, token)));
    // Each answer is the score it saw, before or after the one award; the award is one.
    expect(Math.max(...scores)).toBe(score + 5);
    expect(await online(app, token)).toBe(score + 5);
  });

  it("one reader's award holds back neither another reader, nor the same code elsewhere", async () => {
    const clock = testClock();
    const app = await appAt(clock, new MemorySharedState(clock.now));
    const ytkj = await session(app, 'YTKJ', '20230001');
    const teacher = await session(app, 'YTKJ', 'T0001');
    const demo2 = await session(app, 'DEMO2', '20230001');
    clock.advance(ONLINE_PERIOD_MS);
    expect(await online(app, ytkj.token)).toBe(ytkj.score + 5);
    expect(await online(app, demo2.token)).toBe(demo2.score + 5);
    expect(await online(app, teacher.token, ApiPath.teacherOnlineOver30)).toBe(teacher.score + 5);
    // Logged in again: the new session starts its own 30 minutes, the last award still counts.
    const again = await session(app, 'YTKJ', '20230001');
    clock.advance(MINUTE_MS);
    expect(await online(app, again.token)).toBe(ytkj.score + 5);
  });

  it('answers 401 without a session and 403 on the other role’s path', async () => {
    const clock = testClock();
    const app = await appAt(clock, new MemorySharedState(clock.now));
    const { token } = await session(app, 'YTKJ', '20230004');
    clock.advance(ONLINE_PERIOD_MS);
    expect((await call(app, ApiPath.studentOnlineOver30, {})).status).toBe(401);
    expect((await call(app, ApiPath.teacherOnlineOver30, {}, { token })).status).toBe(403);
  });
});

describe.each(sharedHomes)('two instances sharing one state ($name)', (home) => {
  it('pay one award between them', async () => {
    const clock = testClock(home.offsetMs());
    const shared = await home.open(clock);
    onTestFinished(() => shared.close());
    // Reader ids repeat from run to run: a run's award must not be the previous run's.
    await shared.delete(lastAwardKey(OrgIds.demo2, ReaderIds.demo2Student));
    const [a, b] = [await appAt(clock, shared), await appAt(clock, shared)];
    const { token, score } = await session(a, 'DEMO2', '20230001');
    clock.advance(ONLINE_PERIOD_MS);
    const scores = await Promise.all([online(a, token), online(b, token), online(a, token)]);
    expect(Math.max(...scores)).toBe(score + 5);
    expect(await online(b, token)).toBe(score + 5);
  });
});
