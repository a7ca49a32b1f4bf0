import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { reader } from '../db/schema';

/** The reader's points, within the organisation only; undefined when there is no such reader. */
export async function readerScore(db: Database, readerId: number, orgId: number) {
  const [row] = await db
    .select({ score: reader.score })
    .from(reader)
    .where(and(eq(reader.id, readerId), eq(reader.organizationId, orgId)));
  return row?.score;
}
