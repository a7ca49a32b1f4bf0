/**
 * A reader's RSS subscriptions. Every query names the organisation and the reader of the
 * caller, so another reader's (or another organisation's) subscription reads as missing.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { RSS_MAX_SUBSCRIPTIONS, type RssSubscription } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { rssSubscription } from '../db/tables/rss';

export interface Owner {
  orgId: number;
  readerId: number;
}

type Row = typeof rssSubscription.$inferSelect;

const toSubscription = (row: Row): RssSubscription => ({
  id: row.id,
  url: row.url,
  name: row.name,
  createdtime: row.createdAt.toISOString(),
});

const owned = (owner: Owner) =>
  and(
    eq(rssSubscription.organizationId, owner.orgId),
    eq(rssSubscription.readerId, owner.readerId),
  );

export async function listSubscriptions(db: Database, owner: Owner): Promise<RssSubscription[]> {
  const rows = await db
    .select()
    .from(rssSubscription)
    .where(owned(owner))
    .orderBy(asc(rssSubscription.createdAt), asc(rssSubscription.id));
  return rows.map(toSubscription);
}

export async function findSubscription(
  db: Database,
  owner: Owner,
  id: number,
): Promise<RssSubscription | undefined> {
  const [row] = await db
    .select()
    .from(rssSubscription)
    .where(and(owned(owner), eq(rssSubscription.id, id)));
  return row && toSubscription(row);
}

export type SaveOutcome =
  { subscription: RssSubscription } | { refused: 'notFound' | 'duplicate' | 'limit'; max?: number };

/**
 * Adds (no id) or edits a subscription. The same address twice is refused as a duplicate —
 * except a repeated add of the same address and name, a double submit, which answers with the
 * row already there.
 */
export async function saveSubscription(
  db: Database,
  owner: Owner,
  fields: { id?: number; url: string; name: string },
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const [same] = await tx
      .select()
      .from(rssSubscription)
      .where(
        and(
          owned(owner),
          eq(rssSubscription.url, fields.url),
          fields.id === undefined ? undefined : ne(rssSubscription.id, fields.id),
        ),
      );
    if (fields.id === undefined) {
      if (same) {
        return same.name === fields.name
          ? { subscription: toSubscription(same) }
          : { refused: 'duplicate' as const };
      }
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(rssSubscription)
        .where(owned(owner));
      if (n >= RSS_MAX_SUBSCRIPTIONS)
        return { refused: 'limit' as const, max: RSS_MAX_SUBSCRIPTIONS };
      const [row] = await tx
        .insert(rssSubscription)
        .values({ organizationId: owner.orgId, readerId: owner.readerId, ...fields })
        // Two concurrent adds of one address: the unique key keeps one, the other reads it.
        .onConflictDoNothing()
        .returning();
      if (row) return { subscription: toSubscription(row) };
      const [existing] = await tx
        .select()
        .from(rssSubscription)
        .where(and(owned(owner), eq(rssSubscription.url, fields.url)));
      return existing
        ? { subscription: toSubscription(existing) }
        : { refused: 'duplicate' as const };
    }
    if (same) return { refused: 'duplicate' as const };
    const [row] = await tx
      .update(rssSubscription)
      .set({ url: fields.url, name: fields.name })
      .where(and(owned(owner), eq(rssSubscription.id, fields.id)))
      .returning();
    return row ? { subscription: toSubscription(row) } : { refused: 'notFound' as const };
  });
}

/** True when the reader's subscription existed and is gone. */
export async function deleteSubscription(db: Database, owner: Owner, id: number): Promise<boolean> {
  const rows = await db
    .delete(rssSubscription)
    .where(and(owned(owner), eq(rssSubscription.id, id)))
    .returning({ id: rssSubscription.id });
  return rows.length > 0;
}
