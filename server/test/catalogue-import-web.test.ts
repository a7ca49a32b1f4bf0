/**
 * The catalogue importer from the librarian's browser (routes/library-admin-import.ts): an
 * upload starts a job, Status reports its progress and its summary from the database; the
 * hostile cases beside the happy ones, on PGlite and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
import { marc21Book } from './catalogue-files';
import { openTestDatabase } from './helpers';
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

    async function start(upload: Upload, token = world.librarian, lang = 'en') {
      const { payload, contentType } = formData(upload);
      const response = await world.app.inject({
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

    async function status(jobid: string, token = world.librarian, lang = 'en') {
      const response = await world.app.inject({
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
