/**
 * The catalogue's find: the organisation's records whose title, author, publisher or ISBN
 * holds the keyword (book.search_text, trigram-indexed), or which have a copy with the keyword
 * as its barcode, with every copy, its status and, on loan, its due date. Another
 * organisation's records are never read (every condition starts with the organisation).
 * A record's call number is its own (given by hand), else its first copy's.
 */
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  CatalogueCopy,
  CatalogueRecord,
  CopyStatusCode,
  Page,
} from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { book, bookCopy, borrowRecord, libraryLocation } from '../../db/schema';
import { escapeLike } from '../../search/match';
import { parseIsbn } from '../../search/normalize';
import type { PageSpec } from '../paging';

function matching(orgId: number, keyword: string): SQL {
  const isbns = parseIsbn(keyword);
  const text = sql`${book.searchText} like ${`%${escapeLike(keyword.toLowerCase())}%`}`;
  const barcode = sql`exists (select 1 from ${bookCopy} where ${bookCopy.bookId} = ${book.id}
    and ${bookCopy.organizationId} = ${orgId} and ${bookCopy.barcode} = ${keyword})`;
  const conditions = [text, barcode];
  if (isbns?.isbn13) conditions.push(eq(book.isbn13, isbns.isbn13));
  return and(eq(book.organizationId, orgId), or(...conditions)) as SQL;
}

export function findRecords(
  db: Database,
  orgId: number,
  keyword: string,
  spec: PageSpec,
): Promise<Page<CatalogueRecord>> {
  return pageOf(db, orgId, matching(orgId, keyword), spec);
}

/** One record of the organisation with its copies, as Find lists it (after a save). */
export async function recordById(
  db: Database,
  orgId: number,
  id: number,
): Promise<CatalogueRecord | undefined> {
  const where = and(eq(book.organizationId, orgId), eq(book.id, id)) as SQL;
  return (await pageOf(db, orgId, where, { index: 1, pagesize: 1 })).list[0];
}

/** One copy of the organisation, as Find lists it (after it was added or edited). */
export async function copyByBarcode(
  db: Database,
  orgId: number,
  barcode: string,
): Promise<CatalogueCopy | undefined> {
  const where = and(
    eq(book.organizationId, orgId),
    sql`exists (select 1 from ${bookCopy} where ${bookCopy.bookId} = ${book.id}
      and ${bookCopy.organizationId} = ${orgId} and ${bookCopy.barcode} = ${barcode})`,
  ) as SQL;
  const page = await pageOf(db, orgId, where, { index: 1, pagesize: 1 });
  return page.list[0]?.copies.find((copy) => copy.barcode === barcode);
}

async function pageOf(
  db: Database,
  orgId: number,
  where: SQL,
  spec: PageSpec,
): Promise<Page<CatalogueRecord>> {
  const [total] = await db
    .select({ n: count().mapWith(Number) })
    .from(book)
    .where(where);
  const books = await db
    .select({
      id: book.id,
      title: book.title,
      author: book.author,
      publisher: book.publisher,
      year: book.publishYear,
      isbn13: book.isbn13,
      isbn10: book.isbn10,
      ownCallnumber: book.callNumber,
      summary: book.intro,
    })
    .from(book)
    .where(where)
    .orderBy(asc(book.title), asc(book.id))
    .limit(spec.pagesize)
    .offset((spec.index - 1) * spec.pagesize);
  const copies =
    books.length === 0
      ? []
      : await db
          .select({
            id: bookCopy.id,
            bookId: bookCopy.bookId,
            barcode: bookCopy.barcode,
            callnumber: bookCopy.callNumber,
            location: libraryLocation.name,
            status: bookCopy.status,
            dueAt: borrowRecord.dueAt,
          })
          .from(bookCopy)
          .leftJoin(libraryLocation, eq(libraryLocation.id, bookCopy.locationId))
          .leftJoin(
            borrowRecord,
            and(eq(borrowRecord.copyId, bookCopy.id), isNull(borrowRecord.returnedAt)),
          )
          .where(
            and(
              eq(bookCopy.organizationId, orgId),
              inArray(
                bookCopy.bookId,
                books.map(({ id }) => id),
              ),
            ),
          )
          .orderBy(asc(bookCopy.barcode));
  const byBook = new Map<number, CatalogueCopy[]>();
  for (const { bookId, dueAt, status, ...copy } of copies) {
    const list = byBook.get(bookId) ?? [];
    list.push({
      ...copy,
      status: status as CopyStatusCode,
      duetime: dueAt ? dueAt.toISOString() : null,
    });
    byBook.set(bookId, list);
  }
  return {
    total: total?.n ?? 0,
    index: spec.index,
    pagesize: spec.pagesize,
    list: books.map(({ isbn13, isbn10, ownCallnumber, ...record }) => {
      const list = byBook.get(record.id) ?? [];
      return {
        ...record,
        isbn: isbn13 ?? isbn10,
        callnumber: ownCallnumber ?? list.find((copy) => copy.callnumber)?.callnumber ?? null,
        copies: list,
      };
    }),
  };
}
