import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { book } from '../src/db/schema';
import { backfillSearchColumns } from '../src/search/backfill';
import { searchBooks } from '../src/search/books';
import { openTestDatabase } from './helpers';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

const titles = async (keyword: string) =>
  (
    await searchBooks(handle.db, { orgId: 1, keyword, offset: 0, limit: 20, withTotal: false })
  ).hits.map((hit) => hit.title);

it('fills the search columns of rows written without them, as the seed does', async () => {
  const [before] = await handle.db
    .select({ title: book.searchTitle, tokens: sql<string>`${book.searchTokens}::text` })
    .from(book)
    .where(inArray(book.title, ['史記']));
  await handle.db
    .update(book)
    .set({ searchTitle: null, searchTokens: null })
    .where(inArray(book.title, ['史記', '三国演义']));
  expect(await titles('演义')).toEqual([]);
  expect(await backfillSearchColumns(handle.db)).toBe(4);
  expect(await titles('演义')).toEqual(['三国演义']);
  const [after] = await handle.db
    .select({ title: book.searchTitle, tokens: sql<string>`${book.searchTokens}::text` })
    .from(book)
    .where(inArray(book.title, ['史記']));
  expect(after).toEqual(before);
  expect(await backfillSearchColumns(handle.db)).toBe(0);
});
