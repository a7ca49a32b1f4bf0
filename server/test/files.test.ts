import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type FaceImage, type ReaderInfo } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { mayView } from '../src/queries/settings';
import { FileIds } from '../src/seed/files';
import { openTestServer, session } from './helpers';
import {
  DEMO2,
  download,
  makeReader,
  pngImage,
  upload,
  type SettingsReader,
} from './settings-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
openTestServer((server) => ({ handle, app } = server));

let owner: SettingsReader;
let classmate: SettingsReader;
let elsewhere: SettingsReader;
let avatarId: string;
let faceId: string;

beforeAll(async () => {
  owner = await makeReader(handle.db);
  classmate = await makeReader(handle.db, 1, 'teacher');
  elsewhere = await makeReader(handle.db, DEMO2);
  const part = { filename: 'me.png', type: 'image/png', content: await pngImage() };
  avatarId =
    (await upload<ReaderInfo>(app, ApiPath.avatarUpload, owner.token, part)).body.data.avatar ?? '';
  faceId = (await upload<FaceImage>(app, ApiPath.faceAdd, owner.token, part)).body.data.fileid;
});

describe('FileApi/File/Download: who may see what', () => {
  it('serves public files (logos, covers, the default avatar) to anyone, cacheable, cross-origin', async () => {
    for (const fileid of [FileIds.ytkjLogo, FileIds.defaultCover, FileIds.defaultAvatar]) {
      const response = await download(app, fileid);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      // A school page on another origin shows covers and logos in <img>.
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it("serves an avatar to its reader and to the same organisation's readers, never stored by caches", async () => {
    for (const viewer of [owner, classmate]) {
      const response = await download(app, avatarId, viewer.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers 404, as for a missing file, to a visitor and to another organisation', async () => {
    const missing = await download(app, '00000000-0000-4000-8000-000000000000');
    for (const response of [
      await download(app, avatarId),
      await download(app, avatarId, elsewhere.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
  });

  it('serves a face image to its reader only: not to a teacher of the same school', async () => {
    expect((await download(app, faceId, owner.token)).statusCode).toBe(200);
    for (const token of [classmate.token, elsewhere.token, undefined]) {
      expect((await download(app, faceId, token)).statusCode).toBe(404);
    }
  });

  it('answers 401 to a forged or ended session, so the client refreshes its token', async () => {
    expect((await download(app, avatarId, `${owner.token}x`)).statusCode).toBe(401);
    // Public files too: the caller learns its token is bad, then asks again without it.
    expect((await download(app, FileIds.ytkjLogo, `${owner.token}x`)).statusCode).toBe(401);
    const demo = await session(app, 'YTKJ', '20230001');
    const mine = demo.avatar ?? '';
    // The seeded demo avatar is a personal file too.
    expect((await download(app, mine, demo.token)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: `/api${ApiPath.logout}`,
      payload: {},
      headers: { authorization: `Bearer ${demo.token}` },
    });
    expect((await download(app, mine, demo.token)).statusCode).toBe(401);
    expect((await download(app, mine)).statusCode).toBe(404);
  });

  it('answers HEAD like GET, without the body', async () => {
    const head = await app.inject({
      method: 'HEAD',
      url: `/api/FileApi/File/Download?fileid=${faceId}`,
      headers: { authorization: `Bearer ${classmate.token}` },
    });
    expect(head.statusCode).toBe(404);
  });
});

describe('the rule', () => {
  const avatar = { readerId: 1, orgId: 1, kind: 'avatar' } as const;
  const faceImage = { readerId: 1, orgId: 1, kind: 'face' } as const;
  it.each([
    ['a public file, to a visitor', null, null, true],
    ['an avatar, to a visitor', avatar, null, false],
    ['an avatar, to its reader', avatar, { readerId: 1, orgId: 1 }, true],
    ['an avatar, to a reader of the organisation', avatar, { readerId: 2, orgId: 1 }, true],
    ['an avatar, to another organisation', avatar, { readerId: 2, orgId: 2 }, false],
    ['a face image, to its reader', faceImage, { readerId: 1, orgId: 1 }, true],
    ['a face image, to a reader of the organisation', faceImage, { readerId: 2, orgId: 1 }, false],
    ['a face image, to the same id elsewhere', faceImage, { readerId: 1, orgId: 2 }, false],
  ] as const)('%s', (_name, fileOwner, viewer, allowed) => {
    expect(mayView(fileOwner, viewer)).toBe(allowed);
  });
});
