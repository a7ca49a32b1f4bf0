/**
 * Images an organisation shows to everyone (its logo and banner, the pictures in its news),
 * stored as public files of the organisation: FileApi/File/Download serves them to anyone, a
 * day in shared caches, since nothing in them is a reader's. Always an image the upload
 * pipeline re-encoded (uploads/image.ts), never the bytes as uploaded.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { file } from '../db/schema';
import type { EncodedImage } from '../uploads/image';

/** Stores `image` as a public file of `orgId` named `<name>.<extension>`; answers its id. */
export async function storePublicImage(
  tx: Database,
  orgId: number,
  name: string,
  image: EncodedImage,
): Promise<string> {
  const fileId = randomUUID();
  await tx.insert(file).values({
    id: fileId,
    organizationId: orgId,
    filename: `${name}.${image.extension}`,
    mime: image.mime,
    content: image.content,
  });
  return fileId;
}
