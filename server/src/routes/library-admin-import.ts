/**
 * The catalogue importer from the librarian's browser (docs/import.md, "From the browser"):
 * the upload is kept in the server's temporary folder (library-admin-import-uploads.ts), the
 * import runs in the background on this server through the importer `libportal import
 * catalogue` uses, and the page polls Status, which any server answers from
 * catalogue_import_job. Staff only (librarian, admin), each call inside the member's
 * organisation; one running import per organisation.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPath,
  CATALOGUE_IMPORT_FIELD,
  CATALOGUE_IMPORT_FORMATS,
  CATALOGUE_IMPORT_MAX_BYTES,
  ResultCode,
  type CatalogueImportFormat,
  type CatalogueImportRefusal,
  type CatalogueImportRefusalDetail,
  type CatalogueImportStarted,
  type CatalogueImportStatus,
  type Envelope,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { requestLang, translate, type Lang, type MessageKey } from '../http/messages';
import {
  ImportFileError,
  openSource,
  type ImportFormat,
  type ImportSummary,
  type Problem,
  reportedSummary,
} from '../importers/catalogue';
import {
  claimJob,
  hasRunningJob,
  jobOf,
  liveJobIds,
  runCatalogueImport,
  type JobRow,
} from '../queries/library-admin-import';
import { announceCatalogueChange } from '../search/invalidation';
import { CatalogueUploads } from './library-admin-import-uploads';
import { readerWriteLimit } from './rate-limit';
import { staffScope } from './scope';

/**
 * The page's formats are the importer's, both ways: `Agree` is never (and FORMATS a type
 * error) when one list gains a format the other lacks.
 */
type Agree = [ImportFormat] extends [CatalogueImportFormat]
  ? [CatalogueImportFormat] extends [ImportFormat]
    ? ImportFormat
    : never
  : never;
const FORMATS: readonly Agree[] = CATALOGUE_IMPORT_FORMATS;

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const StatusBody = Type.Object({ jobid: Type.String({ pattern: UUID }) });

const refusalKeys = {
  missing: 'catalogueImportMissing',
  tooLarge: 'catalogueImportTooLarge',
  badFormat: 'catalogueImportBadFormat',
  unreadable: 'catalogueImportUnknownFormat',
  running: 'catalogueImportRunning',
  jobNotFound: 'catalogueImportJobNotFound',
} as const satisfies Record<CatalogueImportRefusal, MessageKey>;

/** Code 10158 with the translated message, and the refusal in `data` for the panel. */
function refused(
  request: FastifyRequest,
  refusal: CatalogueImportRefusal,
  params: Record<string, string> = {},
  message?: string,
): Envelope<CatalogueImportRefusalDetail> {
  return {
    code: ResultCode.businessError,
    msg: message ?? translate(requestLang(request), refusalKeys[refusal], params),
    data: { refused: refusal, detail: params.max ?? params.format ?? null },
  };
}

const isFormat = (value: string): value is Agree => (FORMATS as readonly string[]).includes(value);

type Upload =
  | { path: string; name: string; size: number; format: string; dryRun: boolean }
  | { refused: 'missing' | 'tooLarge' };

/**
 * The upload's file, streamed to `dir` (never held whole in memory), and its fields. The file
 * keeps its extension: `auto` reads a `.csv` name as CSV when the bytes do not tell.
 */
async function receive(request: FastifyRequest, dir: string): Promise<Upload> {
  if (!request.isMultipart()) return { refused: 'missing' };
  const fields: Record<string, string> = {};
  let file: { path: string; name: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === CATALOGUE_IMPORT_FIELD && !file) {
        const ext = extname(part.filename).toLowerCase();
        const path = join(dir, `upload${/^\.[a-z0-9]{1,8}$/.test(ext) ? ext : ''}`);
        await pipeline(part.file, createWriteStream(path));
        // Past the limit the stream is cut, not failed: truncated is the only sure sign.
        if (part.file.truncated) return { refused: 'tooLarge' };
        file = { path, name: part.filename.slice(0, 200) || 'upload' };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { refused: code === 'FST_REQ_FILE_TOO_LARGE' ? 'tooLarge' : 'missing' };
  }
  if (!file) return { refused: 'missing' };
  return {
    ...file,
    size: (await stat(file.path)).size,
    format: (fields.format ?? 'auto').trim() || 'auto',
    dryRun: fields.dryrun === 'true' || fields.dryrun === '1',
  };
}

const reasonOf = (lang: Lang, problem: Problem) =>
  translate(lang, problem.key as MessageKey, problem.params);

