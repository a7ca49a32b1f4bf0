import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import type { SharedState } from '../instance-state';
import type { CountCache } from './count-cache';
import { forgetVocabulary } from './did-you-mean';

/**
 * Search caches that every instance drops together. Each instance keeps its own search
 * counts (count-cache.ts) and did-you-mean vocabulary (did-you-mean.ts), so a reservation
 * answered by instance A must reach the caches of B and C too: the writer publishes the change
 * on the shared state (in-process pub/sub for one instance, Redis with REDIS_URL) and every
 * instance, the writer included, drops what the change makes wrong. The writer also drops its
 * own at once, so its next answer is right even before the message comes back.
 *
 * A process that is no server — `libportal import catalogue` — changes the catalogue from
 * outside every instance: it announces the change (announceCatalogueChange) on the shared
 * state, which reaches the instances when it is Redis, and on the database's own channel
 * (PostgreSQL NOTIFY, sent with the data), which every instance listens on whether or not there
 * is Redis — so a lone server without Redis hears it too. A change may arrive by both ways;
 * dropping a cache twice costs nothing.
 *
 * Pub/sub delivers to the instances listening at that moment, at most once: one that was
 * disconnected keeps its counts until they expire (a minute) and its vocabulary until it is
 * read again (minutes) — the bounds the caches had before there were several instances.
 */
export const SEARCH_CHANGES_CHANNEL = 'search:changes';
/** The same messages on the database (a PostgreSQL channel name: an identifier). */
export const SEARCH_CHANGES_DB_CHANNEL = 'libportal_search_changes';

export interface SearchChanges {
  /** Copies of the organisation changed status (reserved, shelved, lent): counts drop. */
  copiesChanged(orgId: number): Promise<void>;
  /** Books of the organisation were added, edited or removed: counts and vocabulary drop. */
  catalogueChanged(orgId: number): Promise<void>;
  /** Stops listening (the app is closing). */
  close(): Promise<void>;
}

type Change = { orgId: number; catalogue: boolean };

/** A message from the channel, or undefined when it is not one of ours (Redis is shared). */
function readChange(message: string): Change | undefined {
  try {
    const value = JSON.parse(message) as Partial<Change>;
    if (Number.isSafeInteger(value.orgId) && typeof value.catalogue === 'boolean') {
      return { orgId: value.orgId as number, catalogue: value.catalogue };
    }
  } catch {
    // Not JSON: ignored like any other foreign message.
  }
  return undefined;
}

export function searchChanges(options: {
  shared: SharedState;
  db: Database;
  counts: Pick<CountCache<unknown>, 'invalidate'>;
  /** A publish that failed (Redis unreachable): the write itself stands, so it is only told. */
  onError: (error: unknown) => void;
  /** Also hear changes announced on the database (by the libportal command). */
  database?: Pick<DatabaseHandle, 'listen'>;
}): SearchChanges {
  const { shared, db, counts, onError, database } = options;
  const drop = ({ orgId, catalogue }: Change) => {
    counts.invalidate(orgId);
    if (catalogue) forgetVocabulary(db, orgId);
  };
  const hear = (message: string) => {
    const change = readChange(message);
    if (change) drop(change);
  };
  const unsubscribe = shared.subscribe(SEARCH_CHANGES_CHANNEL, hear);
  const unlisten = database?.listen(SEARCH_CHANGES_DB_CHANNEL, hear).catch((error: unknown) => {
    onError(error);
    return undefined;
  });
  const announce = async (change: Change) => {
    drop(change);
    try {
      await shared.publish(SEARCH_CHANGES_CHANNEL, JSON.stringify(change));
    } catch (error) {
      onError(error);
    }
  };
  return {
    copiesChanged: (orgId) => announce({ orgId, catalogue: false }),
    catalogueChanged: (orgId) => announce({ orgId, catalogue: true }),
    close: async () => {
      unsubscribe();
      const stop = await unlisten;
      // The database may already be closing with the app: nothing is left to stop then.
      await stop?.().catch(() => undefined);
    },
  };
}

/**
 * Tells every instance that the organisation's catalogue changed, from a process that keeps
 * no search caches of its own (the libportal command): on the shared state and on the
 * database channel.
 */
export async function announceCatalogueChange(
  deps: { shared: SharedState; db: Database },
  orgId: number,
): Promise<void> {
  const message = JSON.stringify({ orgId, catalogue: true } satisfies Change);
  await Promise.all([
    deps.shared.publish(SEARCH_CHANGES_CHANNEL, message),
    deps.db.execute(sql`select pg_notify(${SEARCH_CHANGES_DB_CHANNEL}, ${message})`),
  ]);
}
