/**
 * Importing a large MARC catalogue (target: 100,000 records in at most 2 minutes, memory flat):
 * a generated ISO 2709 file — half CNMARC (Chinese, UTF-8, 905 holdings), half MARC 21 (852
 * holdings), one or two copies each over a dozen locations — imported into a fresh database by
 * the importer module as `libportal import catalogue` runs it, then imported again (every
 * record unchanged). Each import runs in a process of its own, so its peak RSS
 * (process.resourceUsage().maxRSS) is the importer's alone; RSS is also sampled every tenth of
 * the file, which shows whether memory grows with the file.
 *
 *   npx tsx bench/catalogue-import.ts [--import-records 100000] [--db pglite|postgres]
 *
 * PostgreSQL when --db postgres, or when no --db is given and BENCH_DATABASE_URL or
 * DATABASE_URL is set (TEST_DATABASE_URL also serves): a scratch database is created beside the
 * one it names and dropped after. Otherwise PGlite in a temporary directory.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client';
import { organization } from '../server/src/db/schema';
import { importCatalogue, openSource } from '../server/src/importers/catalogue';
import { iso2709Record, UNIMARC_LEADER, type TestRecord } from '../server/test/marc-files';

export interface CatalogueImportOptions {
  records: number;
  kind: 'pglite' | 'postgres';
}

const adminUrl = () =>
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

export function catalogueImportOptions(argv: string[]): CatalogueImportOptions {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const records = Number(value('import-records') ?? 100_000);
  if (!Number.isSafeInteger(records) || records < 1) throw new Error('--import-records: a count');
  const db = value('db');
  const named = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const kind = db === 'postgres' || db === 'pglite' ? db : named ? 'postgres' : 'pglite';
  return { records, kind };
}

const LOCATIONS = ['一楼借阅区', '二楼书库', '少儿阅览室', '期刊室', '教师资料室', 'Reference'];
const AUTHORS = ['曹雪芹', '鲁迅', '老舍', '巴金', '沈从文', '钱钟书', '余华', '莫言'];
const WORDS = ['春', '夏', '秋', '冬', '山', '河', '城', '梦', '星', '海', '风', '雨', '灯', '桥'];

function isbn13(n: number): string {
  const body = `97875${String(n).padStart(7, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function record(n: number): TestRecord {
  const title = `${WORDS[n % WORDS.length]}${WORDS[(n * 7) % WORDS.length]}之${n}`;
  const copies = 1 + (n % 2);
  const location = LOCATIONS[n % LOCATIONS.length] as string;
  if (n % 2 === 0) {
    return {
      leader: `${UNIMARC_LEADER.slice(0, 9)}a${UNIMARC_LEADER.slice(10)}`,
      fields: [
        ['001', `bench-cn-${n}`],
        ['010', '  ', 'a', isbn13(n), 'd', `CNY${(20 + (n % 80)).toFixed(2)}`],
        ['101', '0 ', 'a', 'chi'],
        ['200', '1 ', 'a', title, 'f', `${AUTHORS[n % AUTHORS.length]}著`],
        ['210', '  ', 'a', '北京', 'c', '人民文学出版社', 'd', String(1950 + (n % 75))],
        ['690', '  ', 'a', `I24${n % 8}.${n % 10}`],
        ['701', ' 0', 'a', AUTHORS[n % AUTHORS.length] as string, '4', '著'],
        ...Array.from({ length: copies }, (_, c): TestRecord['fields'][number] => [
          '905',
          '  ',
          'b',
          `BC${n}-${c}`,
          'c',
          location,
          'd',
          `I24${n % 8}`,
          'e',
          String(n % 500),
        ]),
      ],
    };
  }
  return {
    fields: [
      ['001', `bench-m21-${n}`],
      ['003', 'BENCH'],
      ['020', '  ', 'a', isbn13(n)],
      ['100', '1 ', 'a', `Author ${n % 977},`],
      ['245', '10', 'a', `Collected stories volume ${n} /`, 'c', `by Author ${n % 977}.`],
      ['264', ' 1', 'a', 'New York :', 'b', 'Penguin,', 'c', String(1950 + (n % 75))],
      ...Array.from({ length: copies }, (_, c): TestRecord['fields'][number] => [
        '852',
        '  ',
        'c',
        location,
        'h',
        `823.${n % 1000}`,
        'p',
        `BM${n}-${c}`,
      ]),
    ],
  };
}

/** Writes the file a thousand records at a time (the generator's memory stays small too). */
export function writeCatalogue(path: string, records: number): number {
  const fd = openSync(path, 'w');
  try {
    for (let start = 0; start < records; start += 1000) {
      const chunk: Buffer[] = [];
      for (let n = start; n < Math.min(records, start + 1000); n++)
        chunk.push(iso2709Record(record(n)));
      writeSync(fd, Buffer.concat(chunk));
    }
  } finally {
    closeSync(fd);
  }
  return statSync(path).size;
}

