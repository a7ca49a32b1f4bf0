/**
 * The account's lists besides loans: urges to return, sublets, purchases, recommendations made
 * and favourites — each the calling reader's own, in their organisation, newest first.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CopyStatus,
  type CollectionItem,
  type Page,
  type PurchasedItem,
  type RecommendationItem,
  type SubtenancyItem,
  type UrgeNoticeItem,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, bookCollection, bookCopy, bookRecommendation, borrowRecord } from '../db/schema';
import { purchasedBook, subtenancy, urgeNotice } from '../db/tables/circulation';
import { countNumber, readPage, type PageSpec, type ReaderScope } from './paging';

export async function urgeNoticePage(
  db: Database,
  scope: ReaderScope,
  spec: PageSpec,
): Promise<Page<UrgeNoticeItem>> {
  const where = and(
    eq(urgeNotice.readerId, scope.readerId),
    eq(urgeNotice.organizationId, scope.orgId),
  );
  return readPage(
    spec,
    db.select({ n: countNumber() }).from(urgeNotice).where(where),
    (limit, offset) =>
      db
        .select({
          id: urgeNotice.id,
          borrowid: urgeNotice.borrowRecordId,
          title: book.title,
          barcode: bookCopy.barcode,
          dueAt: borrowRecord.dueAt,
          createdAt: urgeNotice.createdAt,
          note: urgeNotice.note,
          returnedAt: borrowRecord.returnedAt,
        })
        .from(urgeNotice)
        .innerJoin(borrowRecord, eq(borrowRecord.id, urgeNotice.borrowRecordId))
        .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
        .innerJoin(book, eq(book.id, bookCopy.bookId))
        .where(where)
        .orderBy(desc(urgeNotice.createdAt), desc(urgeNotice.id))
        .limit(limit)
        .offset(offset),
    (row) => ({
      id: row.id,
      borrowid: row.borrowid,
      title: row.title,
      barcode: row.barcode,
      duetime: row.dueAt.toISOString(),
      urgetime: row.createdAt.toISOString(),
      note: row.note,
      returned: row.returnedAt !== null,
    }),
  );
}

export async function subtenancyPage(
  db: Database,
  scope: ReaderScope,
  spec: PageSpec,
): Promise<Page<SubtenancyItem>> {
  const where = and(
    eq(subtenancy.readerId, scope.readerId),
    eq(subtenancy.organizationId, scope.orgId),
  );
  return readPage(
    spec,
    db.select({ n: countNumber() }).from(subtenancy).where(where),
    (limit, offset) =>
      db
        .select()
        .from(subtenancy)
        .where(where)
        .orderBy(desc(subtenancy.createdAt), desc(subtenancy.id))
        .limit(limit)
        .offset(offset),
    (row) => ({
      id: row.id,
      category: row.category,
      date: row.date,
      bookname: row.bookName,
      createtime: row.createdAt.toISOString(),
      updatetime: row.updatedAt.toISOString(),
      status: row.status,
    }),
  );
}

export async function purchasedPage(
  db: Database,
  scope: ReaderScope,
  spec: PageSpec,
): Promise<Page<PurchasedItem>> {
  const where = and(
    eq(purchasedBook.readerId, scope.readerId),
    eq(purchasedBook.organizationId, scope.orgId),
  );
  return readPage(
    spec,
    db.select({ n: countNumber() }).from(purchasedBook).where(where),
    (limit, offset) =>
      db
        .select()
        .from(purchasedBook)
        .where(where)
        .orderBy(desc(purchasedBook.purchasedAt), desc(purchasedBook.id))
        .limit(limit)
        .offset(offset),
    (row) => ({
      id: row.id,
      bookid: row.bookId,
      title: row.title,
      price: row.priceFen,
      quantity: row.quantity,
      orderno: row.orderNo,
      purchasetime: row.purchasedAt.toISOString(),
    }),
  );
}

export async function recommendationPage(
  db: Database,
  scope: ReaderScope,
  spec: PageSpec,
): Promise<Page<RecommendationItem>> {
  const where = and(
    eq(bookRecommendation.readerId, scope.readerId),
    eq(bookRecommendation.organizationId, scope.orgId),
  );
  const others = sql<number>`(select count(*) from ${bookRecommendation} r
    where r.organization_id = ${bookRecommendation.organizationId}
      and r.book_id = ${bookRecommendation.bookId})`.mapWith(Number);
  return readPage(
    spec,
    db.select({ n: countNumber() }).from(bookRecommendation).where(where),
    (limit, offset) =>
      db
        .select({
          id: bookRecommendation.id,
          bookid: bookRecommendation.bookId,
          title: book.title,
          author: book.author,
          reason: bookRecommendation.reason,
          createdAt: bookRecommendation.createdAt,
          count: others,
        })
        .from(bookRecommendation)
        .innerJoin(book, eq(book.id, bookRecommendation.bookId))
        .where(where)
        .orderBy(desc(bookRecommendation.createdAt), desc(bookRecommendation.id))
        .limit(limit)
        .offset(offset),
    ({ createdAt, ...row }) => ({ ...row, createtime: createdAt.toISOString() }),
  );
}

export async function collectionPage(
  db: Database,
  scope: ReaderScope,
  spec: PageSpec,
): Promise<Page<CollectionItem>> {
  // Favourites of books of the reader's organisation only (a book id is global).
  const where = and(
    eq(bookCollection.readerId, scope.readerId),
    eq(book.organizationId, scope.orgId),
  );
  const available = sql<number>`(select count(*) from ${bookCopy}
    where ${bookCopy.bookId} = ${book.id} and ${bookCopy.status} = ${CopyStatus.inLibrary})`.mapWith(
    Number,
  );
  return readPage(
    spec,
    db
      .select({ n: countNumber() })
      .from(bookCollection)
      .innerJoin(book, eq(book.id, bookCollection.bookId))
      .where(where),
    (limit, offset) =>
      db
        .select({
          bookid: book.id,
          title: book.title,
          author: book.author,
          createdAt: bookCollection.createdAt,
          available,
        })
        .from(bookCollection)
        .innerJoin(book, eq(book.id, bookCollection.bookId))
        .where(where)
        .orderBy(desc(bookCollection.createdAt), desc(book.id))
        .limit(limit)
        .offset(offset),
    ({ createdAt, ...row }) => ({ ...row, collecttime: createdAt.toISOString() }),
  );
}
