/**
 * The browser tests' movable clock (time/test-clock.ts, routes/test-clock.ts): absent unless
 * asked for, never built in production, moved only from this machine, and what the desk's
 * Return charges follows it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyStatus, type Envelope } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { fine } from '../src/db/schema';
import type { TestClockAnswer } from '../src/routes/test-clock';
import {
  MAX_ADVANCE_DAYS,
  TEST_CLOCK_PATH,
  movableClock,
  testClockFromEnv,
  type TestClock,
} from '../src/time/test-clock';
import { openTestDatabase, send, testApp } from './helpers';
import { seededReader } from './circulation-fixtures';
import {
  DAY_MS,
  YTKJ,
  deskCalls,
  newBorrowType,
  newCopies,
  newPatron,
  type DeskWorld,
} from './library-admin-fixtures';

const moveClock = (app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) =>
  send<TestClockAnswer>(app, {
    method: 'POST',
    url: `/api${TEST_CLOCK_PATH}`,
    payload: body as object,
    headers,
  });

describe('the movable clock itself', () => {
  it('is real time plus whole days, forward only', () => {
    const real = 1_700_000_000_000;
    const clock = movableClock(() => real);
    expect(clock.now()).toBe(real);
    expect(clock.advanceDays(3)).toBe(3);
    expect(clock.advanceDays(0)).toBe(3);
    expect(clock.now()).toBe(real + 3 * DAY_MS);
    for (const days of [-1, 1.5, MAX_ADVANCE_DAYS + 1, Number.NaN]) {
      expect(() => clock.advanceDays(days)).toThrow(RangeError);
    }
    expect(clock.offsetDays()).toBe(3);
  });

  it('is made from LIBPORTAL_TEST_CLOCK=1 only, and never in production', () => {
    expect(testClockFromEnv({})).toBeUndefined();
    expect(testClockFromEnv({ LIBPORTAL_TEST_CLOCK: 'true' })).toBeUndefined();
    expect(testClockFromEnv({ LIBPORTAL_TEST_CLOCK: '1' })).toBeDefined();
    expect(testClockFromEnv({ LIBPORTAL_TEST_CLOCK: '1', NODE_ENV: 'test' })).toBeDefined();
    expect(testClockFromEnv({ LIBPORTAL_TEST_CLOCK: '1', NODE_ENV: 'production' })).toBeUndefined();
  });
});

const REPO_ROOT = new URL('../../', import.meta.url).pathname;

/** The server's own start-up (server/src/main.ts) in `env` alone; it must stop by itself. */
async function startUp(env: Record<string, string>) {
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      timeout: 90_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code, stderr: failed.stderr ?? '' };
  }
}

describe('a production start-up', () => {
  it('refuses LIBPORTAL_TEST_CLOCK before it opens anything, naming it', async () => {
    const { code, stderr } = await startUp({
      NODE_ENV: 'production',
      // Never reached: the refusal comes first (nothing listens on port 1).
      DATABASE_URL: 'postgres://libportal@127.0.0.1:1/libportal',
      PUBLIC_URL: 'https://library.example.edu.cn',
      PAYMENT_GATEWAY: 'none',
      PORT: '0',
      LIBPORTAL_TEST_CLOCK: '1',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('libportal refuses to start');
    // The one refusal: everything else in this environment production accepts.
    const refusals = stderr.split('\n').filter((line) => line.startsWith('  - '));
    expect(refusals).toEqual([expect.stringMatching(/^ {2}- LIBPORTAL_TEST_CLOCK is set/)]);
  }, 120_000);
});

describe('POST /api/__test/clock', () => {
  let handle: DatabaseHandle;
  let plain: FastifyInstance;
  let clock: TestClock;
  const world = {} as DeskWorld;
  beforeAll(async () => {
    handle = await openTestDatabase();
    plain = await testApp(handle);
    clock = movableClock();
    world.handle = handle;
    world.db = handle.db;
    world.app = await testApp(handle, { testClock: clock });
    world.librarian = (await seededReader(world.db, 'L0001', YTKJ)).token;
  });
  afterAll(async () => {
    await plain?.close();
    await world.app?.close();
    await handle?.close();
  });

  it('does not exist on a server built without a test clock', async () => {
    const answer = await moveClock(plain, { advanceDays: 30 });
    expect(answer.status).toBe(404);
  });

  it('refuses a caller relayed by a proxy, and figures out of bounds, leaving the clock', async () => {
    const relayed = await moveClock(
      world.app,
      { advanceDays: 30 },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(relayed.status).toBe(403);
    expect((relayed.body as Envelope<unknown>).msg).toBeTruthy();
    for (const advanceDays of [-1, 1.5, MAX_ADVANCE_DAYS + 1, '30']) {
      const answer = await moveClock(world.app, { advanceDays });
      expect(answer.status, JSON.stringify(advanceDays)).toBe(400);
    }
    expect(clock.offsetDays()).toBe(0);
  });

  it('moves what the desk’s Return charges: on time before, three days late after 17 days', async () => {
    const { lendCall, returnCall } = deskCalls(world);
    const type = await newBorrowType(world.db, YTKJ, { loanDays: 14, fineFenPerDay: 50 });
    const patron = await newPatron(world.db, YTKJ, { borrowTypeId: type });
    const copies = await newCopies(world.db, YTKJ, [CopyStatus.inLibrary, CopyStatus.inLibrary]);
    const [onTime = '', late = ''] = copies.barcodes;
    for (const barcode of copies.barcodes) {
      expect((await lendCall(patron.code, barcode)).body.code).toBe(0);
    }

    const first = await returnCall(onTime);
    expect(first.body.data.fine).toBeNull();
    expect(first.body.data.loan.overdue).toBe(false);

    const before = Date.now();
    const moved = await moveClock(world.app, { advanceDays: 17 });
    expect(moved.status).toBe(200);
    expect(moved.body.data.offsetDays).toBe(17);
    expect(Date.parse(moved.body.data.now) - before).toBeGreaterThanOrEqual(17 * DAY_MS);

    const second = await returnCall(late);
    expect(second.body.data.fine).toBe(1.5);
    expect(second.body.data.loan.overdue).toBe(true);
    const fines = await world.db.select().from(fine).where(eq(fine.readerId, patron.id));
    expect(fines.map((row) => row.amountFen)).toEqual([150]);
    // Charged at the moved clock, not the real one.
    expect(fines[0]?.createdAt.getTime() ?? 0).toBeGreaterThanOrEqual(before + 17 * DAY_MS);
  });
});
