/**
 * The 2 MB limit of image uploads, whatever the file's first bytes: a small valid PNG padded
 * past the limit is a file over the limit. Before the cut was checked, such a file passed
 * whenever the limit fell at the end of a chunk of the body (9 of 16 tries, on both routes):
 * the parser kept the first 2 MB, the PNG decoded from them, and the upload was stored.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiPath, IMAGE_MAX_BYTES, ResultCode } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { file } from '../src/db/schema';
import { openTestServer } from './helpers';
import { makeReader, pngImage, upload, type Delivery } from './settings-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
openTestServer((server) => ({ handle, app } = server));

const MB = 1024 * 1024;
const ROUTES = [
  ['avatar', ApiPath.avatarUpload],
  ['face', ApiPath.faceAdd],
] as const;
const DELIVERIES: Delivery[] = ['whole', 'streamed'];

/** A valid PNG of a few hundred bytes followed by zeros, `size` bytes in all. */
async function paddedPng(size: number) {
  const png = await pngImage(16, 16);
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

async function fileCount() {
  return (await handle.db.select({ id: file.id }).from(file)).length;
}

async function send(path: string, content: Buffer, delivery: Delivery) {
  const student = await makeReader(handle.db);
  const part = { filename: 'photo.png', type: 'image/png', content };
  return upload(app, path, student.token, part, 'zh', delivery);
}

describe.each(ROUTES)('%s upload', (_kind, path) => {
  describe.each(DELIVERIES)('sent %s', (delivery) => {
    it.each([
      ['2.2 MB', 2.2 * MB],
      ['10 MB', 10 * MB],
      ['one byte past the limit', IMAGE_MAX_BYTES + 1],
    ])('refuses a small PNG padded to %s as too large, storing nothing', async (_size, size) => {
      const before = await fileCount();
      const response = await send(path, await paddedPng(Math.round(size)), delivery);
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({
        code: ResultCode.payloadTooLarge,
        msg: '图片大小不能超过 2MB!',
      });
      expect(await fileCount()).toBe(before);
    });

    it('accepts a file of exactly the limit', async () => {
      const before = await fileCount();
      const response = await send(path, await paddedPng(IMAGE_MAX_BYTES), delivery);
      expect(response.body.code).toBe(ResultCode.ok);
      expect(await fileCount()).toBe(before + 1);
    });
  });
});
