import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FaceImage, PointEntry, ReaderPoints, Sex } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { borrowRecord, file, organization, reader } from '../db/schema';
import {
  readerFile,
  readerPointLog,
  type PointReason,
  type ReaderFileKind,
} from '../db/tables/settings';
import type { EncodedImage } from '../uploads/image';

/**
 * The reader's own settings. Every query names the reader and the organisation of the access
 * token: a reader id of another organisation matches nothing.
 */
const own = (readerId: number, orgId: number) =>
  and(eq(reader.id, readerId), eq(reader.organizationId, orgId));

export interface ProfileChange {
  nickname: string;
  sex: Sex;
  email: string;
}

/** False when there is no such reader (the session outlived it). */
export async function updateProfile(
  db: Database,
  readerId: number,
  orgId: number,
  change: ProfileChange,
): Promise<boolean> {
  const rows = await db
    .update(reader)
    .set(change)
    .where(own(readerId, orgId))
    .returning({ id: reader.id });
  return rows.length > 0;
}

/** What a password change and a phone binding check against. */
export async function readerAccount(db: Database, readerId: number, orgId: number) {
  const [row] = await db
    .select({
      passwordHash: reader.passwordHash,
      phone: reader.phone,
      organizationName: organization.name,
    })
    .from(reader)
    .innerJoin(organization, eq(organization.id, reader.organizationId))
    .where(own(readerId, orgId));
  return row;
}

export async function setPasswordHash(
  db: Database,
  readerId: number,
  orgId: number,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(reader)
    // The reader chose this one: a generated initial password is no longer in use.
    .set({ passwordHash, mustChangePassword: false })
    .where(own(readerId, orgId))
    .returning({ id: reader.id });
  return rows.length > 0;
}

export async function setPhone(
  db: Database,
  readerId: number,
  orgId: number,
  phone: string,
): Promise<boolean> {
  const rows = await db
    .update(reader)
    .set({ phone })
    .where(own(readerId, orgId))
    .returning({ id: reader.id });
  return rows.length > 0;
}

/**
 * Stores a re-encoded image as the reader's avatar or face image and drops the one it
 * replaces. The reader's row is locked first, so two uploads at once replace one another in
 * turn instead of both keeping a face image (which the unique index would refuse) or leaving
 * an orphaned file. Returns the new file's id, or undefined when there is no such reader.
 */
export async function storeReaderImage(
  db: Database,
  owner: { readerId: number; orgId: number },
  kind: ReaderFileKind,
  image: EncodedImage,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ avatarFileId: reader.avatarFileId })
      .from(reader)
      .where(own(owner.readerId, owner.orgId))
      .for('update');
    if (!locked) return undefined;
    const replaced = await tx
      .select({ fileId: readerFile.fileId })
      .from(readerFile)
      .where(and(eq(readerFile.readerId, owner.readerId), eq(readerFile.kind, kind)));
    const fileId = randomUUID();
    await tx.insert(file).values({
      id: fileId,
      organizationId: owner.orgId,
      filename: `${kind}.${image.extension}`,
      mime: image.mime,
      content: image.content,
    });
    if (kind === 'avatar') {
      await tx.update(reader).set({ avatarFileId: fileId }).where(eq(reader.id, owner.readerId));
    }
    // Deleting the file deletes its reader_file row (cascade); the default avatar, a public
    // file, is never among them.
    for (const { fileId: old } of replaced) await tx.delete(file).where(eq(file.id, old));
    await tx.insert(readerFile).values({
      fileId,
      readerId: owner.readerId,
      organizationId: owner.orgId,
      kind,
    });
    return fileId;
  });
}

/** The reader's face image, if one is stored. */
export async function faceImageOf(
  db: Database,
  readerId: number,
  orgId: number,
): Promise<FaceImage | null> {
  const [row] = await db
    .select({ fileid: readerFile.fileId, createdAt: readerFile.createdAt })
    .from(readerFile)
    .where(
      and(
        eq(readerFile.readerId, readerId),
        eq(readerFile.organizationId, orgId),
        eq(readerFile.kind, 'face'),
      ),
    );
  return row ? { fileid: row.fileid, updatedtime: row.createdAt.toISOString() } : null;
}

