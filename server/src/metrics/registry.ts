/**
 * What /api/metrics reports besides the per-route figures fastify-metrics keeps: the database
 * pool and the scheduled jobs. One registry per server (not prom-client's global one), so that
 * several apps in one process — the test suites build many — never clash over a name.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';

export type JobOutcome = 'ran' | 'skipped' | 'failed';

export interface ServerMetrics {
  registry: Registry;
  /** Records one job's turn in a scheduler tick. */
  jobRun(job: string, outcome: JobOutcome, seconds: number): void;
}

export interface ServerMetricsOptions {
  /** The PostgreSQL pool's state (absent on PGlite). */
  poolStats?: () => PoolStats;
  /** Node's own figures (memory, event-loop lag, GC): the running server, not the tests. */
  processMetrics?: boolean;
}

export function createServerMetrics(options: ServerMetricsOptions = {}): ServerMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const { poolStats } = options;
  if (poolStats) {
    new Gauge({
      name: 'libportal_db_pool_connections',
      help: 'PostgreSQL pool connections by state (open, idle, max) and queries waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'open' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'max' }, stats.max);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  const runs = new Counter({
    name: 'libportal_job_runs_total',
    help: 'Scheduled job turns by outcome (skipped: another instance ran it this period)',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'libportal_job_duration_seconds',
    help: 'How long scheduled jobs ran',
    labelNames: ['job'],
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  return {
    registry,
    jobRun(job, outcome, seconds) {
      runs.inc({ job, outcome });
      if (outcome !== 'skipped') durations.observe({ job }, seconds);
    },
  };
}