interface ChildResult {
  seconds: number;
  records: number;
  maxRssMb: number;
  rssMb: number[];
  heapMb: number[];
  summary: Record<string, unknown>;
}

const mb = (bytes: number) => Math.round(bytes / 1024 ** 2);

/** In the child: one import of the file, its figures as JSON on stdout's last line. */
async function runChild(argv: string[]) {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? (argv[at + 1] ?? '') : undefined;
  };
  const databaseUrl = value('database-url');
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: value('data-dir') });
  const file = value('file') ?? '';
  const size = statSync(file).size;
  const rssMb: number[] = [];
  const heapMb: number[] = [];
  let nextTenth = 1;
  const started = performance.now();
  const summary = await importCatalogue({
    db: handle.db,
    orgId: Number(value('org')),
    source: await openSource(file, 'auto'),
    onProgress: ({ bytes }) => {
      if (bytes >= (size * nextTenth) / 10) {
        rssMb.push(mb(process.memoryUsage.rss()));
        heapMb.push(mb(process.memoryUsage().heapUsed));
        nextTenth++;
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  await handle.close();
  const { errors, warnings, ...counts } = summary;
  const result: ChildResult = {
    seconds,
    records: counts.imported + counts.updated + counts.unchanged + counts.rejected,
    // Linux reports maxRSS in kilobytes.
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    rssMb,
    heapMb,
    summary: { ...counts, firstError: errors[0], firstWarning: warnings[0] },
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function importInChild(args: string[]): ChildResult {
  const script = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, ['--import', 'tsx', script, '--child', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`import failed:\n${child.stderr}`);
  const lines = child.stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? '{}') as ChildResult;
}

async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = adminUrl();
  if (!admin)
    throw new Error('PostgreSQL needs BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL');
  const name = `libportal_import_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

function report(label: string, result: ChildResult) {
  const rate = Math.round(result.records / result.seconds);
  const rss = result.rssMb;
  console.log(
    `  ${label}: ${result.records.toLocaleString('en')} records in ${result.seconds.toFixed(1)} s ` +
      `(${rate.toLocaleString('en')} records/s), peak RSS ${result.maxRssMb} MB`,
  );
  console.log(
    `    RSS by tenth of the file: ${rss.join(' → ')} MB; heap used: ${result.heapMb.join(' → ')} MB`,
  );
  console.log(`    ${JSON.stringify(result.summary)}`);
}

export async function benchCatalogueImport(options: CatalogueImportOptions): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'libportal-import-bench-'));
  const postgres = options.kind === 'postgres' ? await scratchPostgres() : undefined;
  try {
    const where = postgres ? { databaseUrl: postgres.url } : { dataDir: dir };
    const handle = await openDatabase(where);
    await handle.migrate();
    const [org] = await handle.db
      .insert(organization)
      .values({ orgcode: 'BENCH', name: '基准学校图书馆' })
      .returning({ id: organization.id });
    await handle.close();

    const file = join(dir, 'catalogue.mrc');
    const generated = performance.now();
    const bytes = writeCatalogue(file, options.records);
    console.log(
      `\ncatalogue import (${postgres ? 'PostgreSQL' : 'PGlite'}): ${options.records.toLocaleString('en')} ` +
        `MARC records, ${mb(bytes)} MB (generated in ${((performance.now() - generated) / 1000).toFixed(1)} s); ` +
        'target: 100,000 in at most 120 s, memory flat',
    );
    const args = [
      '--file',
      file,
      '--org',
      String(org?.id),
      ...(postgres ? ['--database-url', postgres.url] : ['--data-dir', dir]),
    ];
    report('first import', importInChild(args));
    report('re-import (unchanged)', importInChild(args));
  } finally {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  if (argv.includes('--child')) await runChild(argv);
  else await benchCatalogueImport(catalogueImportOptions(argv));
}
