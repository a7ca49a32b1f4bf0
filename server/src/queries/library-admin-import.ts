/**
 * The catalogue import jobs of the librarian's browser (catalogue_import_job): claiming the
 * organisation's one running slot, writing progress and the end, and reading a job back for
 * Status on whichever server the poll reaches. The import itself is importers/catalogue, the
 * same as `libportal import catalogue`; runCatalogueImport drives it on this server.
 */
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueImportJob } from '../db/tables/library-admin-import';
import { importCatalogue, type ImportSummary, type RecordSource } from '../importers/catalogue';
import { writeAudit } from './library-admin/audit';
import type { DeskScope } from './library-admin/common';

/** A running job whose heartbeat is older than this belongs to a server that stopped. */
export const HEARTBEAT_TIMEOUT_MS = 60_000;
/** Progress is written at most this often: a poll every ~700 ms sees it move. */
export const PROGRESS_EVERY_MS = 500;
/**
 * A live job touches its heartbeat this often even while a batch is slow to commit; each beat
 * also checks that the job still moves (STALL_TIMEOUT_MS).
 */
export const HEARTBEAT_EVERY_MS = 15_000;
/**
 * A job whose records read have not moved for this long is stuck, and fails ("stalled"),
 * freeing the organisation's slot. A record is parsed in microseconds and a batch of BATCH_RECORDS
 * commits in well under a second, so five minutes without one more record is no slow file but
 * work waiting for something that will not come (a lock never released, a hung connection or
 * disk) while the heartbeat, on a timer of its own, keeps the job "running" for ever.
 */
export const STALL_TIMEOUT_MS = 5 * 60_000;
/** Running servers are told of new titles at most once a second, and at the end (as the CLI). */
const ANNOUNCE_EVERY_MS = 1000;

export type JobRow = typeof catalogueImportJob.$inferSelect;
export type JobError = NonNullable<JobRow['error']>;

/** What failed a job that its server did not finish. */
export const INTERRUPTED: JobError = { key: 'catalogueImportInterrupted' };
/** What failed a job whose progress stopped for STALL_TIMEOUT_MS. */
export const STALLED: JobError = {
  key: 'catalogueImportStalled',
  params: { minutes: String(STALL_TIMEOUT_MS / 60_000) },
};

/** Told the ids of jobs just marked interrupted (their uploads can go). */
export type OnExpired = (ids: string[]) => Promise<void>;

/**
 * Marks the organisation's running jobs whose server stopped (no heartbeat for a minute) as
 * failed, so they are reported as such and free the organisation's slot.
 */
export async function expireStaleJobs(
  db: Database,
  orgId: number,
  now: number,
  onExpired?: OnExpired,
): Promise<void> {
  const expired = await db
    .update(catalogueImportJob)
    .set({ state: 'failed', error: INTERRUPTED, finishedAt: new Date(now) })
    .where(
      and(
        eq(catalogueImportJob.organizationId, orgId),
        eq(catalogueImportJob.state, 'running'),
        lt(catalogueImportJob.heartbeatAt, new Date(now - HEARTBEAT_TIMEOUT_MS)),
      ),
    )
    .returning({ id: catalogueImportJob.id });
  if (expired.length > 0) await onExpired?.(expired.map((row) => row.id));
}

/** Which of these job ids (any organisation) are running with a live heartbeat. */
export async function liveJobIds(
  db: Database,
  ids: readonly string[],
  now: number,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: catalogueImportJob.id })
    .from(catalogueImportJob)
    .where(
      and(
        inArray(catalogueImportJob.id, [...ids]),
        eq(catalogueImportJob.state, 'running'),
        gte(catalogueImportJob.heartbeatAt, new Date(now - HEARTBEAT_TIMEOUT_MS)),
      ),
    );
  return new Set(rows.map((row) => row.id));
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
  onExpired?: OnExpired,
): Promise<'claimed' | 'running'> {
  await expireStaleJobs(db, scope.orgId, scope.now, onExpired);
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
export async function hasRunningJob(
  db: Database,
  orgId: number,
  now: number,
  onExpired?: OnExpired,
): Promise<boolean> {
  await expireStaleJobs(db, orgId, now, onExpired);
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
  onExpired?: OnExpired,
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
    await expireStaleJobs(db, orgId, now, onExpired);
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
class Stalled extends Error {}

/**
 * Runs the import of a claimed job to its end: progress written every PROGRESS_EVERY_MS, the
 * summary (with message keys; Status translates them) and one audit row at the end, in one
 * transaction. A dry run writes no audit row: it changed nothing. Never throws.
 *
 * A job whose progress has not moved for STALL_TIMEOUT_MS (checked at each heartbeat) ends
 * failed, "stalled", at once, without waiting for the stuck work: that is aborted, and stops
 * at its next record or batch if it ever wakes. A server closing does the same ("interrupted").
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
  const stop = new AbortController();
  let movedAt = deps.now();
  const heartbeat = setInterval(() => {
    if (deps.now() - movedAt >= STALL_TIMEOUT_MS) stop.abort(new Stalled());
    else if (deps.closing()) stop.abort(new Closing());
    else write({});
  }, HEARTBEAT_EVERY_MS);
  const stopped = new Promise<never>((_resolve, reject) => {
    stop.signal.addEventListener('abort', () => reject(stop.signal.reason as Error), {
      once: true,
    });
  });
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
    const work = importCatalogue({
      db,
      orgId: scope.orgId,
      source,
      dryRun: job.dryRun,
      signal: stop.signal,
      onProgress: (progress) => {
        if (deps.closing()) throw new Closing();
        if (progress.records !== seen.records || progress.bytes !== seen.bytes) {
          movedAt = deps.now();
        }
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
    // Work aborted while stuck rejects when (if) it wakes: expected, and already reported.
    void work.catch(() => undefined);
    summary = await Promise.race([work, stopped]);
  } catch (error) {
    if (!(error instanceof Closing || error instanceof Stalled)) {
      deps.warn('catalogue import failed', error);
    }
    failure =
      error instanceof Closing
        ? INTERRUPTED
        : error instanceof Stalled
          ? STALLED
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
