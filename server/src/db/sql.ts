import { sql, type SQL } from 'drizzle-orm';

/** count(*) of the rows matching `condition`, as a number (count is bigint in PostgreSQL). */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
