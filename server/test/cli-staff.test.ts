import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_USERTYPE } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import * as t from '../src/db/schema';
import { classStudents } from '../src/queries/assignments';
import { organizationDepartments } from '../src/queries/departments';
import { searchReaders } from '../src/queries/follows';
import { binPath, cli, openEmptyDatabase, createOrganizations } from './cli-helpers';
import { login, testApp } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
const PASSWORD = 'Lib-Staff-2026';

beforeAll(async () => {
  handle = await openEmptyDatabase();
  app = await testApp(handle);
  await createOrganizations(handle, ['SCH1', 'SCH2']);
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const staffCreate = (args: string[], env: NodeJS.ProcessEnv = { LIBPORTAL_PASSWORD: PASSWORD }) =>
  cli(handle, ['staff', 'create', '--json', ...args], env);

const staffRow = async (orgcode: string, code: string) => {
  const [org] = await handle.db
    .select()
    .from(t.organization)
    .where(eq(t.organization.orgcode, orgcode));
  const [row] = await handle.db
    .select()
    .from(t.reader)
    .where(and(eq(t.reader.organizationId, org!.id), eq(t.reader.readercode, code)));
  return row;
};

/** The claims of an access token (its payload, not verified: the server made it). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    ut: number;
  };

describe('libportal staff create', () => {
  it('makes an admin who logs in with the admin role and usertype', async () => {
    const result = await staffCreate([
      '--org',
      'sch1',
      '--code',
      'admin1',
      '--name',
      '张老师',
      '--role',
      'admin',
    ]);
    expect(result.code).toBe(0);
    expect(result.summary).toMatchObject({
      ok: true,
      staff: { code: 'admin1', role: 'admin' },
      organization: 'SCH1',
    });
    // The password is in no output.
    expect(result.stdout + result.stderr).not.toContain(PASSWORD);
    const response = await login(app, 'SCH1', 'admin1', PASSWORD);
    expect(response.body.code).toBe(0);
    expect(response.body.data).toMatchObject({
      roles: ['admin'],
      usertype: STAFF_USERTYPE.admin,
      mustchangepassword: false,
      name: '张老师',
    });
    expect(claimsOf(response.body.data.token).ut).toBe(STAFF_USERTYPE.admin);
    const row = await staffRow('SCH1', 'admin1');
    expect(row?.passwordHash).toMatch(/^\$scrypt\$ln=17,/);
  });

  it('makes a librarian, whose login says librarian', async () => {
    const result = await staffCreate([
      '--org',
      'SCH1',
      '--code',
      'lib1',
      '--name',
      '王',
      '--role',
      'librarian',
    ]);
    expect(result.code).toBe(0);
    const response = await login(app, 'SCH1', 'lib1', PASSWORD);
    expect(response.body.data).toMatchObject({
      roles: ['librarian'],
      usertype: STAFF_USERTYPE.librarian,
    });
    // Not in the other organisation.
    expect((await login(app, 'SCH2', 'lib1', PASSWORD)).body.code).not.toBe(0);
  });

  it('refuses a password on the command line, creating nothing', async () => {
    for (const args of [['--password', PASSWORD], [`--password=${PASSWORD}`]]) {
      const result = await staffCreate(
        ['--org', 'SCH1', '--code', 'cmd1', '--name', 'x', '--role', 'admin', ...args],
        {},
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('never taken from the command line');
    }
    expect(await staffRow('SCH1', 'cmd1')).toBeUndefined();
  });

  it('refuses a weak or overlong password by the portal rule', async () => {
    for (const password of ['abc12', '  abc12  ', 'x'.repeat(65)]) {
      const result = await staffCreate(
        ['--org', 'SCH1', '--code', 'weak1', '--name', 'x', '--role', 'admin'],
        {
          LIBPORTAL_PASSWORD: password,
        },
      );
      expect(result.code, password).toBe(1);
      expect(result.stderr).toContain('6 to 64 characters');
    }
    expect(await staffRow('SCH1', 'weak1')).toBeUndefined();
  });

  it('asks for the password only on a terminal: no password and no terminal is refused', async () => {
    const result = await staffCreate(
      ['--org', 'SCH1', '--code', 'tty1', '--name', 'x', '--role', 'admin'],
      {},
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('set LIBPORTAL_PASSWORD');
    expect(await staffRow('SCH1', 'tty1')).toBeUndefined();
  });

  it('refuses a code the organisation already has, a bad role and an unknown organisation', async () => {
    const again = await staffCreate([
      '--org',
      'SCH1',
      '--code',
      'admin1',
      '--name',
      'y',
      '--role',
      'librarian',
    ]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has');
    expect((await staffRow('SCH1', 'admin1'))?.usertype).toBe(STAFF_USERTYPE.admin);
    const role = await staffCreate([
      '--org',
      'SCH1',
      '--code',
      'r1',
      '--name',
      'x',
      '--role',
      'root',
    ]);
    expect([role.code, role.stderr.includes('one of librarian, admin')]).toEqual([2, true]);
    const org = await staffCreate([
      '--org',
      'NOPE',
      '--code',
      'r1',
      '--name',
      'x',
      '--role',
      'admin',
    ]);
    expect([org.code, org.stderr.includes('no organisation')]).toEqual([1, true]);
    // The same code in another organisation is another account.
    expect(
      (await staffCreate(['--org', 'SCH2', '--code', 'admin1', '--name', 'z', '--role', 'admin']))
        .code,
    ).toBe(0);
  });
});

describe('staff are not readers', () => {
  it('never appear in class lists, class sizes or reader searches', async () => {
    const [org] = await handle.db
      .select()
      .from(t.organization)
      .where(eq(t.organization.orgcode, 'SCH1'));
    const [klass] = await handle.db
      .insert(t.department)
      .values({ organizationId: org!.id, name: '初一(1)班' })
      .returning();
    // Even when placed in a class (by hand, or a future form), a staff member is no student.
    await handle.db
      .update(t.reader)
      .set({ departmentId: klass!.id })
      .where(and(eq(t.reader.organizationId, org!.id), eq(t.reader.readercode, 'admin1')));
    await handle.db.insert(t.reader).values({
      organizationId: org!.id,
      readercode: 's1',
      name: '张小明',
      passwordHash: 'x',
      departmentId: klass!.id,
    });
    expect((await classStudents(handle.db, org!.id, klass!.id)).map((r) => r.readercode)).toEqual([
      's1',
    ]);
    const sizes = await organizationDepartments(handle.db, org!.id);
    expect(sizes.find((d) => d.id === klass!.id)?.studentcount).toBe(1);
    const student = await staffRow('SCH1', 's1');
    // A reader code is looked up exactly (names only of readers who share theirs).
    const staffByCode = await searchReaders(
      handle.db,
      { readerId: student!.id, orgId: org!.id },
      'admin1',
    );
    expect(staffByCode).toEqual([]);
    const studentByCode = await searchReaders(handle.db, { readerId: -1, orgId: org!.id }, 's1');
    expect(studentByCode.map((r) => r.readerid)).toEqual([student!.id]);
  });
});

// `script` gives the command a terminal, as a person at a console has.
const hasScript = spawnSync('script', ['--version']).status === 0;

describe.skipIf(!hasScript)('the password prompt', () => {
  it('takes the password twice without echoing it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'libportal-prompt-'));
    try {
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '' };
      const run = (args: string, input: string[] = []) =>
        new Promise<string>((resolve) => {
          const child = spawn('script', ['-qfec', `node ${binPath} ${args}`, '/dev/null'], { env });
          let text = '';
          // Where the screen stood when the last answer went in (-1: not yet).
          let lastAnswerAt = -1;
          // Where the screen stood when any answer went in: a question is answered once, even
          // when the terminal's cursor move after it arrives in a chunk of its own.
          let answeredUpTo = 0;
          child.stdout.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            // Without readline's cursor moves (escape sequences).
            // eslint-disable-next-line no-control-regex -- terminal escape sequences, on purpose
            const screen = text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
            // The line break the command writes once it has read the last answer: the end of
            // input may follow now (read together with the answer, it would cancel the prompt).
            if (lastAnswerAt >= 0 && screen.slice(lastAnswerAt).includes('\n')) {
              lastAnswerAt = -1;
              child.stdin.end();
            }
            // Each answer once its question is on the screen.
            const unanswered = screen.slice(answeredUpTo).trimEnd();
            if (input.length > 0 && /(password[^:\n]*|again):$/i.test(unanswered)) {
              child.stdin.write(`${input.shift()}\r`);
              answeredUpTo = screen.length;
              if (input.length === 0) lastAnswerAt = screen.length;
            }
          });
          if (input.length === 0) child.stdin.end();
          child.on('close', () => resolve(text));
        });
      await run('org create --code P1 --name p --timezone Asia/Shanghai');
      const screen = await run('staff create --org P1 --code a1 --name a --role admin', [
        PASSWORD,
        PASSWORD,
      ]);
      expect(screen).toContain('New password');
      expect(screen).toContain('created admin a1');
      expect(screen).not.toContain(PASSWORD);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
