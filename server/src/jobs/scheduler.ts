/**
 * Runs the scheduled jobs every few minutes. With several instances each one ticks, and each
 * job takes a lock in the shared state named after the job and the period
 * (`setIfAbsent('job:fines:<period>', instance)`): in each period exactly one instance runs
 * each job. The jobs are idempotent besides (a day's fine or a reminder cannot be given twice),
 * so a period whose lock expired early, or a run that overlaps the next, costs only work.
 *
 * Started by main.ts; buildApp never starts it, so tests call the jobs directly with the clock
 * they choose (`runDueJobs`).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { searchChanges } from '../search/invalidation';
import type { SharedState } from '../instance-state';
import type { JobOutcome } from '../metrics/registry';
import { finesJob } from './fines';
import { readingStatsJob } from './reading-stats';
import { remindersJob } from './reminders';
import { reservationsJob } from './reservations';
import type { Job, JobDeps, JobReport } from './types';

/** In this order: expired reservations are gone before their reminders would be sent. */
export const JOBS: readonly Job[] = [reservationsJob, finesJob, remindersJob, readingStatsJob];

export const DEFAULT_JOB_PERIOD_MS = 5 * 60_000;
/** The first run, soon after start: a fresh demo gets its reminders within seconds. */
const FIRST_RUN_DELAY_MS = 10_000;

export interface SchedulerDeps extends JobDeps {
  shared: SharedState;
  /** This instance, as its locks name it. */
  instanceId: string;
  /** Told of each job's turn (metrics/registry.ts). */
  observe?: (job: string, outcome: JobOutcome, seconds: number) => void;
}

export type JobRuns = Record<string, JobReport | 'skipped'>;

/**
 * Runs every job whose lock for the period holding `now` this instance gets; the others were
 * (or are being) run by another instance this period.
 */
export async function runDueJobs(
  deps: SchedulerDeps,
  now: number,
  periodMs = DEFAULT_JOB_PERIOD_MS,
  jobs: readonly Job[] = JOBS,
): Promise<JobRuns> {
  const runs: JobRuns = {};
  const period = Math.floor(now / periodMs);
  for (const job of jobs) {
    const mine = await deps.shared.setIfAbsent(
      `job:${job.name}:${period}`,
      deps.instanceId,
      // Past the period's end, so an instance whose clock runs a little behind does not take
      // a period already run.
      2 * periodMs,
    );
    if (!mine) {
      runs[job.name] = 'skipped';
      deps.observe?.(job.name, 'skipped', 0);
      continue;
    }
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      runs[job.name] = await job.run(deps, now);
      deps.observe?.(job.name, 'ran', seconds());
    } catch (error) {
      deps.observe?.(job.name, 'failed', seconds());
      throw error;
    }
  }
  return runs;
}

export interface SchedulerOptions {
  db: Database;
  shared: SharedState;
  periodMs?: number;
  log: {
    info(object: object, message: string): void;
    warn(message: string): void;
    error(object: object, message: string): void;
  };
  now?: () => number;
  observe?: SchedulerDeps['observe'];
}

export interface Scheduler {
  instanceId: string;
  /** Stops ticking and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startScheduler(options: SchedulerOptions): Scheduler {
  const periodMs = options.periodMs ?? DEFAULT_JOB_PERIOD_MS;
  const now = options.now ?? Date.now;
  const instanceId = randomUUID();
  const changes = searchChanges({
    shared: options.shared,
    db: options.db,
    // This side keeps no counts: the message it publishes reaches the app's (and every
    // other instance's) cache.
    counts: { invalidate: () => undefined },
    onError: (error) => options.log.error({ err: error }, 'search changes not published'),
  });
  const deps: SchedulerDeps = {
    db: options.db,
    shared: options.shared,
    instanceId,
    searchChanges: changes,
    observe: options.observe,
    warn: (message) => options.log.warn(message),
  };
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runDueJobs(deps, now(), periodMs)
      .then((runs) => options.log.info({ runs }, 'scheduled jobs'))
      .catch((error: unknown) => options.log.error({ err: error }, 'scheduled jobs failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, FIRST_RUN_DELAY_MS);
  // A tick a minute finds each new period soon after it starts; the locks keep it to one run.
  const timer = setInterval(tick, Math.min(periodMs, 60_000));
  first.unref();
  timer.unref();
  return {
    instanceId,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await changes.close();
      await running;
    },
  };
}
