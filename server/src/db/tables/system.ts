/** Tables of the server's own state: its secrets, and the seeds it has loaded. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

/** One row (id 1): secrets that must survive restarts. */
export const serverSecret = pgTable(
  'server_secret',
  {
    id: integer().primaryKey(),
    jwtSecret: bytea().notNull(),
    rsaPrivateKey: text().notNull(),
    rsaPublicKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('server_secret_single_row', sql`${t.id} = 1`)],
);

/** A row here means the named seed has been loaded (seed/index.ts). */
export const seedMarker = pgTable('seed_marker', {
  name: text().primaryKey(),
  seededAt: createdAt(),
  durationMs: integer().notNull(),
});
