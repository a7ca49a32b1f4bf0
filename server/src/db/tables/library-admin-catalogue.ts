/**
 * Tables of the librarian's catalogue: the copy-cataloguing sources an organisation asks for
 * MARC records by ISBN (SRU or Z39.50 servers: a national library's, a union catalogue's).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { CataloguingProtocol } from '../../../../src/core/api/contract';
import { identity, organizationRef } from './columns';

/**
 * One SRU or Z39.50 server of an organisation, by the name the librarian picks it by. The
 * production install seeds none; the demo seeds one public server.
 */
export const cataloguingSource = pgTable(
  'cataloguing_source',
  {
    id: identity(),
    organizationId: organizationRef(),
    name: varchar({ length: 64 }).notNull(),
    /** 'sru', or 'z3950' for a source that answers only Z39.50 (migration 0035). */
    protocol: varchar({ length: 8 }).$type<CataloguingProtocol>().notNull().default('sru'),
    /**
     * SRU: the base URL (http or https), without the searchRetrieve parameters. Z39.50:
     * `host:port/database` (contract parseZ3950Address).
     */
    baseUrl: text().notNull(),
    /**
     * Set by an admin for a server on the school's own network: only then may the fetch reach
     * a private or loopback address, and only the IP literal of this address (rss/fetch.ts,
     * cataloguing/z3950.ts).
     */
    allowPrivate: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.organizationId, t.name),
    check('cataloguing_source_protocol', sql`${t.protocol} in ('sru', 'z3950')`),
  ],
);
