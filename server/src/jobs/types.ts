import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { SearchChanges } from '../search/invalidation';

/** What a scheduled job works with. Jobs take the clock as an argument (tests move it). */
export interface JobDeps {
  db: Database;
  /** Copies changed status: every instance drops its search counts. */
  searchChanges: Pick<SearchChanges, 'copiesChanged'>;
}

/** What a run did, for the log and the tests. */
export type JobReport = Record<string, number>;

export interface Job {
  /** Also the name of its lock. */
  name: string;
  run(deps: JobDeps, now: number): Promise<JobReport>;
}

/**
 * The library day of a timestamp column, in SQL, with the same fixed +08:00 boundary as
 * circulation/dates.ts (no time-zone database needed: PGlite and PostgreSQL agree).
 */
export const libraryDaySql = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`(((${column}) at time zone 'UTC') + interval '8 hours')::date::text`;
