/**
 * Tables of the catalogue importer run from the librarian's browser: one row per import, so
 * that its progress and report are read by whichever server the page's next poll reaches
 * (several servers behind one load balancer share the database, not their memory).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { organizationRef } from './columns';
import { reader } from './readers';

export const CATALOGUE_IMPORT_STATES = ['running', 'done', 'failed'] as const;

/**
 * One import of a catalogue file. The server running it writes its progress (at most every
 * ~500 ms) and a heartbeat; a `running` row whose heartbeat is over a minute old belongs to a
 * server that stopped, and is reported (and marked) failed. `summary` is the importer's
 * ImportSummary with message keys, translated when it is read; `error` the key of a failure.
 */
export const catalogueImportJob = pgTable(
  'catalogue_import_job',
  {
    /** Random (crypto.randomUUID): the job id the page polls with. */
    id: uuid().primaryKey(),
    organizationId: organizationRef(),
    staffReaderId: integer()
      .notNull()
      .references(() => reader.id),
    fileName: varchar({ length: 200 }).notNull(),
    /** The format asked for, then the one read ("iso2709/cnmarc") once the import ends. */
    format: varchar({ length: 64 }).notNull(),
    dryRun: boolean().notNull(),
    state: text({ enum: CATALOGUE_IMPORT_STATES }).notNull(),
    records: integer().notNull().default(0),
    bytes: bigint({ mode: 'number' }).notNull().default(0),
    totalBytes: bigint({ mode: 'number' }).notNull(),
    summary: jsonb().$type<Record<string, unknown>>(),
    error: jsonb().$type<{ key: string; params?: Record<string, string> }>(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    heartbeatAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One running import per organisation, across every server: a second start's insert
    // meets this index and is refused (the advisory lock would only make it wait).
    uniqueIndex('catalogue_import_job_running')
      .on(t.organizationId)
      .where(sql`${t.state} = 'running'`),
    index('catalogue_import_job_org_time').on(t.organizationId, t.startedAt),
  ],
);
