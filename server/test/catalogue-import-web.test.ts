/**
 * The catalogue importer from the librarian's browser (routes/library-admin-import.ts): an
 * upload starts a job, Status reports its progress and its summary from the database; the
 * hostile cases beside the happy ones, on PGlite and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lutimes, mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiPath,
  CATALOGUE_IMPORT_MAX_BYTES,
  type CatalogueImportStarted,
  type CatalogueImportStatus,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, bookCopy } from '../src/db/schema';
import { staffAudit } from '../src/db/tables/library-admin';
import { catalogueImportJob } from '../src/db/tables/library-admin-import';
import type { RecordSource } from '../src/importers/catalogue';
import type { ImportedRecord } from '../src/importers/catalogue/types';
import {
  HEARTBEAT_EVERY_MS,
  STALL_TIMEOUT_MS,
  claimJob,
  runCatalogueImport,
} from '../src/queries/library-admin-import';
import { UPLOAD_LEFTOVER_MS } from '../src/routes/library-admin-import-uploads';
import { DEFAULT_ZONE } from '../src/time';
import { marc21Book } from './catalogue-files';
import { openTestDatabase, testApp } from './helpers';
import { seededReader } from './circulation-fixtures';
import { DEMO2, YTKJ, openDeskWorld, type DeskWorld } from './library-admin-fixtures';
import { iso2709File } from './marc-files';
import { openPostgresTestDatabase, postgresAdminUrl } from './postgres-database';

let serial = 0;
const unique = () => `W${process.pid}x${++serial}`;

interface Upload {
  filename: string;
  content: Buffer | string;
  format?: string;
  dryrun?: boolean;
}

/** A record as a reader yields it: a title and nothing else. */
const titled = (title: string): ImportedRecord => ({
  book: {
    title,
    subtitle: null,
    parallelTitle: null,
    series: null,
    author: null,
    publisher: null,
    publishYear: null,
    isbn10: null,
    isbn13: null,
    controlNumber: null,
    priceFen: null,
    categoryCode: null,
    language: null,
    intro: null,
  },
  holdings: [],
  warnings: [],
});

/** A promise and the function that settles it. */
function signal() {
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return { settled, settle };
}

