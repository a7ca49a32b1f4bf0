/**
 * Fixtures for the personal-settings suites: readers of either role with a token (or a real
 * password to log in with), multipart bodies as a browser sends them, and images of every
 * kind an upload may bring (a photo with GPS in its EXIF, a decompression bomb, noise).
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { hashPassword } from '../src/auth/password';
import type { Database } from '../src/db/client';
import { reader } from '../src/db/schema';
import { send } from './helpers';
import { tokenFor } from './preborrow-fixtures';

export const YTKJ = 1;
export const DEMO2 = 2;
const BORROW_TYPE = { [YTKJ]: { student: 1, teacher: 2 }, [DEMO2]: { student: 3, teacher: 4 } };

let serial = 0;

export interface SettingsReader {
  id: number;
  orgId: number;
  readercode: string;
  token: string;
}

/**
 * A new reader of `orgId` with an access token of a session of its own. With `password`, the
 * reader can also log in (scrypt: about a second each here, so only where a test needs it).
 */
export async function makeReader(
  db: Database,
  orgId: number = YTKJ,
  role: 'student' | 'teacher' = 'student',
  password?: string,
): Promise<SettingsReader> {
  const readercode = `ST${process.pid}${++serial}`;
  const [row] = await db
    .insert(reader)
    .values({
      organizationId: orgId,
      readercode,
      name: '设置测试读者',
      usertype: role === 'teacher' ? 1 : 0,
      passwordHash: password ? await hashPassword(password) : 'not-a-hash: never logs in',
      borrowTypeId: BORROW_TYPE[orgId as keyof typeof BORROW_TYPE][role],
    })
    .returning({ id: reader.id, uuid: reader.uuid, usertype: reader.usertype });
  if (!row) throw new Error('reader insert returned nothing');
  const token = await tokenFor(db, row.id, orgId, row.usertype, row.uuid);
  return { id: row.id, orgId, readercode, token };
}

export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body with one file, in three pieces: before, the file, after. */
function multipartPieces({ field = 'file', filename, type, content }: FilePart) {
  const boundary = `----libportal${randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    head: Buffer.from(head),
    content,
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipart(part: FilePart) {
  const { head, content, tail, contentType } = multipartPieces(part);
  return { payload: Buffer.concat([head, content, tail]), contentType };
}

/**
 * How the body reaches the server: in one piece, or `streamed` as a client writing the file
 * 64 KiB at a time sends it (each write its own chunk, so a size limit that is a multiple of
 * 64 KiB falls exactly at a chunk's end).
 */
export type Delivery = 'whole' | 'streamed';
const STREAM_WRITE_BYTES = 64 * 1024;

function body(part: FilePart, delivery: Delivery) {
  if (delivery === 'whole') return multipart(part);
  const { head, content, tail, contentType } = multipartPieces(part);
  const writes: Buffer[] = [head];
  for (let at = 0; at < content.length; at += STREAM_WRITE_BYTES) {
    writes.push(content.subarray(at, at + STREAM_WRITE_BYTES));
  }
  writes.push(tail);
  return { payload: Readable.from(writes), contentType };
}

/** POSTs a file to `path` as `token`'s reader. */
export function upload<T>(
  app: FastifyInstance,
  path: string,
  token: string | undefined,
  part: FilePart,
  lang: 'zh' | 'en' = 'zh',
  delivery: Delivery = 'whole',
) {
  const { payload, contentType } = body(part, delivery);
  return send<T>(app, {
    method: 'POST',
    url: `/api${path}`,
    payload,
    headers: {
      'content-type': contentType,
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

/** GET FileApi/File/Download as `token`'s reader (or nobody). */
export function download(app: FastifyInstance, fileid: string, token?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/FileApi/File/Download?fileid=${encodeURIComponent(fileid)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 94, g: 169, b: 154 } } });

export const pngImage = (width = 64, height = 48) => solid(width, height).png().toBuffer();

/** A phone photo: EXIF with a GPS position (a school's address) and an orientation. */
export const photoWithGps = () =>
  solid(800, 600)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Parent' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '39/1 54/1 2712/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '116/1 23/1 2980/100',
      },
    })
    .toBuffer();

/** Random pixels barely compress: about `bytes` of PNG. */
export function noisePng(bytes: number) {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2_654_435_761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * A decompression bomb: a tiny PNG whose header claims `width` × `height` pixels (30,000 ×
 * 30,000 would be 2.7 GB decoded). The IHDR chunk is rewritten and its CRC recomputed, so the
 * file is well-formed up to its data.
 */
export async function bombPng(width = 30_000, height = 30_000) {
  const png = Buffer.from(await pngImage(1, 1));
  // Signature (8) + length (4) + "IHDR" (4): width and height follow, then the CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
    '<script>fetch("/api/IdentityApi/Reader/Query/Self")</script>' +
    '<rect width="64" height="64" fill="red"/></svg>',
);
