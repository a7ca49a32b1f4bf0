/**
 * Column builders that refer to no table. columns.ts re-exports them beside the references to
 * the organisation and the reader; organisations.ts and readers.ts, whose tables columns.ts
 * imports, take them from here. Drizzle builders are single-use (a table takes ownership of the
 * builder it is given), so each helper returns fresh ones.
 */
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** A moment in time, always with its time zone. */
export const time = () => timestamp({ withTimezone: true });

/** When the row was made: now, unless the insert says. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A row's own id, numbered by the database (an identity column). */
export const identity = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** PGlite hands back Uint8Array and node-postgres Buffer: normalise to Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
