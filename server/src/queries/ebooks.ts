/**
 * The digital library's queries: e-books and journals of one organisation, their tags, the
 * reader's e-book shelf and reading positions (who may open a file: ebook-files.ts). Every query
 * takes the organisation: an id of another organisation's book finds nothing.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  EBookDetail,
  EBookShelfEntry,
  EBookSummary,
  EBookType,
  Page,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { file } from '../db/schema';
import {
  ebook,
  ebookTag,
  ebookTagLink,
  readerEbookPosition,
  readerEbookShelf,
} from '../db/tables/ebooks';
import { escapeLike } from '../search/match';
import { formatOfMime } from './ebook-files';
import { countNumber, offsetOf, pageOf, type PageSpec, type ReaderScope } from './paging';

export interface EbookFilter {
  ebooktype?: number;
  tagid?: number;
  keyword?: string;
}

const summaryColumns = {
  id: ebook.id,
  title: ebook.title,
  author: ebook.author,
  publisher: ebook.publisher,
  ebookType: ebook.ebookType,
  requiresLogin: ebook.requiresLogin,
  mime: file.mime,
};

interface SummaryRow {
  id: number;
  title: string;
  author: string | null;
  publisher: string | null;
  ebookType: number;
  requiresLogin: boolean;
  /** The file's type; null when the book has no file. */
  mime: string | null;
}

/** Tags of these books, by book. */
async function tagsOf(db: Database, ids: number[]) {
  const byBook = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return byBook;
  const rows = await db
    .select({ ebookId: ebookTagLink.ebookId, id: ebookTag.id, name: ebookTag.name })
    .from(ebookTagLink)
    .innerJoin(ebookTag, eq(ebookTag.id, ebookTagLink.tagId))
    .where(inArray(ebookTagLink.ebookId, ids))
    .orderBy(asc(ebookTag.position), asc(ebookTag.id));
  for (const { ebookId, ...tag } of rows)
    byBook.set(ebookId, [...(byBook.get(ebookId) ?? []), tag]);
  return byBook;
}

/** Which of these books are on the reader's shelf (none logged out). */
async function shelvedOf(db: Database, readerId: number | undefined, ids: number[]) {
  if (readerId === undefined || ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: readerEbookShelf.ebookId })
    .from(readerEbookShelf)
    .where(and(eq(readerEbookShelf.readerId, readerId), inArray(readerEbookShelf.ebookId, ids)));
  return new Set(rows.map((row) => row.id));
}

async function toSummaries(
  db: Database,
  rows: SummaryRow[],
  readerId: number | undefined,
): Promise<EBookSummary[]> {
  const ids = rows.map((row) => row.id);
  const [tags, shelved] = await Promise.all([tagsOf(db, ids), shelvedOf(db, readerId, ids)]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    author: row.author,
    publisher: row.publisher,
    ebooktype: row.ebookType as EBookType,
    format: (row.mime ? formatOfMime(row.mime) : undefined) ?? null,
    requireslogin: row.requiresLogin,
    tags: tags.get(row.id) ?? [],
    onshelf: shelved.has(row.id),
  }));
}

function filterOf(orgId: number, filter: EbookFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(ebook.organizationId, orgId)];
  if (filter.ebooktype !== undefined) conditions.push(eq(ebook.ebookType, filter.ebooktype));
  if (filter.tagid !== undefined) {
    conditions.push(
      inArray(
        ebook.id,
        sql`(select ${ebookTagLink.ebookId} from ${ebookTagLink} where ${ebookTagLink.tagId} = ${filter.tagid})`,
      ),
    );
  }
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    conditions.push(or(ilike(ebook.title, pattern), ilike(ebook.author, pattern)));
  }
  return and(...conditions);
}

/** A page of the organisation's e-books (and journals), in the order they were added. */
export async function listEbooks(
  db: Database,
  orgId: number,
  filter: EbookFilter,
  spec: PageSpec,
  readerId?: number,
): Promise<Page<EBookSummary>> {
  const where = filterOf(orgId, filter);
  const [total] = await db.select({ n: countNumber() }).from(ebook).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(ebook)
    .leftJoin(file, eq(file.id, ebook.fileId))
    .where(where)
    .orderBy(asc(ebook.id))
    .limit(spec.pagesize)
    .offset(offsetOf(spec));
  return pageOf(spec, total?.n ?? 0, await toSummaries(db, rows, readerId));
}

/** The organisation's tags with how many books carry each, in the library's order. */
export async function listEbookTags(db: Database, orgId: number) {
  return db
    .select({ id: ebookTag.id, name: ebookTag.name, count: countNumber() })
    .from(ebookTag)
    .leftJoin(ebookTagLink, eq(ebookTagLink.tagId, ebookTag.id))
    .where(eq(ebookTag.organizationId, orgId))
    .groupBy(ebookTag.id)
    .orderBy(asc(ebookTag.position), asc(ebookTag.id));
}

