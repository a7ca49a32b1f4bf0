import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { organization } from '../src/db/schema';
import { migrationsDir } from '../src/paths';
import { openTestDatabase } from './helpers';

/** The data migration that takes a demo database seeded before credentialed CORS to loopback. */
const migration = readFileSync(join(migrationsDir, '0008_demo_origins_loopback.sql'), 'utf8');

describe('demo allowed origins migration', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  const originsOf = async (orgcode: string) =>
    (
      await handle.db
        .select({ origins: organization.allowedOrigins })
        .from(organization)
        .where(eq(organization.orgcode, orgcode))
    )[0]?.origins;

  it("turns a demo organisation's '*' into loopback origins, and leaves a changed list alone", async () => {
    await handle.db
      .update(organization)
      .set({ allowedOrigins: ['*'] })
      .where(eq(organization.orgcode, 'YTKJ'));
    const edited = ['*', 'https://school.example'];
    await handle.db
      .update(organization)
      .set({ allowedOrigins: edited })
      .where(eq(organization.orgcode, 'DEMO2'));

    await handle.db.execute(sql.raw(migration));

    expect(await originsOf('YTKJ')).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
      'http://[::1]:*',
    ]);
    expect(await originsOf('DEMO2')).toEqual(edited);
  });
});