/** A multipart body as the browser's FormData sends it: the fields, then the file. */
function formData({ filename, content, format, dryrun }: Upload) {
  const boundary = `----libportal${randomUUID()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    (format ? field('format', format) : '') +
    (dryrun ? field('dryrun', 'true') : '') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function importSuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const world: DeskWorld = openDeskWorld(open);

    async function start(
      upload: Upload,
      token = world.librarian,
      lang = 'en',
      app: FastifyInstance = world.app,
    ) {
      const { payload, contentType } = formData(upload);
      const response = await app.inject({
        method: 'POST',
        url: `/api${ApiPath.catalogueImport}`,
        payload,
        headers: {
          'content-type': contentType,
          'accept-language': lang,
          authorization: `Bearer ${token}`,
        },
      });
      return { status: response.statusCode, body: response.json() };
    }

    async function status(
      jobid: string,
      token = world.librarian,
      lang = 'en',
      app: FastifyInstance = world.app,
    ) {
      const response = await app.inject({
        method: 'POST',
        url: `/api${ApiPath.catalogueImportStatus}`,
        payload: { jobid },
        headers: { 'accept-language': lang, authorization: `Bearer ${token}` },
      });
      return { status: response.statusCode, body: response.json() };
    }

    /** Polls Status until the job ends, keeping each answer (the progress seen). */
    async function finished(jobid: string, lang = 'en') {
      const seen: CatalogueImportStatus[] = [];
      for (let tries = 0; tries < 400; tries++) {
        const answer = (await status(jobid, world.librarian, lang)).body;
        expect(answer.code).toBe(0);
        seen.push(answer.data as CatalogueImportStatus);
        if (answer.data.state !== 'running') return seen;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the import did not end');
    }

    async function imported(upload: Upload, lang = 'en') {
      const started = await start(upload, world.librarian, lang);
      expect(started.body.code).toBe(0);
      const { jobid } = started.body.data as CatalogueImportStarted;
      const seen = await finished(jobid, lang);
      return { jobid, seen, last: seen.at(-1) as CatalogueImportStatus };
    }

    const books = async () =>
      (await world.db.select({ n: count() }).from(book).where(eq(book.organizationId, YTKJ)))[0]?.n;

    it('imports a MARC file: progress to the end, counts, the rejected record by position', async () => {
      const id = unique();
      const file = iso2709File([
        marc21Book(`${id}a`, { barcode: `${id}-A`, isbn: '9787020002207' }),
        {
          fields: [
            ['001', `${id}-bad`],
            ['100', '1 ', 'a', 'Nobody'],
          ],
        },
        marc21Book(`${id}b`, { barcode: `${id}-B`, isbn: '9787536692930' }),
      ]);
      const { jobid, last } = await imported({ filename: 'catalogue.mrc', content: file });
      expect(last.state).toBe('done');
      expect(last.format).toBe('iso2709/marc21');
      expect(last.records).toBe(3);
      expect(last.bytes).toBe(file.length);
      expect(last.totalBytes).toBe(file.length);
      expect(last.summary).toMatchObject({
        dryRun: false,
        imported: 2,
        updated: 0,
        unchanged: 0,
        rejected: 1,
        copiesAdded: 2,
      });
      expect(last.summary?.errors).toEqual([
        expect.objectContaining({
          record: 2,
          code: 'importUnknownFlavour',
          reason: 'no title field: neither MARC 21 245 nor UNIMARC/CNMARC 200',
        }),
      ]);
      const copies = await world.db
        .select()
        .from(bookCopy)
        .where(eq(bookCopy.barcode, `${id}-A`));
      expect(copies).toHaveLength(1);
      // Audited: who, which file, the counts.
      const [audit] = await world.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.organizationId, YTKJ), eq(staffAudit.action, 'catalogueImport')))
        .orderBy(desc(staffAudit.id))
        .limit(1);
      expect(audit?.target).toBe('catalogue.mrc');
      expect(audit?.staffReaderId).toBe((await seededReader(world.db, 'L0001', YTKJ)).id);
      expect(audit?.detail).toMatchObject({ after: { jobid, imported: 2, rejected: 1 } });
      // The same file again: nothing new, every record unchanged.
      const again = await imported({ filename: 'catalogue.mrc', content: file });
      expect(again.last.summary).toMatchObject({ imported: 0, unchanged: 2, rejected: 1 });
    });

    it('imports a CSV, its reasons in the caller’s language', async () => {
      const id = unique();
      const csv = `title,author,barcode\n${id} 小王子,圣埃克苏佩里,${id}-1\n,无题,${id}-2\n`;
      const { last } = await imported({ filename: 'books.csv', content: csv }, 'zh');
      expect(last.state).toBe('done');
      expect(last.format).toBe('csv');
      expect(last.summary).toMatchObject({ imported: 1, rejected: 1, copiesAdded: 1 });
      expect(last.summary?.errors[0]).toMatchObject({ record: 2, code: 'importNoTitle' });
      expect(last.summary?.errors[0]?.reason).toMatch(/^缺少题名/);
    });

    it('writes nothing on a dry run', async () => {
      const id = unique();
      const before = await books();
      const { last } = await imported({
        filename: 'dry.csv',
        content: `title,barcode\n${id} dry,${id}-D\n`,
        dryrun: true,
      });
      expect(last.summary).toMatchObject({ dryRun: true, imported: 1 });
      expect(last.dryrun).toBe(true);
      expect(await books()).toBe(before);
      const audits = await world.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.target, 'dry.csv'));
      expect(audits).toHaveLength(0);
    });

    it('refuses students and teachers', async () => {
      const student = (await seededReader(world.db, '20230001', YTKJ)).token;
      const teacher = (await seededReader(world.db, 'T0001', YTKJ)).token;
      for (const token of [student, teacher]) {
        const answer = await start({ filename: 'a.csv', content: 'title\nX\n' }, token);
        expect(answer.status).toBe(403);
        expect((await status(randomUUID(), token)).status).toBe(403);
      }
    });

    it('answers not found for another organisation’s job', async () => {
      const { jobid } = await imported({ filename: 'a.csv', content: `title\n${unique()}\n` });
      const answer = await status(jobid, world.demo2Librarian);
      expect(answer.body.data).toEqual({ refused: 'jobNotFound', detail: null });
      expect(answer.body.msg).toBe('No import of this library has this id');
      expect((await status(randomUUID())).body.data.refused).toBe('jobNotFound');
    });

    it('refuses a second start while an import runs, and frees a dead server’s slot', async () => {
      const staff = await seededReader(world.db, 'L0001', DEMO2);
      const row = {
        organizationId: DEMO2,
        staffReaderId: staff.id,
        fileName: 'big.mrc',
        format: 'auto',
        dryRun: false,
        state: 'running' as const,
        totalBytes: 1000,
        startedAt: new Date(world.clock),
        heartbeatAt: new Date(world.clock),
      };
      const [running] = await world.db
        .insert(catalogueImportJob)
        .values({ ...row, id: randomUUID() })
        .returning();
      const second = await start(
        { filename: 'a.csv', content: 'title\nX\n' },
        world.demo2Librarian,
        'zh',
      );
      expect(second.body.data).toEqual({ refused: 'running', detail: null });
      expect(second.body.msg).toBe('本馆已有一个编目导入正在进行，请等它结束后再导入');
      // A minute without a heartbeat: its server died. Reported failed, and the slot is free.
      world.clock += 61_000;
      const dead = await status(running?.id ?? '', world.demo2Librarian);
      expect(dead.body.data).toMatchObject({ state: 'failed' });
      expect(dead.body.data.error).toMatch(/^The import was interrupted/);
      const third = await start(
        { filename: 'a.csv', content: `title\n${unique()}\n` },
        world.demo2Librarian,
      );
      expect(third.body.code).toBe(0);
    });

    it('fails an import stuck for five minutes, stops its work and frees the slot', async () => {
      const id = unique();
      const staff = await seededReader(world.db, 'L0001', YTKJ);
      const scope = { orgId: YTKJ, staffId: staff.id, now: world.clock, zone: DEFAULT_ZONE };
      const job = {
        id: randomUUID(),
        fileName: 'stuck.mrc',
        format: 'auto',
        dryRun: false,
        totalBytes: 300,
      };
      expect(await claimJob(world.db, scope, job)).toBe('claimed');
      // A reader that yields one record, then waits (a lock, a hung disk) until woken.
      const stuck = signal();
      const woken = signal();
      const closed = signal();
      let bytes = 0;
      const source: RecordSource = {
        format: 'iso2709/marc21',
        bytesRead: () => bytes,
        async *items() {
          try {
            bytes = 100;
            yield { position: 1, record: titled(`${id} one`) };
            stuck.settle();
            await woken.settled;
            bytes = 200;
            yield { position: 2, record: titled(`${id} two`) };
          } finally {
            closed.settle();
          }
        },
      };
      const state = async () =>
        (
          await world.db.select().from(catalogueImportJob).where(eq(catalogueImportJob.id, job.id))
        )[0];
      // The heartbeat's timer is driven by hand; the app's clock is the world's.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        const run = runCatalogueImport(
          {
            db: world.db,
            now: () => world.clock,
            announce: async () => undefined,
            closing: () => false,
            warn: () => undefined,
          },
          scope,
          job,
          source,
        );
        await stuck.settled;
        // The heartbeat beats every 15 s while nothing moves: running until the fifth minute.
        for (let beat = HEARTBEAT_EVERY_MS; beat < STALL_TIMEOUT_MS; beat += HEARTBEAT_EVERY_MS) {
          world.clock += HEARTBEAT_EVERY_MS;
          await vi.advanceTimersByTimeAsync(HEARTBEAT_EVERY_MS);
        }
        expect((await state())?.state).toBe('running');
        world.clock += HEARTBEAT_EVERY_MS;
        await vi.advanceTimersByTimeAsync(HEARTBEAT_EVERY_MS);
        // Ends without waiting for the stuck reader.
        await run;
      } finally {
        vi.useRealTimers();
      }
      const en = (await status(job.id)).body.data as CatalogueImportStatus;
      expect(en).toMatchObject({ state: 'failed', records: 1, bytes: 100 });
      expect(en.error).toBe(
        'The import stalled: no new record was read for 5 minutes, so it was stopped. What was imported stays; import the file again (records already in count as unchanged)',
      );
      const zh = (await status(job.id, world.librarian, 'zh')).body.data as CatalogueImportStatus;
      expect(zh.error).toMatch(/^导入停滞：已有 5 分钟没有读到新的记录/);
      // The library's next import starts and ends.
      const next = await imported({ filename: 'next.csv', content: `title\n${id} next\n` });
      expect(next.last.state).toBe('done');
      // Woken, the stuck work stops at its next record: nothing of it is written, and the job
      // stays failed.
      woken.settle();
      await closed.settled;
      const written = await world.db
        .select({ title: book.title })
        .from(book)
        .where(and(eq(book.organizationId, YTKJ), eq(book.title, `${id} two`)));
      expect(written).toHaveLength(0);
      expect(await state()).toMatchObject({
        state: 'failed',
        error: { key: 'catalogueImportStalled' },
      });
      const [audit] = await world.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.action, 'catalogueImport'), eq(staffAudit.target, 'stuck.mrc')))
        .orderBy(desc(staffAudit.id))
        .limit(1);
      expect(audit?.detail).toMatchObject({
        after: { jobid: job.id, records: 1, failed: 'catalogueImportStalled' },
      });
    });

    it('keeps uploads in the server’s temp folder and deletes what a killed server left', async () => {
      const tempDir = await mkdtemp(join(tmpdir(), 'libportal-uploads-'));
      const root = join(tempDir, 'catalogue-import');
      const staff = await seededReader(world.db, 'L0001', YTKJ);
      const job = {
        organizationId: YTKJ,
        staffReaderId: staff.id,
        fileName: 'left.mrc',
        format: 'auto',
        dryRun: false,
        totalBytes: 1000,
        startedAt: new Date(world.clock),
        heartbeatAt: new Date(world.clock),
      };
      const live = randomUUID();
      const done = randomUUID();
      const orphan = randomUUID();
      const arriving = randomUUID();
      await world.db.insert(catalogueImportJob).values([
        { ...job, id: live, state: 'running' },
        { ...job, id: done, state: 'done' },
      ]);
      // Folders of a running job, a finished one, none (killed mid-upload) and an upload still
      // arriving; a stray file; a link to a folder outside, which must survive.
      const hoursAgo = new Date(Date.now() - UPLOAD_LEFTOVER_MS - 60_000);
      for (const name of [live, done, orphan, arriving]) {
        await mkdir(join(root, name), { recursive: true });
        await writeFile(join(root, name, 'upload.mrc'), 'x');
        if (name !== arriving) await utimes(join(root, name), hoursAgo, hoursAgo);
      }
      await writeFile(join(root, 'stray'), 'x');
      await utimes(join(root, 'stray'), hoursAgo, hoursAgo);
      await mkdir(join(tempDir, 'outside'));
      await writeFile(join(tempDir, 'outside', 'keep'), 'x');
      await symlink(join(tempDir, 'outside'), join(root, 'link'));
      await lutimes(join(root, 'link'), hoursAgo, hoursAgo);
      let app: FastifyInstance | undefined;
      try {
        // Start-up: what belongs to no running job and is old enough goes.
        app = await testApp(world.handle, { now: () => world.clock, tempDir });
        expect((await readdir(root)).sort()).toEqual([arriving, live].sort());
        expect(existsSync(join(tempDir, 'outside', 'keep'))).toBe(true);
        // The running job's server stops: a minute without a heartbeat, it is marked
        // interrupted and its upload goes.
        world.clock += 61_000;
        const dead = await status(live, world.librarian, 'en', app);
        expect(dead.body.data).toMatchObject({ state: 'failed' });
        expect(await readdir(root)).toEqual([arriving]);
        // An upload of this server goes there, and is deleted once imported.
        const started = await start(
          { filename: 'here.csv', content: `title\n${unique()} here\n` },
          world.librarian,
          'en',
          app,
        );
        expect(started.body.code).toBe(0);
        const { jobid } = started.body.data as CatalogueImportStarted;
        expect((await finished(jobid)).at(-1)?.state).toBe('done');
        await vi.waitFor(() => expect(existsSync(join(root, jobid))).toBe(false));
        expect(await readdir(root)).toEqual([arriving]);
      } finally {
        await app?.close();
        await rm(tempDir, { recursive: true, force: true });
      }
    });

    it('refuses an oversized file, an unknown format and no file', async () => {
      const big = await start({
        filename: 'big.csv',
        content: Buffer.alloc(CATALOGUE_IMPORT_MAX_BYTES + 1, 'a'),
      });
      expect(big.body.data).toEqual({ refused: 'tooLarge', detail: '50' });
      expect(big.body.msg).toMatch(/^The file is too large \(at most 50 MB\)/);
      const named = await start({ filename: 'a.csv', content: 'title\nX\n', format: 'pdf' });
      expect(named.body.data).toEqual({ refused: 'badFormat', detail: 'pdf' });
      const told = await start({ filename: 'a.bin', content: Buffer.from([0, 1, 2, 3, 4]) });
      expect(told.body.data.refused).toBe('unreadable');
      expect(told.body.msg).toMatch(/^Cannot tell the format/);
      const none = await world.app.inject({
        method: 'POST',
        url: `/api${ApiPath.catalogueImport}`,
        payload: {},
        headers: { authorization: `Bearer ${world.librarian}` },
      });
      expect(none.json().data.refused).toBe('missing');
      // Nothing of the refused uploads is left running or recorded.
      const jobs = await world.db
        .select()
        .from(catalogueImportJob)
        .where(eq(catalogueImportJob.fileName, 'big.csv'));
      expect(jobs).toHaveLength(0);
    });
  });
}

importSuite('catalogue import from the browser (PGlite)', () => openTestDatabase());
describe.skipIf(!postgresAdminUrl)('PostgreSQL', () => {
  importSuite('catalogue import from the browser (PostgreSQL)', () => openPostgresTestDatabase());
});
