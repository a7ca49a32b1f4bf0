import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type EBookDetail,
  type EBookShelfEntry,
  type EBookSummary,
  type EBookTag,
  type FileInfo,
  type Page,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { ebook } from '../src/db/tables/ebooks';
import { FileIds } from '../src/seed/files';
import { OrgIds } from '../src/seed/content';
import { demoReaderTokens, openTestServer, send } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
let ytkj: string;
let teacher: string;
let demo2: string;

openTestServer((server) => ({ handle, app } = server));

beforeAll(async () => {
  ({ ytkjStudent: ytkj, ytkjTeacher: teacher, demo2Student: demo2 } = await demoReaderTokens(app));
});

const headers = (token?: string, lang: 'zh' | 'en' = 'zh') => ({
  'accept-language': lang,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
const call = <T>(path: string, body: unknown, token?: string, lang: 'zh' | 'en' = 'zh') =>
  send<T>(app, {
    method: 'POST',
    url: `/api${path}`,
    headers: headers(token, lang),
    payload: body as object,
  });
const fetchGet = <T>(url: string, token?: string, lang: 'zh' | 'en' = 'zh') =>
  send<T>(app, { method: 'GET', url: `/api${url}`, headers: headers(token, lang) });

async function bookId(orgId: number, title: string) {
  const [row] = await handle.db
    .select({ id: ebook.id, fileId: ebook.fileId })
    .from(ebook)
    .where(and(eq(ebook.organizationId, orgId), eq(ebook.title, title)));
  if (!row) throw new Error(`no e-book ${title}`);
  return { id: row.id, fileId: row.fileId ?? '' };
}

const ANALECTS = '论语（选读）';
const TAO = '道德经（选读）';
const GETTYSBURG = 'The Gettysburg Address';

describe('lists, tags and detail', () => {
  it('lists the organisation’s e-books and journals, by type, tag and keyword', async () => {
    const all = await call<Page<EBookSummary>>(ApiPath.ebookReaderList, {
      index: 1,
      pageSize: 50,
      organizationid: OrgIds.ytkj,
    });
    expect(all.body.data.total).toBe(7);
    expect(all.body.data.list.every((b) => b.onshelf === false)).toBe(true);
    const journals = await call<Page<EBookSummary>>(ApiPath.ebookList, {
      index: 1,
      pageSize: 50,
      ebooktype: 1,
      organizationid: OrgIds.ytkj,
    });
    expect(journals.body.data.list.map((b) => b.ebooktype)).toEqual([1, 1]);
    const tags = await fetchGet<EBookTag[]>(`${ApiPath.ebookTags}?organizationid=${OrgIds.ytkj}`);
    const classics = tags.body.data.find((tag) => tag.name === '国学经典');
    expect(classics?.count).toBe(2);
    const tagged = await call<Page<EBookSummary>>(ApiPath.ebookList, {
      index: 1,
      pageSize: 10,
      tagid: classics?.id,
      organizationid: OrgIds.ytkj,
    });
    expect(tagged.body.data.list.map((b) => b.title)).toEqual([ANALECTS, TAO]);
    const found = await call<Page<EBookSummary>>(ApiPath.ebookList, {
      index: 1,
      pageSize: 10,
      keyword: 'lincoln',
      organizationid: OrgIds.ytkj,
    });
    expect(found.body.data.list.map((b) => [b.title, b.format])).toEqual([[GETTYSBURG, 'pdf']]);
    // A keyword with LIKE's wildcards matches them literally.
    const wild = await call<Page<EBookSummary>>(ApiPath.ebookList, {
      index: 1,
      pageSize: 10,
      keyword: '%',
      organizationid: OrgIds.ytkj,
    });
    expect(wild.body.data.total).toBe(0);
  });

  it('gives the detail with its file, and nothing of another organisation', async () => {
    const analects = await bookId(OrgIds.ytkj, ANALECTS);
    const detail = await call<EBookDetail>(`${ApiPath.ebookDetail}?bookid=${analects.id}`, {});
    expect(detail.body.data).toMatchObject({
      title: ANALECTS,
      format: 'epub',
      language: 'zh',
      fileid: analects.fileId,
      requireslogin: false,
      position: null,
    });
    const other = await bookId(OrgIds.demo2, ANALECTS);
    const hidden = await call(`${ApiPath.ebookDetail}?bookid=${other.id}`, {}, ytkj);
    expect([hidden.status, hidden.body.code]).toEqual([404, ResultCode.notFound]);
    // Logged out, naming YTKJ, a DEMO2 id finds nothing either.
    const anon = await call(
      `${ApiPath.ebookDetail}?bookid=${other.id}&organizationid=${OrgIds.ytkj}`,
      {},
    );
    expect(anon.status).toBe(404);
  });

  it('refuses oversized and wrongly typed input', async () => {
    expect((await call(ApiPath.ebookList, { index: 1, pageSize: 500 })).status).toBe(400);
    expect((await call(ApiPath.ebookList, { ebooktype: 7 })).status).toBe(400);
    expect((await call(`${ApiPath.ebookDetail}?bookid=abc`, {})).status).toBe(400);
  });
});

describe('the e-book shelf', () => {
  it('adds and removes idempotently, and only for a logged-in reader', async () => {
    const { id } = await bookId(OrgIds.ytkj, ANALECTS);
    const shelf = () =>
      call<Page<EBookShelfEntry>>(ApiPath.ebookShelfList, { index: 1, pageSize: 10 }, ytkj);
    for (let i = 0; i < 2; i++) {
      const added = await call<{ onshelf: boolean }>(
        ApiPath.ebookShelfChange,
        { bookid: id, onshelf: true },
        ytkj,
      );
      expect(added.body.data).toEqual({ onshelf: true });
    }
    expect((await shelf()).body.data.list.map((b) => [b.id, b.onshelf])).toEqual([[id, true]]);
    // Another reader's shelf is their own.
    const other = await call<Page<EBookShelfEntry>>(ApiPath.ebookShelfList, {}, teacher);
    expect(other.body.data.total).toBe(0);
    for (let i = 0; i < 2; i++) {
      await call(ApiPath.ebookShelfChange, { bookid: id, onshelf: false }, ytkj);
    }
    expect((await shelf()).body.data.total).toBe(0);
    expect((await call(ApiPath.ebookShelfChange, { bookid: id, onshelf: true })).status).toBe(401);
    expect((await call(ApiPath.ebookShelfList, {})).status).toBe(401);
  });

  it('refuses another organisation’s book', async () => {
    const other = await bookId(OrgIds.demo2, ANALECTS);
    const refused = await call(ApiPath.ebookShelfChange, { bookid: other.id, onshelf: true }, ytkj);
    expect(refused.status).toBe(404);
  });

  it('remembers the reading position per reader and book', async () => {
    const { id } = await bookId(OrgIds.ytkj, GETTYSBURG);
    const saved = await call(
      ApiPath.ebookPositionSave,
      { bookid: id, position: '3', percent: 60 },
      ytkj,
    );
    expect(saved.body.code).toBe(ResultCode.ok);
    const mine = await call<EBookDetail>(`${ApiPath.ebookDetail}?bookid=${id}`, {}, ytkj);
    expect(mine.body.data.position).toBe('3');
    const theirs = await call<EBookDetail>(`${ApiPath.ebookDetail}?bookid=${id}`, {}, teacher);
    expect(theirs.body.data.position).toBeNull();
    const other = await bookId(OrgIds.demo2, ANALECTS);
    expect(
      (await call(ApiPath.ebookPositionSave, { bookid: other.id, position: '1', percent: 0 }, ytkj))
        .status,
    ).toBe(404);
    expect(
      (
        await call(
          ApiPath.ebookPositionSave,
          { bookid: id, position: 'x'.repeat(600), percent: 0 },
          ytkj,
        )
      ).status,
    ).toBe(400);
    expect(
      (await call(ApiPath.ebookPositionSave, { bookid: id, position: '1', percent: 0 })).status,
    ).toBe(401);
  });
});

describe('files', () => {
  const NO_PERMISSION = {
    zh: '您没有阅读权限，或登录状态已过期，请登录',
    en: 'You do not have permission to read, or login status has expired, please login',
  };

  it('describes an e-book’s file, and refuses a file that is no e-book format', async () => {
    const { fileId } = await bookId(OrgIds.ytkj, ANALECTS);
    const info = await fetchGet<FileInfo>(`${ApiPath.fileQuery}?fileid=${fileId}`);
    expect(info.body.data).toMatchObject({ fileid: fileId, format: 'epub' });
    for (const lang of ['zh', 'en'] as const) {
      const logo = await fetchGet(
        `${ApiPath.fileQuery}?fileid=${FileIds.ytkjLogo}`,
        undefined,
        lang,
      );
      expect(logo.body.code).toBe(ResultCode.businessError);
      expect(logo.body.msg).toBe(lang === 'en' ? 'Unrecognized file type' : '无法识别的文件类型');
    }
    expect((await fetchGet(`${ApiPath.fileQuery}?fileid=nope`)).status).toBe(404);
  });

  it('refuses a login-only book logged out with the product’s message, in zh and en', async () => {
    const { fileId } = await bookId(OrgIds.ytkj, TAO);
    for (const lang of ['zh', 'en'] as const) {
      for (const path of [ApiPath.fileQuery, ApiPath.fileDownload]) {
        const refused = await fetchGet(`${path}?fileid=${fileId}`, undefined, lang);
        expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
          403,
          ResultCode.forbidden,
          NO_PERMISSION[lang],
        ]);
      }
    }
    const download = await app.inject({
      method: 'GET',
      url: `/api${ApiPath.fileDownload}?fileid=${fileId}`,
      headers: headers(ytkj),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/epub+zip');
    expect(download.headers['cache-control']).toBe('private, no-store');
    // A reader of another organisation does not learn that the file exists.
    const hidden = await fetchGet(`${ApiPath.fileDownload}?fileid=${fileId}`, demo2);
    expect(hidden.status).toBe(404);
  });

  it('serves EPUBs with the mimetype entry first and stored, and PDFs of several pages', async () => {
    const { fileId: epubId } = await bookId(OrgIds.ytkj, ANALECTS);
    const epub = (
      await app.inject({ method: 'GET', url: `/api${ApiPath.fileDownload}?fileid=${epubId}` })
    ).rawPayload;
    expect(epub.readUInt32LE(0)).toBe(0x04034b50);
    expect(epub.readUInt16LE(8)).toBe(0); // stored, not deflated
    expect(epub.subarray(30, 38).toString()).toBe('mimetype');
    expect(epub.subarray(38, 58).toString()).toBe('application/epub+zip');
    expect(epub.length).toBeLessThan(20_000);
    const { fileId: pdfId } = await bookId(OrgIds.ytkj, GETTYSBURG);
    const pdf = (
      await app.inject({ method: 'GET', url: `/api${ApiPath.fileDownload}?fileid=${pdfId}` })
    ).rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.length).toBeLessThan(20_000);
  });
});
