import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, CopyStatus, type BookSearchResult } from '../../src/core/api/contract';
import type { Database } from '../src/db/client';
import { book, bookCopy } from '../src/db/schema';
import { EXACT_COUNT_LIMIT } from '../src/search/facet-sample';
import { bookSearchColumns } from '../src/search/normalize';
import { bulkInsert } from '../src/seed/bulk';
import { DEMO2 } from './preborrow-fixtures';
import { post } from './helpers';

/** A title word no seeded book holds: the large search of the suite. */
const WORD = 'Zebulonia';
const BOOKS = EXACT_COUNT_LIMIT + 1_000;
/** Books of the rare publisher among them. */
const RARE = 7;

/**
 * A search of more than EXACT_COUNT_LIMIT books is counted on a sample. Narrowed by a filter
 * to few books or none, its sample holds few or none of them: the answer must still be the
 * exact total of the page it comes with (it once said "total 1, estimated" beside an empty
 * list). Adds BOOKS books with one copy each to DEMO2 and removes them afterwards.
 */
export function describeNarrowedLargeSearch(
  label: string,
  server: () => { app: FastifyInstance; db: Database },
) {
  describe(`${label}: a search of ${BOOKS} books narrowed to few or none`, () => {
    beforeAll(async () => {
      const { db } = server();
      await bulkInsert(
        db,
        book,
        Array.from({ length: BOOKS }, (_, i) => {
          const row = {
            organizationId: DEMO2,
            title: `${WORD} ${i}`,
            publisher: i < RARE ? 'Rare Press' : 'Common Press',
          };
          return { ...row, ...bookSearchColumns(row) };
        }),
      );
      const ids = await db
        .select({ id: book.id })
        .from(book)
        .where(and(eq(book.organizationId, DEMO2), like(book.title, `${WORD} %`)));
      await bulkInsert(
        db,
        bookCopy,
        ids.map(({ id }) => ({
          organizationId: DEMO2,
          bookId: id,
          barcode: `ZB${id}`,
          status: CopyStatus.inLibrary,
        })),
      );
      // The planner's estimate decides whether the count samples: it must know the new books.
      await db.execute(sql`analyze book`);
    }, 60_000);

    afterAll(async () => {
      const { db } = server();
      const ours = db
        .select({ id: book.id })
        .from(book)
        .where(and(eq(book.organizationId, DEMO2), like(book.title, `${WORD} %`)));
      await db.delete(bookCopy).where(inArray(bookCopy.bookId, ours));
      await db.delete(book).where(inArray(book.id, ours));
    });

    const search = async (body: Record<string, unknown>) => {
      const response = await post<BookSearchResult>(server().app, ApiPath.bookSearch, {
        keyword: WORD,
        organizationid: DEMO2,
        pagesize: 20,
        ...body,
      });
      expect(response.body.code, response.body.msg).toBe(0);
      return response.body.data;
    };

    it('estimates the broad search from a sample (the path the narrowed ones take)', async () => {
      const broad = await search({ facets: true });
      expect(broad.estimated).toBe(true);
      expect(Math.abs(broad.total - BOOKS)).toBeLessThanOrEqual(0.2 * BOOKS);
    });

    it.each([
      ['a publisher no book has', { filters: { publisher: ['No Such Press'] } }],
      ['a status no copy is in', { filters: { status: [String(CopyStatus.damaged)] } }],
      ['the status filter', { assetstatuses: [CopyStatus.sold] }],
    ])('answers total 0, exactly, for %s', async (_, narrowing) => {
      const result = await search({ ...narrowing, facets: true });
      expect(result.list).toEqual([]);
      expect(result.total).toBe(0);
      expect(result.estimated).toBe(false);
      // Without facets the total was always counted exactly: both agree.
      expect((await search(narrowing)).total).toBe(0);
    });

    it('counts a filter that leaves a few books exactly: total, page and counts agree', async () => {
      const narrowing = { filters: { publisher: ['Rare Press'] } };
      const result = await search({ ...narrowing, facets: true });
      expect(result.estimated).toBe(false);
      expect(result.total).toBe(RARE);
      expect(result.list).toHaveLength(RARE);
      expect((await search(narrowing)).total).toBe(RARE);
      const rare = result.facets?.publisher?.find((value) => value.value === 'Rare Press');
      expect(rare?.count).toBe(RARE);
      // A facet without a selection is counted over the few books: its values add up.
      const types = result.facets?.assettype ?? [];
      expect(types.reduce((sum, value) => sum + value.count, 0)).toBe(RARE);
    });
  });
}
