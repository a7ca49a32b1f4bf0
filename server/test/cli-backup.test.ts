import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerSecrets } from '../src/auth/secrets';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import * as t from '../src/db/schema';
import { cli } from './cli-helpers';
import { MIGRATIONS } from './helpers';
import { createPostgresDatabase, postgresAdminUrl } from './postgres-database';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'libportal-backup-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('libportal backup and restore without PostgreSQL', () => {
  it('explains that a PGlite database is backed up by copying its folder while stopped', async () => {
    for (const verb of ['backup', 'restore']) {
      const result = await cli(undefined, [verb, join(dir, 'x.dump')], { DATA_DIR: '/srv/lp' });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('/srv/lp/pglite');
      expect(result.stderr).toContain('stop the server and copy');
    }
  });

  it('says where to get pg_dump when it is missing', async () => {
    const result = await cli(undefined, ['backup', join(dir, 'y.dump')], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      LIBPORTAL_PG_BIN: join(dir, 'no-such-dir'),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('pg_dump not found');
    expect(result.stderr).toContain('LIBPORTAL_PG_BIN');
  });
});

/** What a restored server needs, read back row by row (ids, bytes and keys included). */
async function snapshot(handle: DatabaseHandle) {
  const byId = <T extends { id: unknown }>(rows: T[]) =>
    rows.sort((a, b) => String(a.id).localeCompare(String(b.id)));
  return {
    organization: byId(await handle.db.select().from(t.organization)),
    borrowType: byId(await handle.db.select().from(t.borrowType)),
    department: byId(await handle.db.select().from(t.department)),
    reader: byId(await handle.db.select().from(t.reader)),
    file: byId(await handle.db.select().from(t.file)),
    serverSecret: byId(await handle.db.select().from(t.serverSecret)),
  };
}

describe.skipIf(!postgresAdminUrl)('libportal backup and restore on PostgreSQL', () => {
  const databases: { drop: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it('round-trips a database: organisation, readers, files, secrets, migrations', async () => {
    const source = await createPostgresDatabase();
    const target = await createPostgresDatabase();
    databases.push(source, target);
    const env = { DATABASE_URL: source.url };
    // Made the way a school does it: the command migrates the new database.
    expect(
      (
        await cli(
          undefined,
          ['org', 'create', '--code', 'B1', '--name', '备份', '--timezone', 'Asia/Urumqi'],
          env,
        )
      ).code,
    ).toBe(0);
    const list = join(dir, 'list.csv');
    await writeFile(list, '学号,姓名,班级,年级\n1001,甲,一班,一年级\n1002,乙,二班,一年级\n');
    const imported = await cli(
      undefined,
      ['import', 'readers', '--org', 'B1', '--initial-passwords', join(dir, 'pw.csv'), list],
      env,
    );
    expect(imported.code).toBe(0);
    const handle = await openDatabase({ databaseUrl: source.url });
    await loadServerSecrets(handle.db);
    await handle.db.insert(t.file).values({
      id: 'upload-1',
      filename: 'logo.png',
      mime: 'image/png',
      content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]),
    });
    const before = await snapshot(handle);
    await handle.close();

    const file = join(dir, 'b1.dump');
    const backup = await cli(undefined, ['backup', '--json', file], {
      ...env,
      PAYMENT_SECRET: 'x'.repeat(40),
    });
    expect(backup.code).toBe(0);
    expect(backup.summary).toMatchObject({ ok: true, environmentToKeep: ['PAYMENT_SECRET'] });
    expect(backup.stdout + backup.stderr).not.toContain('x'.repeat(40));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // Never over an existing file.
    expect((await cli(undefined, ['backup', file], env)).stderr).toContain('exists');

    const restored = await cli(undefined, ['restore', '--json', file], {
      DATABASE_URL: target.url,
    });
    expect(restored.code).toBe(0);
    expect(restored.summary).toMatchObject({
      ok: true,
      tables: backup.summary.tables,
      migrations: MIGRATIONS,
    });
    const copy = await openDatabase({ databaseUrl: target.url });
    try {
      const after = await snapshot(copy);
      expect(after).toEqual(before);
      expect(after.reader).toHaveLength(2);
      expect(after.serverSecret).toHaveLength(1);
      // Migrated already: the server starting on it has nothing to apply, and new rows get new ids.
      await copy.migrate();
      const [added] = await copy.db
        .insert(t.department)
        .values({ organizationId: before.organization[0]!.id, name: '三班' })
        .returning();
      expect(added!.id).toBeGreaterThan(Math.max(...before.department.map((d) => d.id)));
    } finally {
      await copy.close();
    }
  }, 180_000);

  it('refuses to restore into a database that is not empty, changing nothing', async () => {
    const source = await createPostgresDatabase();
    databases.push(source);
    const env = { DATABASE_URL: source.url };
    await cli(
      undefined,
      ['org', 'create', '--code', 'R1', '--name', '甲', '--timezone', 'Asia/Shanghai'],
      env,
    );
    const file = join(dir, 'r1.dump');
    expect((await cli(undefined, ['backup', file], env)).code).toBe(0);
    const result = await cli(undefined, ['restore', '--json', file], env);
    expect(result.code).toBe(1);
    expect(result.summary).toMatchObject({ ok: false });
    expect(result.stderr).toContain('not empty');
  }, 120_000);
});
