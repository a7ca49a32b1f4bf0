/**
 * Tables of the librarian's catalogue: the copy-cataloguing sources an organisation asks for
 * MARC records by ISBN (SRU servers: a national library's, a union catalogue's).
 */
import { boolean, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { identity, organizationRef } from './columns';

/**
 * One SRU server of an organisation, by the name the librarian picks it by. The production
 * install seeds none; the demo seeds one public server.
 */
export const cataloguingSource = pgTable(
  'cataloguing_source',
  {
    id: identity(),
    organizationId: organizationRef(),
    name: varchar({ length: 64 }).notNull(),
    /** The SRU base URL (http or https), without the searchRetrieve parameters. */
    baseUrl: text().notNull(),
    /**
     * Set by an admin for a server on the school's own network: only then may the fetch reach
     * a private or loopback address, and only the IP literal of this URL (rss/fetch.ts).
     */
    allowPrivate: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.organizationId, t.name)],
);
