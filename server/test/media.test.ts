import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  MAX_MEDIA_PAGE_SIZE,
  ResultCode,
  type MediaDetail,
  type MediaPage,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { circulationCall as call, seededReader, type SeededReader } from './circulation-fixtures';
import { openTestDatabase, testApp } from './helpers';
import { download } from './settings-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
let student: SeededReader;
let teacher: SeededReader;
let demo2: SeededReader;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle);
  student = await seededReader(handle.db, '20230001');
  teacher = await seededReader(handle.db, 'T0001');
  demo2 = await seededReader(handle.db, '20230001', 2);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const list = async (who: SeededReader | undefined, body: object = {}) =>
  call<MediaPage>(app, ApiPath.mediaList, body, who?.token);
const detail = async (who: SeededReader | undefined, id: number, organizationid?: number) =>
  call<MediaDetail>(app, ApiPath.mediaDetail, { id, organizationid }, who?.token);

describe('story-telling media', () => {
  it('lists the organisation’s items newest first, by kind, in pages', async () => {
    const all = (await list(student)).body.data;
    expect(all.total).toBe(5);
    const dates = all.list.map((item) => item.publishedat);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.list.every((item) => !item.title.startsWith('DEMO2'))).toBe(true);
    const audio = (await list(student, { kind: 'audio' })).body.data;
    expect(audio.list.map((item) => item.title)).toEqual(['小蝌蚪找妈妈', '龟兔赛跑', '三只小猪']);
    expect(audio.list.map((item) => item.captions)).toEqual([true, true, false]);
    expect(audio.list[0]).toMatchObject({ kind: 'audio', duration: 8, photos: 0 });
    const albums = (await list(student, { kind: 'album' })).body.data;
    expect(albums.list.map((item) => [item.title, item.photos])).toEqual([
      ['2026 读书节', 4],
      ['图书馆开放日', 3],
    ]);
    // An album without a cover of its own shows its first photo.
    expect(albums.list[0]?.coverfileid).toMatch(/^[0-9a-f-]{36}$/);
    const second = (await list(student, { kind: 'audio', index: 2, pagesize: 2 })).body.data;
    expect(second).toMatchObject({ total: 3, index: 2, pagesize: 2 });
    expect(second.list.map((item) => item.title)).toEqual(['三只小猪']);
    // A teacher of the organisation sees the same.
    expect((await list(teacher)).body.data.total).toBe(5);
  });

  it('gives one item with its file, captions or photos, and serves those files', async () => {
    const [story] = (await list(student, { kind: 'audio' })).body.data.list;
    const item = (await detail(student, story?.id ?? 0)).body.data;
    expect(item).toMatchObject({ title: '小蝌蚪找妈妈', mime: 'audio/wav', photolist: [] });
    const audio = await download(app, item.fileid ?? '', student.token);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.headers['cache-control']).toBe('private, no-store');
    expect(audio.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const captions = await download(app, item.captionsfileid ?? '', student.token);
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body).toMatch(/^WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\n池塘里/);

    const [album] = (await list(student, { kind: 'album' })).body.data.list;
    const photos = (await detail(student, album?.id ?? 0)).body.data;
    expect(photos).toMatchObject({ kind: 'album', fileid: null, mime: null });
    expect(photos.photolist.map((photo) => photo.caption)[0]).toBe('读书节开幕式上，校长致辞');
    const photo = await download(app, photos.photolist[0]?.fileid ?? '', student.token);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('shows DEMO2 only its own items, and none of YTKJ’s, nor their files', async () => {
    const theirs = (await list(demo2)).body.data;
    expect(theirs.total).toBe(2);
    expect(theirs.list.every((item) => item.title.startsWith('DEMO2'))).toBe(true);
    const [story] = (await list(student, { kind: 'audio' })).body.data.list;
    const refused = await detail(demo2, story?.id ?? 0);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe(ResultCode.notFound);
    // An album's photo is YTKJ's readers' alone: to DEMO2's reader it is missing. (A story
    // YTKJ published is anyone's to hear, its file too: see the visitor's case below.)
    const [album] = (await list(student, { kind: 'album' })).body.data.list;
    const albumItem = (await detail(student, album?.id ?? 0)).body.data;
    const photo = albumItem.photolist[0]?.fileid ?? '';
    expect((await download(app, photo, demo2.token)).statusCode).toBe(404);
    // Nor the other way round.
    const [their] = theirs.list;
    expect((await detail(student, their?.id ?? 0)).status).toBe(404);
  });

  it('shows a visitor the items the library published, and no other, nor their files', async () => {
    const visitor = (await list(undefined, { organizationid: 1 })).body.data;
    // The demo publishes its story recordings; its albums stay with its readers.
    expect(visitor.list.map((item) => item.kind)).toEqual(['audio', 'audio', 'audio']);
    expect(visitor.total).toBe(3);
    const [story] = visitor.list;
    const item = (await detail(undefined, story?.id ?? 0, 1)).body.data;
    expect(item.fileid).toBeTruthy();
    const file = await download(app, item.fileid ?? '');
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['cache-control'])).toContain('public');
    expect((await download(app, item.captionsfileid ?? '')).statusCode).toBe(200);
    // An album is the readers': a visitor is told to log in, and its photos are refused.
    const [album] = (await list(student, { kind: 'album' })).body.data.list;
    const refused = await detail(undefined, album?.id ?? 0, 1);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('这项内容仅对本馆读者开放，请登录后查看');
    expect((await list(undefined, { organizationid: 1, kind: 'album' })).body.data.total).toBe(0);
    const albumItem = (await detail(student, album?.id ?? 0)).body.data;
    const photo = albumItem.photolist[0]?.fileid ?? '';
    expect((await download(app, photo)).statusCode).toBe(401);
    // Another organisation's published item is not this organisation's page.
    expect((await detail(undefined, story?.id ?? 0, 2)).status).toBe(404);
    // A reader of the organisation still sees every item.
    expect((await list(student)).body.data.total).toBe(5);
  });

  it('refuses a visitor naming an unknown organisation', async () => {
    const unknown = await list(undefined, { organizationid: 999 });
    expect(unknown.body.code).toBe(ResultCode.unknownOrganization);
  });

  it('refuses a wrong kind, an oversized page, a missing or mistyped id', async () => {
    expect((await list(student, { kind: 'poster' })).status).toBe(400);
    expect((await list(student, { pagesize: MAX_MEDIA_PAGE_SIZE + 1 })).status).toBe(400);
    expect((await list(student, { index: 0 })).status).toBe(400);
    expect((await detail(student, 999_999)).status).toBe(404);
    const mistyped = await call(app, ApiPath.mediaDetail, { id: 'abc' }, student.token);
    expect(mistyped.status).toBe(400);
    expect((await call(app, ApiPath.mediaDetail, {}, student.token)).status).toBe(400);
  });
});
