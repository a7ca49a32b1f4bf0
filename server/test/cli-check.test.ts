import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { cli } from './cli-helpers';
import { LATEST_MIGRATION, MIGRATIONS } from './helpers';

/** A PGlite folder, migrated, holding one organisation (SCH1). */
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'libportal-check-'));
  const handle = await openDatabase({ dataDir });
  await handle.migrate();
  await handle.db.execute(sql`insert into organization (orgcode, name) values ('SCH1', '一中')`);
  await handle.close();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

type Check = { name: string; ok: boolean; detail: string };
const check = (env: NodeJS.ProcessEnv) =>
  cli(undefined, ['check', '--json'], { DATA_DIR: dataDir, ...env });
const failing = (checks: unknown) => (checks as Check[]).filter((c) => !c.ok).map((c) => c.name);

describe('libportal check', () => {
  it('passes a sound configuration, changing nothing', async () => {
    const result = await check({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://library.school.edu.cn',
      ALLOWED_ORIGINS: 'https://www.school.edu.cn',
      SSO_SECRET_SCH1: 's'.repeat(40),
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.summary).toMatchObject({ ok: true, problems: [] });
    const names = (result.summary.checks as Check[]).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['PUBLIC_URL', 'database', 'migrations', 'Redis (REDIS_URL)']),
    );
    expect(result.stdout).not.toContain('s'.repeat(40));
  });

  it('lists every problem of a bad configuration and exits 1', async () => {
    const result = await check({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://library.school.edu.cn',
      ALLOWED_ORIGINS: '*',
      PAYMENT_SECRET: 'short',
      SSO_SECRET_SCH1: 'guessable',
      DESK_SECRET_GONE: 'd'.repeat(40),
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    expect(result.code).toBe(1);
    expect(result.summary.ok).toBe(false);
    expect(failing(result.summary.checks)).toEqual([
      'PUBLIC_URL',
      'ALLOWED_ORIGINS',
      'payments (PAYMENT_*)',
      'SSO secrets',
      'secrets per organisation',
      'Redis (REDIS_URL)',
    ]);
    expect((result.summary.problems as string[]).join('\n')).toContain(
      'DESK_SECRET_GONE name no organisation',
    );
  });

  it('requires PUBLIC_URL in production only', async () => {
    expect(failing((await check({ NODE_ENV: 'production' })).summary.checks)).toEqual([
      'PUBLIC_URL',
    ]);
    expect((await check({})).code).toBe(0);
    expect(failing((await check({ PUBLIC_URL: 'library.school.edu.cn' })).summary.checks)).toEqual([
      'PUBLIC_URL',
    ]);
  });

  it('reports migrations not applied, without applying them', async () => {
    const handle = await openDatabase({ dataDir });
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    await handle.close();
    for (let run = 0; run < 2; run++) {
      const result = await check({});
      expect(result.code).toBe(1);
      expect(failing(result.summary.checks)).toEqual(['migrations']);
      expect((result.summary.problems as string[])[0]).toMatch(
        new RegExp(`^migrations: 1 of ${MIGRATIONS} not applied \\(${LATEST_MIGRATION}\\)`),
      );
    }
  });

  it('reports an unreachable PostgreSQL server', async () => {
    const result = await check({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(result.code).toBe(1);
    expect((result.summary.problems as string[])[0]).toMatch(/^database: unreachable/);
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('reaches Redis', async () => {
    const result = await check({ REDIS_URL: process.env.TEST_REDIS_URL });
    expect(
      (result.summary.checks as Check[]).find((c) => c.name.startsWith('Redis')),
    ).toMatchObject({
      ok: true,
      detail: 'reachable',
    });
  });
});
