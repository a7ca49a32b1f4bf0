import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPath,
  ResultCode,
  type Envelope,
  type FaceImage,
  type ReaderInfo,
} from '../../../src/core/api/contract';
import { authOf, bearerToken, requireRole } from '../auth/guard';
import type { AccessClaims } from '../auth/tokens';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, forbidden, invalidInput, notFound, unauthenticated } from '../http/errors';
import { Id, OptionalBody, Text } from '../http/schemas';
import { ebookFileAccess } from '../queries/ebook-files';
import { mediaFileAccess } from '../queries/media';
import { findReaderInfo } from '../queries/readers';
import { faceImageOf, fileForViewer, storeReaderImage } from '../queries/settings';
import type { ReaderFileKind } from '../db/tables/settings';
import { reencodeImage, type EncodedImage, type ImageKind } from '../uploads/image';
import { acceptImageUploads, readUploadedImage, type UploadOutcome } from '../uploads/multipart';
import { WorkQueue } from '../uploads/work-queue';
import { fileViewerOf, noPermissionToRead } from './ebooks';
import { readerWriteLimit } from './rate-limit';

const DownloadQuery = Type.Object({ fileid: Text(64) });
const FaceQuery = Type.Object({
  organizationid: Type.Optional(Id()),
  readerid: Type.Optional(Id()),
});

export const refusal = (key: 'imageOnly' | 'imageMissing' | 'imageTooManyPixels', max?: number) =>
  new ApiError(
    200,
    ResultCode.businessError,
    key,
    max ? { max: String(Math.floor(max / 10_000)) } : {},
  );

export const uploadRefusals = {
  tooLarge: () => new ApiError(413, ResultCode.payloadTooLarge, 'imageTooLarge'),
  missing: () => refusal('imageMissing'),
  malformed: () => invalidInput(400, 'invalidInput', 'file'),
} satisfies Record<Exclude<UploadOutcome, { bytes: Buffer }>['refused'], () => ApiError>;

/** Two images decoded at once, eight waiting; more is "busy, try again". */
export const imageWork = () =>
  new WorkQueue({ running: 2, waiting: 8 }, () => new ApiError(503, ResultCode.busy, 'busy'));

/**
 * The uploaded image of a staff call (the logo, a news picture) through the pipeline: read from
 * the multipart `file`, checked and re-encoded as `kind` on `work`; every refusal thrown as its
 * ApiError (too large, missing, not an image, too many pixels).
 */
export async function uploadedImage(
  request: FastifyRequest,
  work: WorkQueue,
  kind: ImageKind,
): Promise<EncodedImage> {
  const upload = await readUploadedImage(request);
  if ('refused' in upload) throw uploadRefusals[upload.refused]();
  const outcome = await work.run(() => reencodeImage(upload.bytes, kind));
  if ('refused' in outcome) {
    throw outcome.refused === 'tooManyPixels'
      ? refusal('imageTooManyPixels', outcome.maxPixels)
      : refusal('imageOnly');
  }
  return outcome.image;
}

/**
 * Files: downloads, which check who may see a reader's images (queries/settings.ts mayView),
 * and the uploads of a reader's avatar and face image.
 */
export const fileRoutes: RoutePlugin = async (app, { ctx }) => {
  await acceptImageUploads(app);
  const work = imageWork();

  app.get(
    ApiPath.fileDownload,
    { schema: { querystring: DownloadQuery } },
    async (request, reply) => {
      // A token that no longer holds (expired, ended, forged) is said so, so that the client
      // refreshes it and asks again, rather than learning that the file is not there.
      if (!request.auth && bearerToken(request)) throw unauthenticated();
      const viewer = fileViewerOf(request);
      // An e-book's file is read as its book allows (routes/ebooks.ts): a licensed one needs
      // a reader of its organisation, and a visitor is told to log in.
      const ebookAccess = await ebookFileAccess(ctx.db, request.query.fileid, viewer);
      if (ebookAccess === 'login') throw noPermissionToRead();
      if (ebookAccess === 'hidden') throw notFound('fileNotFound');
      // Story audio, videos and album photos are a student's pages (routes/media.ts): a reader
      // of the item's organisation only; a visitor is told to log in.
      const mediaAccess = await mediaFileAccess(ctx.db, request.query.fileid, viewer);
      if (mediaAccess === 'login') throw unauthenticated();
      if (mediaAccess === 'hidden') throw notFound('fileNotFound');
      // A file the caller may not see is answered like a missing one.
      const row = await fileForViewer(ctx.db, request.query.fileid, viewer);
      if (!row) throw notFound('fileNotFound');
      // A reader's image, or a book only the library's readers may read: no shared cache may
      // keep it for the next person at a library computer. Logos, covers, open books: a day.
      const personal =
        row.personal || mediaAccess === 'allowed' || (ebookAccess === 'allowed' && viewer !== null);
      return (
        reply
          .type(row.mime)
          .header('cache-control', personal ? 'private, no-store' : 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened directly must not run script in our origin.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .send(row.content)
      );
    },
  );

  /** Reads, checks, re-encodes and stores the uploaded image; returns its file id. */
  async function storeUpload(request: FastifyRequest, kind: ReaderFileKind, auth: AccessClaims) {
    const upload = await readUploadedImage(request);
    if ('refused' in upload) throw uploadRefusals[upload.refused]();
    const outcome = await work.run(() => reencodeImage(upload.bytes, kind));
    if ('refused' in outcome) {
      throw outcome.refused === 'tooManyPixels'
        ? refusal('imageTooManyPixels', outcome.maxPixels)
        : refusal('imageOnly');
    }
    const owner = { readerId: auth.readerId, orgId: auth.orgId };
    const fileId = await storeReaderImage(ctx.db, owner, kind, outcome.image);
    if (!fileId) throw unauthenticated();
    return fileId;
  }

  const uploadGuards = { preHandler: [requireRole(), readerWriteLimit(ctx, 'imageUploads')] };

  app.post(ApiPath.avatarUpload, uploadGuards, async (request): Promise<Envelope<ReaderInfo>> => {
    const auth = authOf(request);
    await storeUpload(request, 'avatar', auth);
    const info = await findReaderInfo(ctx.db, auth.readerId, auth.orgId);
    if (!info) throw unauthenticated();
    return ok(request, info);
  });

  app.post(ApiPath.faceAdd, uploadGuards, async (request): Promise<Envelope<FaceImage | null>> => {
    const auth = authOf(request);
    await storeUpload(request, 'face', auth);
    return ok(request, await faceImageOf(ctx.db, auth.readerId, auth.orgId));
  });

  app.post(
    ApiPath.faceQuery,
    {
      schema: { querystring: FaceQuery, body: OptionalBody(Type.Object({})) },
      preHandler: requireRole(),
    },
    async (request): Promise<Envelope<FaceImage | null>> => {
      const { readerId, orgId } = authOf(request);
      const { organizationid = orgId, readerid = readerId } = request.query;
      // Only one's own face image: the parameters, when given, must name the caller.
      if (organizationid !== orgId || readerid !== readerId) throw forbidden();
      return ok(request, await faceImageOf(ctx.db, readerId, orgId));
    },
  );
};
