import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import * as t from '../src/db/schema';
import { MAX_FILE_BYTES } from '../src/reader-import/read';
import { cli, openEmptyDatabase, createOrganizations } from './cli-helpers';
import { encryptPassword, get, login, loginKey, post, tableCounts, testApp } from './helpers';
import { xlsxOf } from './xlsx-fixture';

let handle: DatabaseHandle;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  handle = await openEmptyDatabase();
  app = await testApp(handle);
  dir = await mkdtemp(join(tmpdir(), 'libportal-readers-'));
  await createOrganizations(handle, ['SCH1', 'SCH2']);
});
afterAll(async () => {
  await app.close();
  await handle.close();
  await rm(dir, { recursive: true, force: true });
});

let files = 0;
async function fileOf(content: string | Buffer, extension = 'csv') {
  const path = join(dir, `list-${++files}.${extension}`);
  await writeFile(path, content);
  return path;
}
const handoutPath = () => join(dir, `passwords-${++files}.csv`);

const importReaders = (org: string, file: string, ...extra: string[]) =>
  cli(handle, ['import', 'readers', '--org', org, '--json', ...extra, file]);

async function orgId(code: string) {
  const [org] = await handle.db
    .select()
    .from(t.organization)
    .where(eq(t.organization.orgcode, code));
  return org!.id;
}

async function readerOf(org: string, code: string) {
  const [row] = await handle.db
    .select({ reader: t.reader, className: t.department.name })
    .from(t.reader)
    .leftJoin(t.department, eq(t.department.id, t.reader.departmentId))
    .where(and(eq(t.reader.organizationId, await orgId(org)), eq(t.reader.readercode, code)));
  return row && { ...row.reader, className: row.className };
}

/** The hand-out file as rows of cells (no quoted cells in these tests), BOM and header off. */
async function handoutRows(path: string) {
  const text = await readFile(path, 'utf8');
  expect(text.startsWith('\ufeff读者证号,姓名,班级,初始密码\r\n')).toBe(true);
  return text
    .slice(1)
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));
}

const TERM_ONE = [
  '读者证号,姓名,班级,年级,性别,手机,读者类型,备注',
  '20240001,李雷,初一(1)班,初一,男,138-0000-0001,学生,班长',
  '20240002,韩梅梅,初一(1)班,初一,女,,,',
  '20240003,王老师,语文组,,女,,教师,',
  '20240004,张伟,初一(2)班,初一,M,,student,',
].join('\n');

