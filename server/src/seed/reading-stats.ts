/**
 * Demo data of the reading portrait and the rankings: two readers chose to be named in reader
 * rankings (the others appear by alias), and the rollups are built from the demo loans, so the
 * portrait and the rankings have something to show before the scheduler's first run.
 */
import type { Database } from '../db/client';
import { readerCirculation } from '../db/tables/circulation';
import { buildReadingStats } from '../jobs/reading-stats';

/** 陈思雨 (YTKJ 20230002) and 周婷 (DEMO2 20230002) show their names in rankings. */
const NAMED_IN_RANKINGS = [4, 7];

export async function insertReadingStatsDemo(db: Database, now: Date): Promise<void> {
  await db
    .insert(readerCirculation)
    .values(NAMED_IN_RANKINGS.map((readerId) => ({ readerId, showNameInRankings: true })))
    .onConflictDoUpdate({
      target: readerCirculation.readerId,
      set: { showNameInRankings: true },
    });
  await buildReadingStats({ db }, now.getTime());
}