/** One book of the organisation with the reader's position in it; undefined: none such here. */
export async function findEbook(
  db: Database,
  orgId: number,
  id: number,
  readerId?: number,
): Promise<EBookDetail | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: ebook.description,
      language: ebook.language,
      publishedYear: ebook.publishedYear,
      fileId: ebook.fileId,
    })
    .from(ebook)
    .leftJoin(file, eq(file.id, ebook.fileId))
    .where(and(eq(ebook.id, id), eq(ebook.organizationId, orgId)));
  if (!row) return undefined;
  const [summary] = await toSummaries(db, [row], readerId);
  const position =
    readerId === undefined
      ? undefined
      : (
          await db
            .select({ position: readerEbookPosition.position })
            .from(readerEbookPosition)
            .where(
              and(eq(readerEbookPosition.readerId, readerId), eq(readerEbookPosition.ebookId, id)),
            )
        )[0];
  return {
    ...(summary as EBookSummary),
    description: row.description,
    language: row.language,
    publishedyear: row.publishedYear,
    fileid: row.fileId,
    position: position?.position ?? null,
  };
}

const ebookOfOrg = (orgId: number, id: number) =>
  and(eq(ebook.id, id), eq(ebook.organizationId, orgId));

async function ebookExists(db: Database, orgId: number, id: number) {
  const [row] = await db.select({ id: ebook.id }).from(ebook).where(ebookOfOrg(orgId, id));
  return row !== undefined;
}

/**
 * Puts the book on the reader's shelf or takes it off. Naming the wanted state (not toggling)
 * makes a double click or a retried request harmless. False: no such book in the organisation.
 */
export async function setOnShelf(
  db: Database,
  scope: ReaderScope,
  ebookId: number,
  onShelf: boolean,
): Promise<boolean> {
  if (!(await ebookExists(db, scope.orgId, ebookId))) return false;
  if (onShelf) {
    await db
      .insert(readerEbookShelf)
      .values({ readerId: scope.readerId, ebookId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(readerEbookShelf)
      .where(
        and(eq(readerEbookShelf.readerId, scope.readerId), eq(readerEbookShelf.ebookId, ebookId)),
      );
  }
  return true;
}

/** A page of the reader's shelf, last shelved first, with how far each book was read. */
export async function listShelf(
  db: Database,
  scope: ReaderScope,
  spec: PageSpec,
): Promise<Page<EBookShelfEntry>> {
  const where = and(
    eq(readerEbookShelf.readerId, scope.readerId),
    eq(ebook.organizationId, scope.orgId),
  );
  const [total] = await db
    .select({ n: countNumber() })
    .from(readerEbookShelf)
    .innerJoin(ebook, eq(ebook.id, readerEbookShelf.ebookId))
    .where(where);
  const rows = await db
    .select({
      ...summaryColumns,
      addedAt: readerEbookShelf.createdAt,
      percent: readerEbookPosition.percent,
    })
    .from(readerEbookShelf)
    .innerJoin(ebook, eq(ebook.id, readerEbookShelf.ebookId))
    .leftJoin(file, eq(file.id, ebook.fileId))
    .leftJoin(
      readerEbookPosition,
      and(
        eq(readerEbookPosition.readerId, readerEbookShelf.readerId),
        eq(readerEbookPosition.ebookId, readerEbookShelf.ebookId),
      ),
    )
    .where(where)
    .orderBy(desc(readerEbookShelf.createdAt), desc(readerEbookShelf.ebookId))
    .limit(spec.pagesize)
    .offset(offsetOf(spec));
  const summaries = await toSummaries(db, rows, scope.readerId);
  const list = summaries.map((summary, i) => ({
    ...summary,
    addedat: rows[i]?.addedAt.toISOString() ?? '',
    percent: rows[i]?.percent ?? 0,
  }));
  return pageOf(spec, total?.n ?? 0, list);
}

/** Remembers where the reader stopped. False: no such book in the organisation. */
export async function savePosition(
  db: Database,
  scope: ReaderScope,
  ebookId: number,
  position: string,
  percent: number,
): Promise<boolean> {
  if (!(await ebookExists(db, scope.orgId, ebookId))) return false;
  const values = { position, percent, updatedAt: new Date() };
  await db
    .insert(readerEbookPosition)
    .values({ readerId: scope.readerId, ebookId, ...values })
    .onConflictDoUpdate({
      target: [readerEbookPosition.readerId, readerEbookPosition.ebookId],
      set: values,
    });
  return true;
}