function statusOf(lang: Lang, job: JobRow): CatalogueImportStatus {
  return {
    jobid: job.id,
    state: job.state,
    filename: job.fileName,
    format: job.format,
    dryrun: job.dryRun,
    records: job.records,
    bytes: job.bytes,
    totalBytes: job.totalBytes,
    ...(job.summary
      ? {
          summary: reportedSummary(job.summary as unknown as ImportSummary, (problem) =>
            reasonOf(lang, problem),
          ),
        }
      : {}),
    ...(job.error
      ? { error: translate(lang, job.error.key as MessageKey, job.error.params ?? {}) }
      : {}),
    startedtime: job.startedAt.toISOString(),
    finishedtime: job.finishedAt?.toISOString() ?? null,
  };
}

export const libraryAdminImportRoutes: RoutePlugin = async (app, { ctx }) => {
  // Multipart for this plugin's routes only (Import): every other route still answers 415.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: CATALOGUE_IMPORT_MAX_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 64,
      parts: 5,
      headerPairs: 32,
    },
  });
  const staffOnly = requireRole('librarian', 'admin');
  /** The imports this server runs: stopped (failed, "interrupted") when the app closes. */
  const running = new Set<Promise<void>>();
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    await Promise.all(running);
  });

  const scopeOf = (request: FastifyRequest) => staffScope(ctx, request);

  const uploads = new CatalogueUploads(ctx.tempDir);
  /** A job marked interrupted ran on a server that stopped: its upload, if here, can go. */
  const removeUploads = (ids: string[]) => uploads.remove(ids);
  /** What killed servers left (uploads of no running job): at start-up and before each upload. */
  const sweepUploads = async () => {
    try {
      await uploads.sweep((ids) => liveJobIds(ctx.db, ids, ctx.now()));
    } catch (error) {
      app.log.warn({ err: error }, 'leftover catalogue uploads not deleted');
    }
  };
  await uploads
    .prepare()
    .catch((error: unknown) =>
      app.log.warn(
        { err: error },
        `catalogue uploads cannot be kept in ${uploads.root}: set DATA_DIR to a folder the server may write`,
      ),
    );
  await sweepUploads();

  app.post(
    ApiPath.catalogueImport,
    { preHandler: [staffOnly, readerWriteLimit(ctx, 'staffChanges')] },
    async (request): Promise<Envelope<CatalogueImportStarted | CatalogueImportRefusalDetail>> => {
      const scope = await scopeOf(request);
      // Before taking the bytes: a second start is refused without storing its file.
      if (await hasRunningJob(ctx.db, scope.orgId, scope.now, removeUploads)) {
        return refused(request, 'running');
      }
      await sweepUploads();
      // The folder is named by the job's id, so a sweep tells a running job's file.
      const id = randomUUID();
      const dir = await uploads.create(id);
      let handedOver = false;
      try {
        const upload = await receive(request, dir);
        if ('refused' in upload) {
          const max = String(CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024);
          return refused(request, upload.refused, upload.refused === 'tooLarge' ? { max } : {});
        }
        if (!isFormat(upload.format)) {
          return refused(request, 'badFormat', { format: upload.format.slice(0, 32) });
        }
        let source;
        try {
          source = await openSource(upload.path, upload.format);
        } catch (error) {
          if (!(error instanceof ImportFileError)) throw error;
          const { problem } = error;
          // "Cannot tell the format" names the page's list, not the CLI's --format.
          const message =
            problem.key === 'importUnknownFormat'
              ? undefined
              : reasonOf(requestLang(request), problem);
          return refused(request, 'unreadable', {}, message);
        }
        const job = {
          id,
          fileName: upload.name,
          format: upload.format,
          dryRun: upload.dryRun,
          totalBytes: upload.size,
        };
        if ((await claimJob(ctx.db, scope, job, removeUploads)) === 'running') {
          return refused(request, 'running');
        }
        const run = runCatalogueImport(
          {
            db: ctx.db,
            now: ctx.now,
            announce: (orgId) => announceCatalogueChange({ shared: ctx.shared, db: ctx.db }, orgId),
            closing: () => closing,
            warn: (message, error) => request.log.warn({ err: error }, message),
          },
          scope,
          job,
          source,
        ).finally(() => uploads.remove([id]));
        handedOver = true;
        running.add(run);
        void run.finally(() => running.delete(run));
        return ok(request, { jobid: job.id });
      } finally {
        if (!handedOver) await uploads.remove([id]);
      }
    },
  );

  app.post(
    ApiPath.catalogueImportStatus,
    { schema: { body: StatusBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<CatalogueImportStatus | CatalogueImportRefusalDetail>> => {
      const { orgId } = authOf(request);
      const job = await jobOf(ctx.db, orgId, request.body.jobid, ctx.now(), removeUploads);
      if (!job) return refused(request, 'jobNotFound');
      return ok(request, statusOf(requestLang(request), job));
    },
  );
};
