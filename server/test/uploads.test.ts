import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, type FaceImage, type ReaderInfo } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { file, reader } from '../src/db/schema';
import { readerFile } from '../src/db/tables/settings';
import { MAX_INPUT_PIXELS, reencodeImage, sniffImageFormat } from '../src/uploads/image';
import { openTestServer } from './helpers';
import {
  DEMO2,
  bombPng,
  download,
  makeReader,
  noisePng,
  photoWithGps,
  pngImage,
  svgWithScript,
  upload,
  type FilePart,
} from './settings-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
openTestServer((server) => ({ handle, app } = server));

const avatar = (token: string, part: FilePart, lang?: 'zh' | 'en') =>
  upload<ReaderInfo>(app, ApiPath.avatarUpload, token, part, lang);
const face = (token: string, part: FilePart) =>
  upload<FaceImage>(app, ApiPath.faceAdd, token, part);

const refused = (msg: string) => ({ code: ResultCode.businessError, msg });
const ONLY_IMAGES = refused('只能上传图片文件!');

async function fileCount() {
  return (await handle.db.select({ id: file.id }).from(file)).length;
}

async function avatarOf(readerId: number) {
  const [row] = await handle.db
    .select({ avatar: reader.avatarFileId })
    .from(reader)
    .where(eq(reader.id, readerId));
  return row?.avatar ?? null;
}

