import { sql } from 'drizzle-orm';
import { ApiPath, ResultCode, type Envelope } from '../../../src/core/api/contract';
import type { DatabaseKind } from '../db/client';
import { migrationLevel, type MigrationLevel } from '../db/migration-level';
import type { RoutePlugin } from '../context';
import { failure, ok } from '../http/envelope';
import { RedisSharedState } from '../instance-state';

export type Probe = 'up' | 'down';

export interface HealthResult {
  db: DatabaseKind;
  database: Probe;
  /** `none`: one instance, its shared state in the process. */
  redis: Probe | 'none';
  /** null when the database could not be asked. */
  migrations: MigrationLevel | null;
}

/** A monitor polls every few seconds: a dependency slower than this counts as down. */
const PROBE_TIMEOUT_MS = 3000;

async function probe(check: () => Promise<unknown>): Promise<Probe> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For a load balancer and a monitor: 200 when this instance can serve — the database answers
 * a real round trip, Redis (when used) answers, and the schema is the one this code expects —
 * else 503 naming what fails, with the same details. Nothing in it is secret or personal.
 */
export const healthRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(ApiPath.health, async (request, reply): Promise<Envelope<HealthResult | null>> => {
    const shared = ctx.shared;
    const [database, redis] = await Promise.all([
      probe(() => ctx.db.execute(sql`select 1`)),
      shared instanceof RedisSharedState ? probe(() => shared.client.ping()) : ('none' as const),
    ]);
    const migrations = database === 'up' ? await migrationLevel(ctx.db).catch(() => null) : null;
    const result: HealthResult = { db: ctx.kind, database, redis, migrations };
    const failing = [
      database === 'down' && 'database',
      redis === 'down' && 'redis',
      (!migrations || migrations.applied < migrations.expected) && 'migrations',
    ].filter((name): name is string => Boolean(name));
    if (failing.length === 0) return ok(request, result);
    reply.code(503);
    return {
      ...failure(request, ResultCode.internalError, 'unhealthy', { failing: failing.join(', ') }),
      data: result,
    };
  });
};
