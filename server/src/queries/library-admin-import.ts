/**
 * The catalogue import jobs of the librarian's browser (catalogue_import_job): claiming the
 * organisation's one running slot, writing progress and the end, and reading a job back for
 * Status on whichever server the poll reaches. The import itself is importers/catalogue, the
 * same as `libportal import catalogue`; runCatalogueImport drives it on this server.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueImportJob } from '../db/tables/library-admin-import';
import { importCatalogue, type ImportSummary, type RecordSource } from '../importers/catalogue';
import { writeAudit } from './library-admin/audit';
import type { DeskScope } from './library-admin/common';

/** A running job whose heartbeat is older than this belongs to a server that stopped. */
export const HEARTBEAT_TIMEOUT_MS = 60_000;
/** Progress is written at most this often: a poll every ~700 ms sees it move. */
export const PROGRESS_EVERY_MS = 500;
/** A live job touches its heartbeat this often even while a batch is slow to commit. */
const HEARTBEAT_EVERY_MS = 15_000;
/** Running servers are told of new titles at most once a second, and at the end (as the CLI). */
const ANNOUNCE_EVERY_MS = 1000;

export type JobRow = typeof catalogueImportJob.$inferSelect;
export type JobError = NonNullable<JobRow['error']>;

/** What failed a job that its server did not finish. */
export const INTERRUPTED: JobError = { key: 'catalogueImportInterrupted' };

/**
 * Marks the organisation's running jobs whose server stopped (no heartbeat for a minute) as
 * failed, so they are reported as such and free the organisation's slot.
 */
export async function expireStaleJobs(db: Database, orgId: number, now: number): Promise<void> {
  await db
    .update(catalogueImportJob)
    .set({ state: 'failed', error: INTERRUPTED, finishedAt: new Date(now) })
    .where(
      and(
        eq(catalogueImportJob.organizationId, orgId),
        eq(catalogueImportJob.state, 'running'),
        lt(catalogueImportJob.heartbeatAt, new Date(now - HEARTBEAT_TIMEOUT_MS)),
      ),
    );
}

export interface NewJob {
  id: string;
  fileName: string;
  format: string;
  dryRun: boolean;
  totalBytes: number;
}

/**
 * The organisation's running slot for a new job, or `running` when another import holds it.
 * The partial unique index on running jobs decides, on every server at once: the insert that
 * loses meets the conflict and inserts nothing.
 */
export async function claimJob(
  db: Database,
  scope: DeskScope,
  job: NewJob,
): Promise<'claimed' | 'running'> {
  await expireStaleJobs(db, scope.orgId, scope.now);
  const now = new Date(scope.now);
  const inserted = await db
    .insert(catalogueImportJob)
    .values({
      ...job,
      organizationId: scope.orgId,
      staffReaderId: scope.staffId,
      state: 'running',
      startedAt: now,
      heartbeatAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: catalogueImportJob.id });
  return inserted.length > 0 ? 'claimed' : 'running';
}

/** Whether the organisation has a running import (a cheap check before taking an upload). */
export async function hasRunningJob(db: Database, orgId: number, now: number): Promise<boolean> {
  await expireStaleJobs(db, orgId, now);
  const rows = await db
    .select({ id: catalogueImportJob.id })
    .from(catalogueImportJob)
    .where(
      and(eq(catalogueImportJob.organizationId, orgId), eq(catalogueImportJob.state, 'running')),
    )
    .limit(1);
  return rows.length > 0;
}

/** The organisation's job, or undefined (another organisation's job is not found). */
export async function jobOf(
  db: Database,
  orgId: number,
  id: string,
  now: number,
): Promise<JobRow | undefined> {
  const find = async () =>
    (
      await db
        .select()
        .from(catalogueImportJob)
        .where(and(eq(catalogueImportJob.id, id), eq(catalogueImportJob.organizationId, orgId)))
    )[0];
  const row = await find();
  if (row?.state === 'running' && row.heartbeatAt.getTime() < now - HEARTBEAT_TIMEOUT_MS) {
    await expireStaleJobs(db, orgId, now);
    return find();
  }
  return row;
}

