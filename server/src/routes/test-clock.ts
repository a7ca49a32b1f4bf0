import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ResultCode, type Envelope } from '../../../src/core/api/contract';
import { ApiError } from '../http/errors';
import { ok } from '../http/envelope';
import { fromThisMachine } from '../http/loopback';
import { Int } from '../http/schemas';
import { MAX_ADVANCE_DAYS, TEST_CLOCK_PATH, type TestClock } from '../time/test-clock';

const ClockBody = Type.Object({ advanceDays: Int(0, MAX_ADVANCE_DAYS) });

export interface TestClockAnswer {
  /** The app's clock after the move, ISO 8601. */
  now: string;
  /** Days it is ahead of real time. */
  offsetDays: number;
}

/**
 * `POST /api/__test/clock {advanceDays}` → the app's clock after moving it forward (0 reads
 * it). Registered only when buildApp is given a test clock (LIBPORTAL_TEST_CLOCK=1, never in
 * production: time/test-clock.ts), and then only to a caller on this machine, like the SMS
 * outbox: a test server reachable from a network still cannot be moved from it.
 */
export function testClockRoutes(clock: TestClock): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      TEST_CLOCK_PATH,
      {
        schema: { body: ClockBody },
        onRequest: async (request) => {
          if (!fromThisMachine(request)) {
            throw new ApiError(403, ResultCode.forbidden, 'onlyFromThisMachine');
          }
        },
      },
      async (request): Promise<Envelope<TestClockAnswer>> => {
        const offsetDays = clock.advanceDays(request.body.advanceDays);
        return ok(request, { now: new Date(clock.now()).toISOString(), offsetDays });
      },
    );
  };
}
