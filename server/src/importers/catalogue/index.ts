/**
 * The catalogue importer, one module for `libportal import catalogue` and the librarian's
 * workspace: a file's records (any reader: detect.ts) go to the organisation's catalogue in
 * batches, each in its own transaction (batch.ts), reading a record at a time so memory stays
 * flat. Every record ends counted — imported, updated, unchanged or rejected with its position
 * and reason — and none is dropped silently (docs/import.md).
 */
import type { Database } from '../../db/client';
import { importBatch, type BatchContext } from './batch';
import { BATCH_RECORDS, MAX_LISTED_PROBLEMS } from './limits';
import { Locations } from './locations';
import { CatalogueIndex, type Outcome } from './plan';
import {
  ImportFileError,
  type ImportedRecord,
  type Problem,
  type RecordSource,
  type SourceItem,
} from './types';

export { openSource, IMPORT_FORMATS, type ImportFormat } from './detect';
export { ImportFileError, type Problem, type RecordSource } from './types';
export { reportedSummary } from './report';

/** A refusal or warning, with the record's position in the file (from 1). */
export interface ListedProblem extends Problem {
  record: number;
  at?: string;
}

export interface ImportSummary {
  /** The container and flavours read, e.g. "iso2709/cnmarc". */
  format: string;
  dryRun: boolean;
  imported: number;
  updated: number;
  unchanged: number;
  rejected: number;
  copiesAdded: number;
  copiesUpdated: number;
  locationsCreated: number;
  /** The first MAX_LISTED_PROBLEMS refusals (`rejected` counts them all). */
  errors: ListedProblem[];
  warningCount: number;
  warnings: ListedProblem[];
  /** What stopped the file early (the records before it were imported). */
  stopped?: Problem;
}

export interface ImportProgress {
  records: number;
  bytes: number;
}

export interface ImportOptions {
  db: Database;
  orgId: number;
  source: RecordSource;
  dryRun?: boolean;
  batchRecords?: number;
  onProgress?: (progress: ImportProgress) => void;
  /**
   * After each batch that changed the catalogue (never in a dry run): tell every instance's
   * search caches (search/invalidation.ts), so imported titles are found at once.
   */
  onCatalogueChanged?: () => Promise<void>;
  /**
   * Stops the import at its next record or batch, rejecting with the signal's reason (the
   * librarian's workspace aborts an import that stopped moving). What was committed stays.
   */
  signal?: AbortSignal;
}

export async function importCatalogue(options: ImportOptions): Promise<ImportSummary> {
  const { db, orgId, source, dryRun = false, onProgress, onCatalogueChanged, signal } = options;
  const summary: ImportSummary = {
    format: source.format,
    dryRun,
    imported: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    copiesAdded: 0,
    copiesUpdated: 0,
    locationsCreated: 0,
    errors: [],
    warningCount: 0,
    warnings: [],
  };
  const locations = new Locations(orgId, dryRun);
  const context: BatchContext = {
    orgId,
    dryRun,
    locations,
    dryRunIndex: dryRun ? new CatalogueIndex() : undefined,
  };
  const list = (into: ListedProblem[], problem: ListedProblem) => {
    if (into.length < MAX_LISTED_PROBLEMS) into.push(problem);
  };
  const tally = (record: number, outcome: Outcome, at?: string) => {
    if (typeof outcome === 'string') {
      summary[outcome]++;
    } else {
      summary.rejected++;
      list(summary.errors, { record, ...(at ? { at } : {}), ...outcome.problem });
    }
  };

  let batch: { position: number; record: ImportedRecord }[] = [];
  let records = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    signal?.throwIfAborted();
    const result = await importBatch(
      db,
      batch.map(({ record }) => record),
      context,
    );
    result.outcomes.forEach((outcome, at) => tally(batch[at]?.position ?? 0, outcome));
    summary.copiesAdded += result.copiesAdded;
    summary.copiesUpdated += result.copiesUpdated;
    batch = [];
    const changed = result.outcomes.some((o) => o === 'imported' || o === 'updated');
    if (changed && !dryRun) await onCatalogueChanged?.();
  };
  const take = async (item: SourceItem) => {
    records++;
    if ('rejected' in item) {
      tally(item.position, { problem: item.rejected }, item.at);
    } else {
      for (const warning of item.record.warnings) {
        summary.warningCount++;
        list(summary.warnings, { record: item.position, ...warning });
      }
      batch.push(item);
      if (batch.length >= (options.batchRecords ?? BATCH_RECORDS)) await flush();
    }
    onProgress?.({ records, bytes: source.bytesRead() });
  };

  try {
    for await (const item of source.items()) {
      signal?.throwIfAborted();
      await take(item);
    }
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    summary.stopped = error.problem;
  }
  await flush();
  summary.format = source.format;
  summary.locationsCreated = locations.created;
  summary.errors.sort((a, b) => a.record - b.record);
  return summary;
}