describe('libportal import readers', () => {
  let firstPasswords: string;

  it('imports a class list: classes made, a password each, the file 0600', async () => {
    firstPasswords = handoutPath();
    const result = await importReaders(
      'SCH1',
      await fileOf(TERM_ONE),
      '--initial-passwords',
      firstPasswords,
    );
    expect(result.code).toBe(0);
    expect(result.summary).toMatchObject({
      ok: true,
      imported: 4,
      updated: 0,
      rejected: 0,
      classesCreated: 3,
      errors: [],
    });
    expect(result.stderr).toContain('column "备注" is not imported');
    expect((await stat(firstPasswords)).mode & 0o777).toBe(0o600);
    const rows = await handoutRows(firstPasswords);
    expect(rows.map(([code, name, klass]) => [code, name, klass])).toEqual([
      ['20240001', '李雷', '初一(1)班'],
      ['20240002', '韩梅梅', '初一(1)班'],
      ['20240004', '张伟', '初一(2)班'],
      ['20240003', '王老师', '语文组'],
    ]);
    const passwords = rows.map((row) => row[3]);
    expect(new Set(passwords).size).toBe(4);
    for (const password of passwords) expect(password).toMatch(/^[2-9a-hjkmnp-z]{10}$/);
    const li = await readerOf('SCH1', '20240001');
    expect(li).toMatchObject({
      name: '李雷',
      className: '初一(1)班',
      grade: '初一',
      sex: 1,
      phone: '13800000001',
      usertype: 0,
      mustChangePassword: true,
    });
    expect(await readerOf('SCH1', '20240003')).toMatchObject({ usertype: 1, grade: null, sex: 2 });
    // Students and teachers get their organisation's borrow types.
    const types = await handle.db
      .select()
      .from(t.borrowType)
      .where(eq(t.borrowType.organizationId, await orgId('SCH1')));
    expect(li?.borrowTypeId).toBe(types.find((type) => type.name === '学生')?.id);
    expect((await readerOf('SCH1', '20240003'))?.borrowTypeId).toBe(
      types.find((type) => type.name === '教师')?.id,
    );
  });

  it('gives a generated password that logs in, says it must be changed, and is changed once', async () => {
    const [, , , password] = (await handoutRows(firstPasswords))[0]!;
    const first = await login(app, 'SCH1', '20240001', password);
    expect(first.body.data).toMatchObject({ roles: ['student'], mustchangepassword: true });
    const token = first.body.data.token;
    // Until it is changed, the token opens the reader's own profile and the change only.
    const loans = await post(
      app,
      ApiPath.borrowRecords,
      { type: 'current', index: 1, pagesize: 10 },
      token,
    );
    expect([loans.status, loans.body.msg]).toEqual([403, '请先修改初始密码']);
    expect((await get(app, ApiPath.readerSelf, token)).body.code).toBe(0);
    const key = await loginKey(app);
    const seal = (text: string) => encryptPassword(key, text);
    const changed = await post(
      app,
      ApiPath.readerUpdatePassword,
      {
        oldpassword: seal(password!),
        newpassword: seal('my-own-pass'),
        confirmpassword: seal('my-own-pass'),
      },
      first.body.data.token,
    );
    expect(changed.body.code).toBe(0);
    expect((await readerOf('SCH1', '20240001'))?.mustChangePassword).toBe(false);
    // The same token, issued before the change, now opens everything.
    const after = await post(
      app,
      ApiPath.borrowRecords,
      { type: 'current', index: 1, pagesize: 10 },
      token,
    );
    expect(after.body.code).toBe(0);
    expect((await login(app, 'SCH1', '20240001', password)).body.code).not.toBe(0);
    const again = await login(app, 'SCH1', '20240001', 'my-own-pass');
    expect(again.body.data.mustchangepassword).toBe(false);
  });

  it('next term moves classes and renames, never touching passwords or the other organisation', async () => {
    // The same code in SCH2 is another reader, imported first.
    const other = handoutPath();
    const sch2 = await importReaders(
      'SCH2',
      await fileOf('学号,姓名,班级,年级\n20240002,赵六,高一(1)班,高一'),
      '--initial-passwords',
      other,
    );
    expect(sch2.summary).toMatchObject({ imported: 1 });
    const sch2Before = await readerOf('SCH2', '20240002');
    const hashes = new Map<string, string>();
    for (const code of ['20240001', '20240002', '20240003', '20240004']) {
      hashes.set(code, (await readerOf('SCH1', code))!.passwordHash);
    }
    const termTwo = [
      'readercode,name,class,grade',
      '20240001,李雷,初二(1)班,初二',
      '20240002,韩梅梅改名,初二(1)班,初二',
      '20240004,张伟,初一(2)班,初一',
    ].join('\n');
    const result = await importReaders('SCH1', await fileOf(termTwo));
    expect(result.code).toBe(0);
    expect(result.summary).toMatchObject({
      imported: 0,
      updated: 2,
      unchanged: 1,
      classesCreated: 1,
      initialPasswords: null,
    });
    expect(await readerOf('SCH1', '20240001')).toMatchObject({
      className: '初二(1)班',
      grade: '初二',
      phone: '13800000001',
    });
    expect(await readerOf('SCH1', '20240002')).toMatchObject({
      name: '韩梅梅改名',
      className: '初二(1)班',
    });
    for (const [code, hash] of hashes)
      expect((await readerOf('SCH1', code))?.passwordHash).toBe(hash);
    expect(await readerOf('SCH2', '20240002')).toEqual(sch2Before);
  });

  it('rejects bad rows with their row number and imports the others (exit 1)', async () => {
    const sheet = [
      '读者证号,姓名,班级,年级,性别,手机,读者类型',
      '30000001,好,初三(1)班,初三,,,',
      '',
      'bad code,坏,初三(1)班,初三,,,',
      '30000002,,初三(1)班,初三,,,',
      '30000003,长,初三(1)班,初三,未知,,',
      '30000004,电,初三(1)班,初三,,call-me,',
      '30000005,型,初三(1)班,初三,,,校长',
      `30000006,${'名'.repeat(51)},初三(1)班,初三,,,`,
      '30000007,级,初三(1)班,,,,',
      '30000001,重,初三(1)班,初三,,,',
      '"30000008","=HYPERLINK(""http://x"")",初三(1)班,初三,,,',
    ].join('\n');
    const passwords = handoutPath();
    const result = await importReaders(
      'SCH1',
      await fileOf(sheet),
      '--initial-passwords',
      passwords,
    );
    expect(result.code).toBe(1);
    expect(result.summary.ok).toBe(false);
    expect(result.summary).toMatchObject({ imported: 2, rejected: 8 });
    const errors = result.summary.errors as { row: number; reason: string }[];
    expect(errors.map((error) => error.row)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(errors[0]!.reason).toContain('reader code');
    expect(errors[1]!.reason).toContain('name is empty');
    expect(errors[7]!.reason).toContain('also on row 2');
    for (const error of errors) expect(result.stderr).toContain(`row ${error.row}: `);
    // A formula in a name is stored as written and handed out as text.
    expect(await readFile(passwords, 'utf8')).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('reads XLSX with English headers, and CSV saved by Excel as GBK', async () => {
    const xlsx = await xlsxOf([
      ['Reader Code', 'Name', 'Class', 'Grade', 'Sex'],
      ['40000001', 'Lucy', 'Class 7A', 'Year 7', 'F'],
    ]);
    const fromXlsx = await importReaders(
      'SCH1',
      await fileOf(xlsx, 'xlsx'),
      '--initial-passwords',
      handoutPath(),
    );
    expect(fromXlsx.summary).toMatchObject({ ok: true, imported: 1 });
    expect(await readerOf('SCH1', '40000001')).toMatchObject({
      name: 'Lucy',
      className: 'Class 7A',
      sex: 2,
    });
    // 学号,姓名,班级,年级 / 40000002,陈静,初一(3)班,初一 in GBK (what Excel on Chinese Windows writes).
    const bytes = Buffer.from(
      'd1a7bac52cd0d5c3fb2cb0e0bcb62cc4eabcb60a34303030303030322cb3c2beb22cb3f5d2bb283329b0e02cb3f5d2bb0a',
      'hex',
    );
    const fromGbk = await importReaders(
      'SCH1',
      await fileOf(bytes),
      '--initial-passwords',
      handoutPath(),
    );
    expect(fromGbk.summary).toMatchObject({ ok: true, imported: 1 });
    expect(await readerOf('SCH1', '40000002')).toMatchObject({
      name: '陈静',
      className: '初一(3)班',
    });
  });

  it('refuses, changing nothing: new readers without a passwords file, an existing passwords file, a missing column', async () => {
    const before = await tableCounts(handle);
    const list = await fileOf('学号,姓名,班级,年级\n50000001,新,初一(1)班,初一');
    const noFile = await importReaders('SCH1', list);
    expect([noFile.code, noFile.stderr.includes('--initial-passwords')]).toEqual([2, true]);
    const existing = await fileOf('keep me');
    const over = await importReaders('SCH1', list, '--initial-passwords', existing);
    expect([over.code, over.stderr.includes('exists')]).toEqual([1, true]);
    expect(await readFile(existing, 'utf8')).toBe('keep me');
    const header = await importReaders(
      'SCH1',
      await fileOf('学号,姓名,年级\n50000001,新,初一'),
      '--initial-passwords',
      handoutPath(),
    );
    expect(header.code).toBe(1);
    expect(header.stderr).toContain('no class column (a header named 班级');
    expect(await tableCounts(handle)).toEqual(before);
  });

  it('refuses an oversized file, too many rows, and other kinds of file', async () => {
    const big = await fileOf(Buffer.alloc(MAX_FILE_BYTES + 1, 0x41));
    const oversized = await importReaders('SCH1', big);
    expect([oversized.code, oversized.stderr.includes('at most')]).toEqual([1, true]);
    const many = [
      '学号,姓名,班级,年级',
      ...Array.from({ length: 20_001 }, (_, i) => `${i},n,c,g`),
    ].join('\n');
    const rows = await importReaders('SCH1', await fileOf(many));
    expect([rows.code, rows.stderr.includes('20001 rows')]).toEqual([1, true]);
    const other = await importReaders('SCH1', await fileOf('x', 'txt'));
    expect([other.code, other.stderr.includes('.csv or .xlsx')]).toEqual([1, true]);
    const broken = await importReaders(
      'SCH1',
      await fileOf(Buffer.from('PK\u0003\u0004garbage'), 'xlsx'),
    );
    expect(broken.code).toBe(1);
  });

  it('never turns a staff account into a reader', async () => {
    await cli(
      handle,
      [
        'staff',
        'create',
        '--org',
        'SCH1',
        '--code',
        'admin1',
        '--name',
        '管理员',
        '--role',
        'admin',
      ],
      {
        LIBPORTAL_PASSWORD: 'Admin-pass-1',
      },
    );
    const admin = await readerOf('SCH1', 'admin1');
    const result = await importReaders(
      'SCH1',
      await fileOf('学号,姓名,班级,年级\nadmin1,冒名,初一(1)班,初一'),
    );
    expect(result.summary).toMatchObject({ rejected: 1, updated: 0 });
    expect((result.summary.errors as { reason: string }[])[0]?.reason).toContain('staff account');
    expect(await readerOf('SCH1', 'admin1')).toEqual(admin);
  });
});
