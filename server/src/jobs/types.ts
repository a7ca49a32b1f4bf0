import type { Database } from '../db/client';
import type { SearchChanges } from '../search/invalidation';

/** What a scheduled job works with. Jobs take the clock as an argument (tests move it). */
export interface JobDeps {
  db: Database;
  /** Copies changed status: every instance drops its search counts. */
  searchChanges: Pick<SearchChanges, 'copiesChanged'>;
  /** Told of an organisation whose stored time zone is not one (the default is used). */
  warn?: (message: string) => void;
}

/** What a run did, for the log and the tests. */
export type JobReport = Record<string, number>;

export interface Job {
  /** Also the name of its lock. */
  name: string;
  run(deps: JobDeps, now: number): Promise<JobReport>;
}
