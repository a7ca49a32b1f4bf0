import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

const BATCH_SIZE = 5000;
const casing = new CasingCache('snake_case');

/** The static default of a column (SQL defaults such as now() cannot be applied here). */
function staticDefault(column: PgColumn): unknown {
  return column.default === undefined || is(column.default, SQL) ? null : column.default;
}

/**
 * Rows as one JSON parameter read by json_to_recordset: the columns any row sets (generated
 * ones never), their list, their types, and the JSON. A row that omits a column other rows set
 * gets the column's static default, or null.
 */
function recordset(table: PgTable, batch: Record<string, unknown>[]) {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>)
    .filter(([key, column]) => !column.generated && batch.some((row) => row[key] !== undefined))
    .map(([key, column]) => ({ key, column, name: casing.getColumnCasing(column) }));
  const list = sql.join(
    columns.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map(({ name, column }) => sql`${sql.identifier(name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const json = JSON.stringify(
    batch.map((row) =>
      Object.fromEntries(
        columns.map(({ key, column, name }) => [name, row[key] ?? staticDefault(column)]),
      ),
    ),
  );
  return { columns, list, types, json };
}

/**
 * Inserts many rows as one JSON parameter (json_to_recordset). Building a 1,000-row VALUES
 * list through drizzle's query builder costs ~70 ms of JavaScript per batch, which made the
 * catalogue seed take seconds; this sends one parameter per batch. For plain column types
 * only (no bytea). A column no row sets is left to its database default.
 */
export async function bulkInsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
) {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE) as Record<string, unknown>[];
    const { list, types, json } = recordset(table, batch);
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_to_recordset(${json}::json) as r(${types})`,
    );
  }
}

/**
 * Updates many rows, each found by its `id`, in one statement per batch (the same JSON
 * parameter as bulkInsert). `scope` narrows the rows that may change (an organisation), so a
 * wrong id updates nothing rather than another tenant's row.
 */
export async function bulkUpdate<T extends PgTable>(
  db: Database,
  table: T,
  rows: (Partial<T['$inferInsert']> & { id: number })[],
  scope: SQL,
) {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE) as Record<string, unknown>[];
    const { columns, types, json } = recordset(table, batch);
    const set = sql.join(
      columns
        .filter(({ key }) => key !== 'id')
        .map(({ name }) => sql`${sql.identifier(name)} = r.${sql.identifier(name)}`),
      sql`, `,
    );
    await db.execute(
      sql`update ${table} set ${set} from json_to_recordset(${json}::json) as r(${types}) where ${table}.id = r.id and ${scope}`,
    );
  }
}
