/**
 * Story-telling media: a page of the organisation's audio, videos and albums, one item with
 * its photos, and whether a file belongs to an item (the download route asks).
 */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { MediaDetail, MediaItem, MediaKind, MediaPage } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { file } from '../db/schema';
import { mediaItem, mediaPhoto } from '../db/tables/media';
import { countNumber, offsetOf, pageOf, type PageSpec } from './paging';
import type { FileViewer } from './ebook-files';

/**
 * An album without a cover shows its first photo. The outer row is named in full: inside a
 * subquery drizzle writes a column bare ("id"), which would be the photo's own.
 */
const OUTER_ID = sql.raw('"media_item"."id"');
const firstPhoto = sql<string | null>`(select p.file_id from media_photo p
  where p.media_item_id = ${OUTER_ID} order by p.position limit 1)`;
const photoCount = sql<number>`(select count(*) from media_photo p
  where p.media_item_id = ${OUTER_ID})`.mapWith(Number);

const itemColumns = {
  id: mediaItem.id,
  kind: mediaItem.kind,
  title: mediaItem.title,
  description: mediaItem.description,
  duration: mediaItem.durationSeconds,
  coverfileid: sql<string | null>`coalesce(${mediaItem.coverFileId}, ${firstPhoto})`,
  photos: photoCount,
  publishedat: mediaItem.publishedOn,
  captions: sql<boolean>`${mediaItem.captionsFileId} is not null`,
};

/** Who asks: a reader of the organisation sees all its items, a visitor its public ones. */
export type MediaAudience = 'reader' | 'visitor';

const forAudience = (audience: MediaAudience) =>
  audience === 'visitor' ? eq(mediaItem.isPublic, true) : undefined;

export async function mediaPage(
  db: Database,
  orgId: number,
  kind: MediaKind | undefined,
  spec: PageSpec,
  audience: MediaAudience,
): Promise<MediaPage> {
  const where: SQL | undefined = and(
    eq(mediaItem.organizationId, orgId),
    kind ? eq(mediaItem.kind, kind) : undefined,
    forAudience(audience),
  );
  const [total] = await db.select({ n: countNumber() }).from(mediaItem).where(where);
  const list: MediaItem[] = await db
    .select(itemColumns)
    .from(mediaItem)
    .where(where)
    .orderBy(desc(mediaItem.publishedOn), desc(mediaItem.id))
    .limit(spec.pagesize)
    .offset(offsetOf(spec));
  return pageOf(spec, total?.n ?? 0, list);
}

/**
 * The item with its file, captions and photos; undefined when not of `orgId` (or gone),
 * 'readers' when a visitor asks for an item the library keeps for its readers.
 */
export async function mediaDetail(
  db: Database,
  orgId: number,
  id: number,
  audience: MediaAudience,
): Promise<MediaDetail | 'readers' | undefined> {
  const [row] = await db
    .select({
      ...itemColumns,
      fileid: mediaItem.fileId,
      mime: file.mime,
      captionsfileid: mediaItem.captionsFileId,
      isPublic: mediaItem.isPublic,
    })
    .from(mediaItem)
    .leftJoin(file, eq(file.id, mediaItem.fileId))
    .where(and(eq(mediaItem.id, id), eq(mediaItem.organizationId, orgId)));
  if (!row) return undefined;
  if (audience === 'visitor' && !row.isPublic) return 'readers';
  const photolist = await db
    .select({ fileid: mediaPhoto.fileId, caption: mediaPhoto.caption })
    .from(mediaPhoto)
    .where(eq(mediaPhoto.mediaItemId, id))
    .orderBy(asc(mediaPhoto.position), asc(mediaPhoto.id));
  const { isPublic: _shown, ...item } = row;
  return { ...item, photolist };
}

/**
 * Whether the caller may download a file that belongs to a media item (its audio or video,
 * cover, captions or a photo): `undefined` when it belongs to none (other rules apply),
 * `allowed` for a reader of the item's organisation, `public` for anyone when the library
 * published the item, else `login` for a visitor (children's voices and photos of school
 * activities stay with the library's readers) and `hidden` for a reader of another
 * organisation (answered like a missing file).
 */
export async function mediaFileAccess(
  db: Database,
  fileId: string,
  viewer: FileViewer | null,
): Promise<'allowed' | 'public' | 'login' | 'hidden' | undefined> {
  // Two index lookups rather than one OR across a join, which would scan: this runs for
  // every download (logos and covers too), most of which belong to no media item.
  const items = await db
    .select({ orgId: mediaItem.organizationId, isPublic: mediaItem.isPublic })
    .from(mediaItem)
    .where(
      or(
        eq(mediaItem.fileId, fileId),
        eq(mediaItem.coverFileId, fileId),
        eq(mediaItem.captionsFileId, fileId),
      ),
    )
    .limit(20);
  const photos = await db
    .select({ orgId: mediaItem.organizationId, isPublic: mediaItem.isPublic })
    .from(mediaPhoto)
    .innerJoin(mediaItem, eq(mediaItem.id, mediaPhoto.mediaItemId))
    .where(eq(mediaPhoto.fileId, fileId))
    .limit(20);
  const owners = [...items, ...photos];
  if (owners.length === 0) return undefined;
  if (viewer && owners.some((owner) => owner.orgId === viewer.orgId)) return 'allowed';
  if (owners.some((owner) => owner.isPublic)) return 'public';
  return viewer ? 'hidden' : 'login';
}
