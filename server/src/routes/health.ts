import { sql } from 'drizzle-orm';
import { ApiPath, type Envelope } from '../../../src/core/api/contract';
import type { DatabaseKind } from '../db/client';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';

export interface HealthResult {
  db: DatabaseKind;
}

export const healthRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(ApiPath.health, async (request): Promise<Envelope<HealthResult>> => {
    // A real round trip: a health check that cannot reach the database must fail.
    await ctx.db.execute(sql`select 1`);
    return ok(request, { db: ctx.kind });
  });
};