describe('avatar upload: judged by content, re-encoded', () => {
  it('accepts a PNG named .txt and declared text/plain, and stores it re-encoded as WebP', async () => {
    const student = await makeReader(handle.db);
    const png = await pngImage(64, 48);
    const response = await avatar(student.token, {
      filename: 'notes.txt',
      type: 'text/plain',
      content: png,
    });
    expect(response.body.code).toBe(0);
    const fileid = response.body.data.avatar;
    expect(fileid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await avatarOf(student.id)).toBe(fileid);
    const stored = await download(app, fileid ?? '', student.token);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/webp');
    expect(stored.rawPayload.equals(png)).toBe(false);
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 48]);
  });

  it('refuses a text file named .png and declared image/png, storing nothing', async () => {
    const student = await makeReader(handle.db);
    const before = await fileCount();
    const response = await avatar(student.token, {
      filename: 'photo.png',
      type: 'image/png',
      content: Buffer.from('not a picture, just text pretending to be one\n'),
    });
    expect(response.body).toMatchObject(ONLY_IMAGES);
    expect(await fileCount()).toBe(before);
    expect(await avatarOf(student.id)).toBeNull();
  });

  it('refuses an SVG, with or without script: SVG is not accepted at all', async () => {
    const student = await makeReader(handle.db);
    for (const type of ['image/svg+xml', 'image/png']) {
      const response = await avatar(student.token, {
        filename: 'avatar.svg',
        type,
        content: svgWithScript,
      });
      expect(response.body).toMatchObject(ONLY_IMAGES);
    }
    expect(await avatarOf(student.id)).toBeNull();
  });

  it('refuses an image over 2 MB ("Image size cannot exceed 2MB!") without storing any of it', async () => {
    const student = await makeReader(handle.db);
    const big = await noisePng(3 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const before = await fileCount();
    const zh = await avatar(student.token, {
      filename: 'big.png',
      type: 'image/png',
      content: big,
    });
    expect(zh.status).toBe(413);
    expect(zh.body).toMatchObject({
      code: ResultCode.payloadTooLarge,
      msg: '图片大小不能超过 2MB!',
    });
    const en = await avatar(
      student.token,
      { filename: 'big.png', type: 'image/png', content: big },
      'en',
    );
    expect(en.body.msg).toBe('Image size cannot exceed 2MB!');
    expect(await fileCount()).toBe(before);
  });

  it('refuses a decompression bomb from its header (30,000 × 30,000 pixels in a few bytes)', async () => {
    const student = await makeReader(handle.db);
    const bomb = await bombPng();
    expect(bomb.length).toBeLessThan(200);
    const started = performance.now();
    const response = await avatar(student.token, {
      filename: 'bomb.png',
      type: 'image/png',
      content: bomb,
    });
    expect(response.body).toMatchObject(refused('图片尺寸过大，最多 2500 万像素'));
    // Refused from the header: nothing was decoded (decoding would take seconds and gigabytes).
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await avatarOf(student.id)).toBeNull();
  });

  it('strips metadata: the EXIF GPS position of a photo does not survive', async () => {
    const student = await makeReader(handle.db);
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await avatar(student.token, {
      filename: 'IMG_0001.JPG',
      type: 'image/jpeg',
      content: photo,
    });
    expect(response.body.code).toBe(0);
    const stored = await download(app, response.body.data.avatar ?? '', student.token);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    // Bounded: 800 × 600 becomes at most 512 wide.
    expect([meta.width, meta.height]).toEqual([512, 384]);
    expect(stored.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('replaces the previous avatar and deletes its file', async () => {
    const student = await makeReader(handle.db);
    const first = await avatar(student.token, {
      filename: 'a.png',
      type: 'image/png',
      content: await pngImage(),
    });
    const second = await avatar(student.token, {
      filename: 'b.png',
      type: 'image/png',
      content: await pngImage(32, 32),
    });
    const [a, b] = [first.body.data.avatar ?? '', second.body.data.avatar ?? ''];
    expect(a).not.toBe(b);
    expect(await avatarOf(student.id)).toBe(b);
    expect(await handle.db.select().from(file).where(eq(file.id, a))).toEqual([]);
    expect((await download(app, a, student.token)).statusCode).toBe(404);
  });

  it('asks for an image when the body has no file, or is not multipart', async () => {
    const student = await makeReader(handle.db);
    const other = await upload(app, ApiPath.avatarUpload, student.token, {
      field: 'picture',
      filename: 'a.png',
      type: 'image/png',
      content: await pngImage(),
    });
    expect(other.body).toMatchObject(refused('请选择要上传的图片'));
    const json = await app.inject({
      method: 'POST',
      url: `/api${ApiPath.avatarUpload}`,
      payload: { file: 'aGVsbG8=' },
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(json.json()).toMatchObject(refused('请选择要上传的图片'));
  });

  it('answers a malformed multipart body (cut short, bad boundary) as invalid input, not a fault', async () => {
    const student = await makeReader(handle.db);
    for (const payload of ['\u0000', '--x\r\nContent-Disposition: form-data; name="file"']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api${ApiPath.avatarUpload}`,
        payload,
        headers: {
          authorization: `Bearer ${student.token}`,
          'content-type': 'multipart/form-data; boundary=x',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: ResultCode.invalidInput });
    }
  });

  it('needs a login', async () => {
    const response = await upload(app, ApiPath.avatarUpload, undefined, {
      filename: 'a.png',
      type: 'image/png',
      content: await pngImage(),
    });
    expect(response.status).toBe(401);
  });

  it("changes only the caller's avatar: another reader's, in this organisation or another, stays", async () => {
    const student = await makeReader(handle.db);
    const classmate = await makeReader(handle.db);
    const elsewhere = await makeReader(handle.db, DEMO2);
    await avatar(classmate.token, {
      filename: 'c.png',
      type: 'image/png',
      content: await pngImage(),
    });
    const theirs = await avatarOf(classmate.id);
    // The client adds organizationid, userid and the like to every body; a forged userid
    // changes nothing, since only the token names the reader.
    await avatar(student.token, {
      filename: 'mine.png',
      type: 'image/png',
      content: await pngImage(),
    });
    expect(await avatarOf(classmate.id)).toBe(theirs);
    expect(await avatarOf(elsewhere.id)).toBeNull();
  });
});

describe('face image: AddForReader and Query', () => {
  it('stores a JPEG face image and returns it to its reader', async () => {
    const student = await makeReader(handle.db);
    const none = await app.inject({
      method: 'POST',
      url: `/api${ApiPath.faceQuery}`,
      payload: {},
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(none.json()).toMatchObject({ code: 0, data: null });
    const added = await face(student.token, {
      filename: 'face.webp',
      type: 'image/webp',
      content: await sharp(await photoWithGps())
        .webp()
        .toBuffer(),
    });
    expect(added.body.code).toBe(0);
    const stored = await download(app, added.body.data.fileid, student.token);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 800, undefined]);
    const query = await app.inject({
      method: 'POST',
      url: `/api${ApiPath.faceQuery}?organizationid=1&readerid=${student.id}`,
      payload: {},
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(query.json().data).toEqual(added.body.data);
  });

  it('keeps one face image per reader, even when two uploads race', async () => {
    const student = await makeReader(handle.db);
    const part = { filename: 'f.png', type: 'image/png', content: await pngImage() };
    const results = await Promise.all([face(student.token, part), face(student.token, part)]);
    expect(results.map((result) => result.body.code)).toEqual([0, 0]);
    const faces = await handle.db
      .select()
      .from(readerFile)
      .where(eq(readerFile.readerId, student.id));
    expect(faces).toHaveLength(1);
  });

  it("refuses to query another reader's face image, by reader or by organisation", async () => {
    const student = await makeReader(handle.db);
    const classmate = await makeReader(handle.db);
    await face(classmate.token, {
      filename: 'f.png',
      type: 'image/png',
      content: await pngImage(),
    });
    for (const query of [
      `readerid=${classmate.id}`,
      `organizationid=${DEMO2}&readerid=${student.id}`,
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api${ApiPath.faceQuery}?${query}`,
        payload: {},
        headers: { authorization: `Bearer ${student.token}` },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().data).toBeNull();
    }
  });
});

describe('the image checks themselves', () => {
  it('know the formats by their first bytes, never by a name', async () => {
    expect(sniffImageFormat(await pngImage())).toBe('png');
    expect(sniffImageFormat(await photoWithGps())).toBe('jpeg');
    expect(sniffImageFormat(svgWithScript)).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBe('gif');
    expect(sniffImageFormat(Buffer.alloc(0))).toBeUndefined();
  });

  it('refuse a file whose header and body disagree (a PNG signature before JPEG data)', async () => {
    const jpeg = await photoWithGps();
    const forged = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      jpeg,
    ]);
    expect(await reencodeImage(forged, 'avatar')).toEqual({ refused: 'notImage' });
  });

  it('refuse a truncated image rather than store half of it', async () => {
    const png = await pngImage(200, 200);
    expect(await reencodeImage(png.subarray(0, png.length - 40), 'avatar')).toEqual({
      refused: 'notImage',
    });
  });

  it('take pictures up to the pixel limit', async () => {
    const side = Math.floor(Math.sqrt(MAX_INPUT_PIXELS));
    const outcome = await reencodeImage(await bombPng(side, side), 'avatar');
    // Within the limit the header passes; the body (1 × 1 of data) does not decode.
    expect(outcome).toEqual({ refused: 'notImage' });
    expect(await reencodeImage(await bombPng(side + 1, side + 1), 'avatar')).toMatchObject({
      refused: 'tooManyPixels',
    });
  });
});
