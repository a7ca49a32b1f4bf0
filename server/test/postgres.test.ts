import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/core/api/contract';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedDemoData } from '../src/seed/index';
import { SMALL_CATALOGUE, get, tableCounts, testApp } from './helpers';
import { describeLogin } from './login-suite';

/**
 * The same login journey against a real PostgreSQL server, when TEST_DATABASE_URL is set
 * (e.g. postgres://postgres@127.0.0.1:5432/test). Each run creates its own database and
 * drops it afterwards, so parallel runs never collide.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('PostgreSQL', () => {
  const database = `libportal_test_${randomBytes(6).toString('hex')}`;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let racedSeeds: boolean[];

  beforeAll(async () => {
    await admin(`create database ${database}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${database}`;
    handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.migrate();
    // Two servers starting at once on an empty database: the advisory lock lets one seed.
    const results = await Promise.all([
      seedDemoData(handle, SMALL_CATALOGUE),
      seedDemoData(handle, SMALL_CATALOGUE),
    ]);
    racedSeeds = results.map((result) => result.seeded);
    app = await testApp(handle);
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await admin(`drop database if exists ${database} with (force)`);
  });

  describeLogin('PostgreSQL', () => app);

  it('reports postgres in /api/health', async () => {
    expect((await get(app, ApiPath.health)).body.data).toEqual({ db: 'postgres' });
  });

  it('seeds exactly once when two seeds race, and never again', async () => {
    expect(racedSeeds.filter(Boolean)).toHaveLength(1);
    const before = await tableCounts(handle);
    expect(before).toMatchObject({ organization: 2, seed_marker: 1 });
    expect((await seedDemoData(handle, SMALL_CATALOGUE)).seeded).toBe(false);
    expect(await tableCounts(handle)).toEqual(before);
  });
});
