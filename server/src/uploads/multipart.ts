import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_FIELD, IMAGE_MAX_BYTES } from '../../../src/core/api/contract';

/**
 * Multipart bodies for the routes of the plugin that calls this (the registration is
 * encapsulated: every other route still refuses multipart with 415). One file of at most
 * IMAGE_MAX_BYTES and a handful of small fields; past the size the upload is cut off and
 * refused, never buffered whole.
 */
export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: 1,
      fields: 8,
      fieldSize: 1024,
      parts: 9,
      headerPairs: 32,
    },
  });
}

export type UploadOutcome = { bytes: Buffer } | { refused: 'missing' | 'tooLarge' | 'malformed' };

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT']);

/**
 * The bytes of the `file` field. Neither its name nor its declared type is looked at: the
 * content decides (uploads/image.ts).
 */
export async function readUploadedImage(request: FastifyRequest): Promise<UploadOutcome> {
  if (!request.isMultipart()) return { refused: 'missing' };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === IMAGE_FIELD) {
        const bytes = await part.toBuffer();
        // toBuffer throws only when it meets a chunk after the cut. When the limit falls on a
        // chunk's end (a client streaming 64 KiB writes: 2 MiB is 32 of them), the stream just
        // ends, and the first 2 MiB of a larger file came back as if whole: a small valid PNG
        // padded to 10 MB passed. Truncated means refused, whatever the bytes kept look like.
        if (part.file.truncated) return { refused: 'tooLarge' };
        return { bytes };
      }
      // Another file field: drained, so the parser reaches the next part.
      if (part.type === 'file') part.file.resume();
    }
    return { refused: 'missing' };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOO_LARGE.has(code)) return { refused: 'tooLarge' };
    // Whatever else the parser met (a body cut short, a bad boundary, a prototype key as a
    // field name) is a malformed request, never the server's fault.
    return { refused: 'malformed' };
  }
}
