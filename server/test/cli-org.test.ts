import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import * as t from '../src/db/schema';
import { cli, openEmptyDatabase } from './cli-helpers';
import { tableCounts } from './helpers';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openEmptyDatabase();
});
afterAll(async () => {
  await handle.close();
});

const create = (...extra: string[]) => cli(handle, ['org', 'create', '--json', ...extra]);

describe('libportal org create', () => {
  it('creates an organisation with its borrow types, location and pre-borrow site', async () => {
    const result = await create(
      '--code',
      'sch1',
      '--name',
      '第一中学图书馆',
      '--timezone',
      'asia/shanghai',
      '--origin',
      'https://www.sch1.edu.cn',
      '--origin',
      'http://cms.sch1.edu.cn:8080',
    );
    expect(result.code).toBe(0);
    expect(result.summary).toMatchObject({
      ok: true,
      organization: { code: 'SCH1', name: '第一中学图书馆', timeZone: 'Asia/Shanghai' },
      origins: ['https://www.sch1.edu.cn', 'http://cms.sch1.edu.cn:8080'],
    });
    const [org] = await handle.db
      .select()
      .from(t.organization)
      .where(eq(t.organization.orgcode, 'SCH1'));
    expect(org).toMatchObject({
      name: '第一中学图书馆',
      timeZone: 'Asia/Shanghai',
      allowedOrigins: ['https://www.sch1.edu.cn', 'http://cms.sch1.edu.cn:8080'],
      enableAiLibrarian: false,
    });
    const types = await handle.db
      .select()
      .from(t.borrowType)
      .where(eq(t.borrowType.organizationId, org!.id));
    expect(types.map((type) => [type.name, type.maxLoans, type.loanDays])).toEqual([
      ['学生', 5, 30],
      ['教师', 15, 60],
    ]);
    const locations = await handle.db
      .select()
      .from(t.libraryLocation)
      .where(eq(t.libraryLocation.organizationId, org!.id));
    const sites = await handle.db
      .select()
      .from(t.preborrowSite)
      .where(eq(t.preborrowSite.organizationId, org!.id));
    expect([locations.length, sites.length]).toEqual([1, 1]);
    // No demo content: no news, readers or books.
    const counts = await tableCounts(handle);
    expect([counts.news, counts.reader, counts.book, counts.footer_link]).toEqual([0, 0, 0, 0]);
  });

  it('refuses a duplicate code whatever its case, changing nothing', async () => {
    const before = await tableCounts(handle);
    const result = await create(
      '--code',
      'Sch1',
      '--name',
      '另一个',
      '--timezone',
      'Asia/Shanghai',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('already exists');
    expect(result.summary).toMatchObject({ ok: false });
    expect(await tableCounts(handle)).toEqual(before);
  });

  it('refuses a time zone that is not an IANA Area/City zone', async () => {
    for (const zone of ['Mars/Base', '+08:00', 'CST', 'Asia/Shanghai; drop table reader']) {
      const result = await create('--code', 'TZ1', '--name', 'x', '--timezone', zone);
      expect(result.code, zone).toBe(2);
      expect(result.stderr).toContain('time zone');
    }
    expect(
      await handle.db.select().from(t.organization).where(eq(t.organization.orgcode, 'TZ1')),
    ).toEqual([]);
  });

  it('accepts Etc and legacy Area/City names as their canonical zone', async () => {
    const result = await create('--code', 'TZ2', '--name', 'x', '--timezone', 'Asia/Chongqing');
    expect(result.summary).toMatchObject({ organization: { timeZone: 'Asia/Shanghai' } });
  });

  it('refuses "*", paths and non-origins among the origins, and lists every problem', async () => {
    const result = await create(
      '--code',
      'bad code!',
      '--name',
      '',
      '--timezone',
      'Asia/Shanghai',
      '--origin',
      '*',
      '--origin',
      'https://school.cn/path',
      '--origin',
      'javascript:alert(1)',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/5 problems/);
    for (const text of [
      'code "bad code!"',
      'name:',
      'origin "*" is refused',
      'https://school.cn/path',
      'javascript:alert(1)',
    ]) {
      expect(result.stderr).toContain(text);
    }
  });

  it('refuses a name over 100 characters or with a line break', async () => {
    for (const name of ['馆'.repeat(101), 'a\nb']) {
      const result = await create('--code', 'N1', '--name', name, '--timezone', 'Asia/Shanghai');
      expect(result.code).toBe(2);
    }
  });

  it('needs --code, --name and --timezone (usage error, exit 2)', async () => {
    const result = await cli(handle, ['org', 'create', '--code', 'X1', '--name', 'x']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--timezone');
  });

  it('has --help', async () => {
    const result = await cli(handle, ['org', 'create', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--timezone <zone>');
  });
});