export interface RunDeps {
  db: Database;
  now: () => number;
  /** Tells every server's search caches that the organisation's catalogue changed. */
  announce: (orgId: number) => Promise<void>;
  /** True once this server is closing: the job stops at its next record, failed. */
  closing: () => boolean;
  warn: (message: string, error: unknown) => void;
}

class Closing extends Error {}

/**
 * Runs the import of a claimed job to its end: progress written every PROGRESS_EVERY_MS, the
 * summary (with message keys; Status translates them) and one audit row at the end, in one
 * transaction. A dry run writes no audit row: it changed nothing. Never throws.
 */
export async function runCatalogueImport(
  deps: RunDeps,
  scope: DeskScope,
  job: NewJob,
  source: RecordSource,
): Promise<void> {
  const { db } = deps;
  const where = eq(catalogueImportJob.id, job.id);
  let seen = { records: 0, bytes: 0 };
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const write = (values: Partial<JobRow>) => {
    writing = writing
      .then(() =>
        db
          .update(catalogueImportJob)
          .set({ ...values, heartbeatAt: new Date(deps.now()) })
          .where(and(where, eq(catalogueImportJob.state, 'running'))),
      )
      .catch((error: unknown) => deps.warn('catalogue import progress not written', error));
  };
  const heartbeat = setInterval(() => write({}), HEARTBEAT_EVERY_MS);
  let lastAnnounce = 0;
  let owed = false;
  const announce = async () => {
    owed = false;
    lastAnnounce = Date.now();
    try {
      await deps.announce(scope.orgId);
    } catch (error) {
      // The import stands; servers see the titles when their caches expire (a minute or so).
      deps.warn('running servers were not told of the imported titles', error);
    }
  };

  let summary: ImportSummary | undefined;
  let failure: JobError | undefined;
  try {
    summary = await importCatalogue({
      db,
      orgId: scope.orgId,
      source,
      dryRun: job.dryRun,
      onProgress: (progress) => {
        if (deps.closing()) throw new Closing();
        seen = progress;
        if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = Date.now();
        write({ records: progress.records, bytes: progress.bytes });
      },
      onCatalogueChanged: async () => {
        owed = true;
        if (Date.now() - lastAnnounce >= ANNOUNCE_EVERY_MS) await announce();
      },
    });
  } catch (error) {
    if (!(error instanceof Closing)) deps.warn('catalogue import failed', error);
    failure =
      error instanceof Closing
        ? INTERRUPTED
        : {
            key: 'catalogueImportFailed',
            params: { detail: error instanceof Error ? error.message.slice(0, 200) : '' },
          };
  } finally {
    clearInterval(heartbeat);
    if (owed) await announce();
  }
  await writing;

  const end = new Date(deps.now());
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(catalogueImportJob)
        .set({
          state: summary ? 'done' : 'failed',
          records: seen.records,
          bytes: summary ? job.totalBytes : seen.bytes,
          ...(summary
            ? { summary: summary as unknown as Record<string, unknown>, format: summary.format }
            : { error: failure ?? null }),
          heartbeatAt: end,
          finishedAt: end,
        })
        .where(where);
      if (job.dryRun) return;
      await writeAudit(tx, { ...scope, now: end.getTime() }, 'catalogueImport', job.fileName, {
        after: {
          jobid: job.id,
          format: summary?.format ?? job.format,
          records: seen.records,
          ...(summary
            ? {
                imported: summary.imported,
                updated: summary.updated,
                unchanged: summary.unchanged,
                rejected: summary.rejected,
                copiesAdded: summary.copiesAdded,
                copiesUpdated: summary.copiesUpdated,
                locationsCreated: summary.locationsCreated,
              }
            : { failed: failure?.key ?? 'catalogueImportFailed' }),
        },
      });
    });
  } catch (error) {
    // The database went away as the job ended: the heartbeat stops, and the job is reported
    // interrupted a minute later.
    deps.warn('catalogue import end not written', error);
  }
}