/** Who asks for a file: a reader of an organisation, or nobody logged in. */
export type FileViewer = { readerId: number; orgId: number } | null;

/**
 * Who may download a file. Files nobody uploaded as a reader (logos, banners, covers, news
 * images) are public. An avatar is seen by its reader and by the readers of the same
 * organisation — a school's own readers, where rankings, follows and comments may show it —
 * never by visitors or other organisations: these are children's photos. A face image is its
 * reader's alone.
 */
export function mayView(
  owner: { readerId: number; orgId: number; kind: ReaderFileKind } | null,
  viewer: FileViewer,
): boolean {
  if (!owner) return true;
  if (!viewer) return false;
  if (viewer.orgId !== owner.orgId) return false;
  return owner.kind === 'avatar' || viewer.readerId === owner.readerId;
}

/**
 * The file, when `viewer` may see it; undefined otherwise, which the route answers exactly like
 * a missing file, so an id does not tell whether it exists. `personal`: not to be cached by
 * anyone but the viewer.
 */
export async function fileForViewer(db: Database, fileId: string, viewer: FileViewer) {
  const [access] = await db
    .select({
      readerId: readerFile.readerId,
      orgId: readerFile.organizationId,
      kind: readerFile.kind,
    })
    .from(file)
    .leftJoin(readerFile, eq(readerFile.fileId, file.id))
    .where(eq(file.id, fileId));
  if (!access) return undefined;
  const owner =
    access.readerId !== null && access.orgId !== null && access.kind !== null
      ? { readerId: access.readerId, orgId: access.orgId, kind: access.kind }
      : null;
  if (!mayView(owner, viewer)) return undefined;
  const [row] = await db
    .select({ mime: file.mime, content: file.content })
    .from(file)
    .where(eq(file.id, fileId));
  return row && { ...row, personal: owner !== null };
}

/** The reader's loans, oldest first: what medals are computed from. */
export async function readerLoans(db: Database, readerId: number, orgId: number) {
  return db
    .select({
      borrowedAt: borrowRecord.borrowedAt,
      dueAt: borrowRecord.dueAt,
      returnedAt: borrowRecord.returnedAt,
    })
    .from(borrowRecord)
    .innerJoin(reader, eq(reader.id, borrowRecord.readerId))
    .where(and(eq(borrowRecord.readerId, readerId), eq(reader.organizationId, orgId)))
    .orderBy(asc(borrowRecord.borrowedAt), asc(borrowRecord.id));
}

/** The reader's score and a page of what earned it, newest first; undefined: no such reader. */
export async function readerPoints(
  db: Database,
  readerId: number,
  orgId: number,
  index: number,
  pagesize: number,
): Promise<ReaderPoints | undefined> {
  const [owner] = await db.select({ score: reader.score }).from(reader).where(own(readerId, orgId));
  if (!owner) return undefined;
  const mine = and(eq(readerPointLog.readerId, readerId), eq(readerPointLog.organizationId, orgId));
  const [total] = await db.select({ n: count() }).from(readerPointLog).where(mine);
  const rows = await db
    .select({
      id: readerPointLog.id,
      points: readerPointLog.points,
      reason: readerPointLog.reason,
      createdAt: readerPointLog.createdAt,
    })
    .from(readerPointLog)
    .where(mine)
    .orderBy(desc(readerPointLog.createdAt), desc(readerPointLog.id))
    .limit(pagesize)
    .offset((index - 1) * pagesize);
  const list: PointEntry[] = rows.map((row) => ({
    id: row.id,
    points: row.points,
    reason: row.reason,
    createdtime: row.createdAt.toISOString(),
  }));
  return { score: owner.score, history: { total: total?.n ?? 0, index, pagesize, list } };
}

/**
 * Adds points and writes why, in one transaction, so the history always explains the score.
 * Returns the new score; undefined when there is no such reader in the organisation.
 */
export async function awardPoints(
  db: Database,
  readerId: number,
  orgId: number,
  points: number,
  reason: PointReason,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reader)
      .set({ score: sql`${reader.score} + ${points}` })
      .where(own(readerId, orgId))
      .returning({ score: reader.score });
    if (!row) return undefined;
    await tx.insert(readerPointLog).values({ readerId, organizationId: orgId, points, reason });
    return row.score;
  });
}
