import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import { bookSearchColumns } from './normalize';

const BATCH_SIZE = 2000;

/**
 * Fills book.search_title / search_tokens where they are null: rows written before migration
 * 0002, or by code that does not set them. Idempotent; returns how many rows it filled.
 * Called at every start (server/src/main.ts); a no-op once every row is filled.
 */
export async function backfillSearchColumns(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({
        id: book.id,
        title: book.title,
        parallelTitle: book.parallelTitle,
        subtitle: book.subtitle,
        series: book.series,
        author: book.author,
        publisher: book.publisher,
        isbn10: book.isbn10,
        isbn13: book.isbn13,
      })
      .from(book)
      .where(isNull(book.searchTokens))
      .orderBy(book.id)
      .limit(BATCH_SIZE);
    if (rows.length === 0) return filled;
    const json = JSON.stringify(
      rows.map((row) => {
        const columns = bookSearchColumns(row);
        return { id: row.id, title: columns.searchTitle, tokens: columns.searchTokens };
      }),
    );
    await db.execute(sql`
      update ${book} set search_title = r.title, search_tokens = r.tokens
      from json_to_recordset(${json}::json) as r(id integer, title text, tokens tsvector)
      where ${book.id} = r.id`);
    filled += rows.length;
  }
}
