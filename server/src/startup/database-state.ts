import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { organization, seedMarker } from '../db/schema';

/**
 * The demo's data carries accounts whose password is published (Passw0rd!): a production
 * server on such a database would open them to anyone who read the README.
 */
export async function holdsDemoData(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(seedMarker);
  return (row?.n ?? 0) > 0;
}

export async function organisationCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organization);
  return row?.n ?? 0;
}
