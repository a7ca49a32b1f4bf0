/**
 * What an IT teacher does on a new production install (docs/onboarding.md), run against the
 * compiled server and the compiled `libportal` command of production-install.test.ts: no demo
 * account answers; `npx libportal` creates the school, its admin, imports a MARC 21 file, a
 * MARCXML file, a CNMARC file of Chinese records, a file with malformed records and a class
 * list; the running server finds the imported titles by title, ISBN and author at once, and a
 * student logs in with the generated password the hand-out file gives.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import {
  ApiPath,
  type BookSearchResult,
  type Envelope,
  type LoginResult,
  type OrganizationRef,
} from '../../src/core/api/contract';
import { cnmarcBook, marc21Book } from './catalogue-files';
import { encryptPassword } from './helpers';
import { iso2709File, iso2709Record, marcXmlFile } from './marc-files';
import { bareEnv } from './production-fixtures';

interface Verb {
  code: number;
  stdout: string;
  stderr: string;
  summary: Record<string, unknown>;
}

/** `npx libportal …` in the install, as the operator types it. */
function libportal(dir: string, env: Record<string, string>, args: string[]): Promise<Verb> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--no-install', 'libportal', ...args], {
      cwd: dir,
      env: bareEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = stdout.trimEnd().split('\n').pop() ?? '';
      let summary: Record<string, unknown> = {};
      try {
        summary = JSON.parse(last) as Record<string, unknown>;
      } catch {
        // no summary: the assertions below say so
      }
      resolve({ code: code ?? 1, stdout, stderr, summary });
    });
  });
}

async function call<T>(url: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

async function login(url: string, orgcode: string, readercode: string, password: string) {
  const key = await call<string>(url, ApiPath.loginKey);
  return call<LoginResult>(url, ApiPath.login, {
    orgcode,
    readercode,
    password: encryptPassword(key.data, password),
    islogin: true,
  });
}

const CLASS_LIST = [
  '读者证号,姓名,班级,年级,性别',
  '20250101,林小雨,高一(1)班,高一,女',
  '20250102,周子轩,高一(1)班,高一,男',
  '20250201,陈一鸣,高一(2)班,高一,男',
].join('\n');

export async function onboardSchool(options: {
  dir: string;
  url: string;
  env: Record<string, string>;
}): Promise<void> {
  const { dir, url, env } = options;
  const files = mkdtempSync(join(tmpdir(), 'libportal-onboarding-'));
  const file = (name: string, content: string | Buffer) => {
    const path = join(files, name);
    writeFileSync(path, content);
    return path;
  };
  const run = async (args: string[], extraEnv: Record<string, string> = {}) => {
    const verb = await libportal(dir, { ...env, ...extraEnv }, [...args, '--json']);
    return verb;
  };

  // A production database holds no demo organisation, so no demo account can log in.
  expect((await call(url, `${ApiPath.orgByCode}?orgcode=YTKJ`)).code).not.toBe(0);
  expect((await login(url, 'YTKJ', '20230001', 'Passw0rd!')).code).not.toBe(0);

  const org = await run([
    'org',
    'create',
    '--code',
    'SCH1',
    '--name',
    '实验中学图书馆',
    '--timezone',
    'Asia/Shanghai',
    '--origin',
    'https://www.school.example.cn',
  ]);
  expect(org.code, org.stderr).toBe(0);
  const admin = await run(
    ['staff', 'create', '--org', 'SCH1', '--code', 'admin1', '--name', '张老师', '--role', 'admin'],
    { LIBPORTAL_PASSWORD: 'Library-Admin-2026' },
  );
  expect(admin.code, admin.stderr).toBe(0);
  const adminLogin = await login(url, 'SCH1', 'admin1', 'Library-Admin-2026');
  expect(adminLogin.code, adminLogin.msg).toBe(0);
  expect(adminLogin.data.roles).toEqual(['admin']);

  const importCatalogue = (path: string) => run(['import', 'catalogue', '--org', 'SCH1', path]);
  const marc21 = await importCatalogue(
    file(
      'marc21.mrc',
      iso2709File([
        marc21Book(1, { title: 'Watership Down', isbn: '9780380395866', barcode: 'S0001' }),
        marc21Book(2, { title: 'The Wind in the Willows', barcode: 'S0002' }),
      ]),
    ),
  );
  expect(marc21.summary).toMatchObject({ imported: 2, updated: 0, rejected: 0 });
  const marcXml = await importCatalogue(
    file('records.xml', marcXmlFile([marc21Book(3, { title: 'Coraline', barcode: 'S0003' })])),
  );
  expect(marcXml.summary).toMatchObject({ imported: 1, rejected: 0 });
  const cnmarc = await importCatalogue(
    file(
      'cnmarc.iso',
      iso2709File([
        cnmarcBook(1, { title: '三体', author: '刘慈欣', isbn: '9787536692930', barcodes: ['C1'] }),
        cnmarcBook(2, {
          title: '草房子',
          author: '曹文轩',
          isbn: '9787534621093',
          barcodes: ['C2'],
        }),
      ]),
    ),
  );
  expect(cnmarc.summary).toMatchObject({ imported: 2, rejected: 0 });
  // A record cut short after a good one: the good one imports, the other is named.
  const good = iso2709Record(marc21Book(4, { title: 'Holes', barcode: 'S0004' }));
  const broken = iso2709Record(marc21Book(5, { title: 'Matilda', barcode: 'S0005' }));
  const malformed = await importCatalogue(
    file('broken.mrc', Buffer.concat([good, broken.subarray(0, 60)])),
  );
  expect(malformed.code).toBe(1);
  expect(malformed.summary).toMatchObject({ imported: 1, rejected: 1 });
  expect(malformed.summary.errors).toEqual([expect.objectContaining({ record: 2 })]);

  const handout = join(files, 'passwords.csv');
  const readers = await run([
    'import',
    'readers',
    '--org',
    'SCH1',
    '--initial-passwords',
    handout,
    file('class-list.csv', CLASS_LIST),
  ]);
  expect(readers.summary).toMatchObject({ imported: 3, rejected: 0 });

  // The running server sees the titles the command wrote, by title, ISBN and author.
  const orgRef = await call<OrganizationRef>(url, `${ApiPath.orgByCode}?orgcode=SCH1`);
  expect(orgRef.code).toBe(0);
  const titlesFor = async (keyword: string) => {
    const found = await call<BookSearchResult>(url, ApiPath.bookSearch, {
      keyword,
      organizationid: orgRef.data.id,
    });
    expect(found.code, found.msg).toBe(0);
    return found.data.list.map((hit) => hit.title);
  };
  expect(await titlesFor('Watership')).toContain('Watership Down');
  expect(await titlesFor('9780380395866')).toContain('Watership Down');
  expect(await titlesFor('Coraline')).toContain('Coraline');
  expect(await titlesFor('三体')).toContain('三体');
  expect(await titlesFor('曹文轩')).toContain('草房子');
  expect(await titlesFor('Holes')).toContain('Holes');

  // The hand-out file gives each student a password of their own; the first login works and
  // asks for a new one.
  const rows = readFileSync(handout, 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));
  const student = rows.find(([code]) => code === '20250101');
  expect(student?.[3]).toMatch(/^\S{8,}$/);
  const first = await login(url, 'SCH1', '20250101', student?.[3] ?? '');
  expect(first.code, first.msg).toBe(0);
  expect(first.data.mustchangepassword).toBe(true);
  expect((await login(url, 'SCH1', '20250102', student?.[3] ?? '')).code).not.toBe(0);
}
