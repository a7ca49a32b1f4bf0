import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/cli/program';
import { openDatabase } from '../src/db/client';
import { book, organization } from '../src/db/schema';
import { cnmarcBook, scratchFiles } from './catalogue-files';
import { iso2709File, iso2709Record } from './marc-files';

/**
 * `libportal import catalogue` as an operator runs it: against the installation's database
 * (PGlite in DATA_DIR here), its --json summary as stdout's last line, and its exit codes.
 */
const file = scratchFiles();
const dataDir = mkdtempSync(join(tmpdir(), 'libportal-cli-'));
let orgId = 0;
const saved = {
  DATA_DIR: process.env.DATA_DIR,
  DATABASE_URL: process.env.DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL,
};

beforeAll(async () => {
  // The installation: migrated, with the organisation the verb names (no demo data needed).
  const handle = await openDatabase({ dataDir });
  await handle.migrate();
  const [org] = await handle.db
    .insert(organization)
    .values({ orgcode: 'SCH1', name: '实验学校图书馆' })
    .returning({ id: organization.id });
  orgId = org?.id ?? 0;
  await handle.close();
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
  const code = await runCli(argv);
  vi.restoreAllMocks();
  const lines = out.join('').trimEnd().split('\n');
  return { code, stdout: out.join(''), stderr: err.join(''), last: lines[lines.length - 1] ?? '' };
}

async function orgBooks() {
  const handle = await openDatabase({ dataDir });
  try {
    const [row] = await handle.db
      .select({ n: count() })
      .from(book)
      .where(eq(book.organizationId, orgId));
    return row?.n ?? 0;
  } finally {
    await handle.close();
  }
}

describe('libportal import catalogue', () => {
  const clean = () => file('clean.iso', iso2709File([cnmarcBook('c1'), cnmarcBook('c2')]));

  it('imports, prints the --json summary last, and exits 0; a re-run changes nothing', async () => {
    const path = clean();
    const first = await run('import', 'catalogue', '--org', 'SCH1', '--json', path);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.last)).toMatchObject({
      format: 'iso2709/cnmarc',
      dryRun: false,
      imported: 2,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      errors: [],
      copiesAdded: 2,
    });
    const again = await run(
      'import',
      'catalogue',
      '--org',
      'SCH1',
      '--format',
      'cnmarc',
      '--json',
      path,
    );
    expect(again.code).toBe(0);
    expect(JSON.parse(again.last)).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 2,
      rejected: 0,
    });
  });

  it('reports each rejected record with its position and reason, and exits 1', async () => {
    const broken = Buffer.from(iso2709Record(cnmarcBook('r2')));
    broken.write('XXXXX', 0, 'latin1');
    const path = file(
      'broken.iso',
      Buffer.concat([iso2709Record(cnmarcBook('r1')), broken, iso2709Record(cnmarcBook('r3'))]),
    );
    const result = await run('import', 'catalogue', '--org', 'SCH1', '--json', path);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('1 records rejected');
    expect(JSON.parse(result.last)).toMatchObject({
      imported: 2,
      rejected: 1,
      errors: [
        {
          record: 2,
          at: `byte ${iso2709Record(cnmarcBook('r1')).length}`,
          code: 'importBadLeader',
          reason: 'the leader is not a MARC leader: length is not 5 digits',
        },
      ],
    });
  });

  it('writes nothing with --dry-run, and says so to a person', async () => {
    const before = await orgBooks();
    const path = file('dry.iso', iso2709File([cnmarcBook('d1'), cnmarcBook('d2')]));
    const result = await run('import', 'catalogue', '--org', 'SCH1', '--dry-run', path);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Dry run (nothing written): would import 2, updated 0, unchanged 0, rejected 0',
    );
    expect(await orgBooks()).toBe(before);
  });

  it('refuses an unknown organisation, an unknown format and a missing file with exit code 2', async () => {
    const path = clean();
    const org = await run('import', 'catalogue', '--org', 'NOPE', '--json', path);
    expect(org.code).toBe(2);
    expect(org.stderr).toContain('libportal: no organisation has the code "NOPE"\n');
    const format = await run('import', 'catalogue', '--org', 'SCH1', '--format', 'mods', path);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain("argument 'mods' is invalid");
    const missing = await run('import', 'catalogue', '--org', 'SCH1', join(dataDir, 'nothing.mrc'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read');
    expect(missing.stderr).toContain('ENOENT');
    const none = await run('import', 'catalogue', path);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("required option '--org <code>' not specified");
  });
});
