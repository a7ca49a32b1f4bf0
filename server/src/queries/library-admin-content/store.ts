/**
 * Reading and writing the library's content, always inside the staff member's organisation:
 * another organisation's item is simply not found. A change locks the item's row (or, for the
 * introduction and reader notice, the organisation's), so two librarians saving at once are put
 * in a row and each audit entry's `before` is what that save replaced; the audit entry is
 * written in the same transaction as the change.
 */
import { and, count, desc, eq, gt, ilike, isNull, lte, type SQL } from 'drizzle-orm';
import type {
  ContentInfo,
  ContentItem,
  ContentListRequest,
  ContentStatus,
  ContentSummary,
  Page,
} from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { news, organization } from '../../db/schema';
import { escapeLike } from '../../search/match';
import type { EncodedImage } from '../../uploads/image';
import { writeAudit } from '../library-admin/audit';
import type { DeskScope } from '../library-admin/common';
import { storePublicImage } from '../public-files';
import type { CheckedItem } from './check';

type NewsRow = typeof news.$inferSelect;

export function statusOf(publishedAt: Date | null, now: number): ContentStatus {
  if (publishedAt === null) return 'draft';
  return publishedAt.getTime() > now ? 'scheduled' : 'published';
}

const toSummary = (row: NewsRow, now: number): ContentSummary => ({
  id: row.id,
  type: row.type,
  title: row.title,
  status: statusOf(row.publishedAt, now),
  publishedat: row.publishedAt?.toISOString() ?? null,
  updatedtime: row.updatedAt.toISOString(),
});

const toItem = (row: NewsRow, now: number): ContentItem => ({
  ...toSummary(row, now),
  bodyhtml: row.bodyHtml,
});

/** What the audit keeps of an item: enough to say what changed, not the body. */
const audited = (row: NewsRow, now: number) => ({
  type: row.type,
  title: row.title,
  status: statusOf(row.publishedAt, now),
  publishedat: row.publishedAt?.toISOString() ?? null,
});

function statusFilter(status: ContentStatus, now: Date): SQL {
  if (status === 'draft') return isNull(news.publishedAt);
  return status === 'scheduled' ? gt(news.publishedAt, now) : lte(news.publishedAt, now);
}

/** A page of the organisation's items, drafts and scheduled ones included, last changed first. */
export async function listContent(
  db: Database,
  scope: DeskScope,
  request: ContentListRequest,
): Promise<Page<ContentSummary>> {
  const now = new Date(scope.now);
  const search = request.search?.trim();
  const where = and(
    eq(news.organizationId, scope.orgId),
    request.type ? eq(news.type, request.type) : undefined,
    request.status ? statusFilter(request.status, now) : undefined,
    search ? ilike(news.title, `%${escapeLike(search)}%`) : undefined,
  );
  const [totals] = await db
    .select({ n: count().mapWith(Number) })
    .from(news)
    .where(where);
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(desc(news.updatedAt), desc(news.id))
    .limit(request.pagesize)
    .offset((request.index - 1) * request.pagesize);
  return {
    total: totals?.n ?? 0,
    index: request.index,
    pagesize: request.pagesize,
    list: rows.map((row) => toSummary(row, scope.now)),
  };
}

export async function getContent(
  db: Database,
  scope: DeskScope,
  id: number,
): Promise<ContentItem | undefined> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.organizationId, scope.orgId)));
  return row && toItem(row, scope.now);
}

/**
 * Creates or changes an item (values checked and the body sanitised). A new item with a
 * `requestid` already used answers the item that one created and writes nothing: a double
 * submit or a retry makes one item. Undefined when `id` is not an item of this organisation.
 */
export async function saveContent(
  db: Database,
  scope: DeskScope,
  item: CheckedItem,
): Promise<ContentItem | undefined> {
  const now = new Date(scope.now);
  const values = {
    type: item.type,
    title: item.title,
    bodyHtml: item.bodyHtml,
    publishedAt: item.publishedAt,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    if (item.id === undefined) {
      const [created] = await tx
        .insert(news)
        .values({ organizationId: scope.orgId, saveKey: item.requestid ?? null, ...values })
        .onConflictDoNothing({ target: [news.organizationId, news.saveKey] })
        .returning();
      if (!created) {
        // The unique (organisation, save key) held: the first Save's item, unchanged.
        const [first] = await tx
          .select()
          .from(news)
          .where(and(eq(news.organizationId, scope.orgId), eq(news.saveKey, item.requestid!)));
        return first && toItem(first, scope.now);
      }
      await writeAudit(tx, scope, 'contentSave', `#${created.id}`, {
        id: created.id,
        before: null,
        after: audited(created, scope.now),
      });
      return toItem(created, scope.now);
    }
    const [before] = await tx
      .select()
      .from(news)
      .where(and(eq(news.id, item.id), eq(news.organizationId, scope.orgId)))
      .for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(news)
      .set(values)
      .where(and(eq(news.id, item.id), eq(news.organizationId, scope.orgId)))
      .returning();
    if (!after) return undefined;
    await writeAudit(tx, scope, 'contentSave', `#${after.id}`, {
      id: after.id,
      before: audited(before, scope.now),
      after: audited(after, scope.now),
    });
    return toItem(after, scope.now);
  });
}

/** Deletes an item of this organisation, audited with what it was; false when there is none. */
export async function deleteContent(db: Database, scope: DeskScope, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(news)
      .where(and(eq(news.id, id), eq(news.organizationId, scope.orgId)))
      .returning();
    if (!removed) return false;
    await writeAudit(tx, scope, 'contentDelete', `#${id}`, {
      id,
      before: audited(removed, scope.now),
      after: null,
    });
    return true;
  });
}

export async function readInfo(db: Database, orgId: number): Promise<ContentInfo | undefined> {
  const [row] = await db
    .select({ introduction: organization.introduction, readernotice: organization.readerNotice })
    .from(organization)
    .where(eq(organization.id, orgId));
  return row && { introduction: row.introduction ?? '', readernotice: row.readernotice ?? '' };
}

/** Saves the introduction and the reader notice ('' stores none), audited before and after. */
export async function saveInfo(
  db: Database,
  scope: DeskScope,
  info: ContentInfo,
): Promise<ContentInfo | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, scope.orgId))
      .for('update');
    if (!locked) return undefined;
    const before = await readInfo(tx, scope.orgId);
    await tx
      .update(organization)
      .set({ introduction: info.introduction || null, readerNotice: info.readernotice || null })
      .where(eq(organization.id, scope.orgId));
    await writeAudit(tx, scope, 'contentInfo', 'info', { before, after: info });
    return info;
  });
}

/** An image for a body, stored as a public file of the organisation (re-encoded already). */
export async function saveContentImage(
  db: Database,
  scope: DeskScope,
  image: EncodedImage,
): Promise<string> {
  return db.transaction(async (tx) => {
    const fileId = await storePublicImage(tx, scope.orgId, 'content', image);
    await writeAudit(tx, scope, 'contentImage', fileId, {
      fileid: fileId,
      width: image.width,
      height: image.height,
    });
    return fileId;
  });
}
