import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  CONTENT_LIMITS,
  ResultCode,
  type ContentInfo,
  type ContentItem,
  type ContentRefusalDetail,
  type ContentSaveRequest,
  type ContentSummary,
  type Envelope,
  type NewsDetail,
  type NewsSummary,
  type Page,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { file, news, organization } from '../src/db/schema';
import { staffAudit } from '../src/db/tables/library-admin';
import { openTestDatabase } from './helpers';
import {
  DEMO2,
  YTKJ,
  desk,
  newPatron,
  openDeskWorld,
  type DeskWorld,
} from './library-admin-fixtures';
import { openPostgresTestDatabase, postgresAdminUrl } from './postgres-database';
import { multipart, pngImage } from './settings-fixtures';

type Saved = ContentItem & ContentRefusalDetail;

const save = (
  world: DeskWorld,
  body: Partial<ContentSaveRequest>,
  token = world.librarian,
  lang: 'zh' | 'en' = 'zh',
) =>
  desk<Saved>(
    world,
    ApiPath.contentSave,
    { type: 'notice', title: '通知', bodyhtml: '<p>正文</p>', publishedat: null, ...body },
    token,
    lang,
  );

const publicList = (world: DeskWorld, orgId = YTKJ) =>
  desk<Page<NewsSummary>>(
    world,
    ApiPath.newsList,
    { index: 1, pageSize: 50, type: 'notice', organizationid: orgId },
    undefined,
  );
const publicDetail = (world: DeskWorld, id: number, orgId = YTKJ) =>
  desk<NewsDetail>(world, `${ApiPath.newsDetail}?id=${id}&orgid=${orgId}`, {}, undefined);

const auditOf = (world: DeskWorld, target: string) =>
  world.db
    .select()
    .from(staffAudit)
    .where(
      and(
        inArray(staffAudit.action, ['contentSave', 'contentDelete', 'contentInfo']),
        eq(staffAudit.target, target),
      ),
    )
    .orderBy(desc(staffAudit.id));

async function uploadImage(world: DeskWorld, content: Buffer, token = world.librarian) {
  const { payload, contentType } = multipart({ filename: 'x.png', type: 'image/png', content });
  const response = await world.app.inject({
    method: 'POST',
    url: `/api${ApiPath.contentImage}`,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() as Envelope<{ fileid: string }> };
}

function contentSuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const world = openDeskWorld(open);

    describe('who may', () => {
      it('refuses a student and a teacher (403) and no token (401); librarian and admin both edit', async () => {
        const student = await newPatron(world.db, YTKJ);
        const teacher = await newPatron(world.db, YTKJ, { teacher: true });
        const before = await world.db.select({ id: news.id }).from(news);
        for (const token of [student.token, teacher.token]) {
          expect((await save(world, { title: '学生写的' }, token)).status).toBe(403);
          const list = await desk(world, ApiPath.contentList, { index: 1, pagesize: 10 }, token);
          expect(list.status).toBe(403);
          const info = await desk(world, ApiPath.contentInfoGet, {}, token);
          expect(info.status).toBe(403);
        }
        const anonymous = await desk(
          world,
          ApiPath.contentSave,
          { type: 'notice', title: 'x', bodyhtml: '', publishedat: null },
          undefined,
        );
        expect(anonymous.status).toBe(401);
        expect(await world.db.select({ id: news.id }).from(news)).toHaveLength(before.length);

        const byLibrarian = await save(world, { title: '馆员' }, world.librarian);
        const byAdmin = await save(world, { title: '管理员' }, world.admin);
        expect(byLibrarian.body.code).toBe(0);
        expect(byAdmin.body.code).toBe(0);
      });

      it("answers another organisation's item as not found, and leaves it unchanged", async () => {
        const theirs = await save(world, { title: 'DEMO2 的通知' }, world.demo2Librarian);
        const id = theirs.body.data.id;
        const got = await desk(world, ApiPath.contentGet, { id }, world.librarian);
        expect(got.status).toBe(404);
        const changed = await save(world, { id, title: '改掉' }, world.librarian);
        expect(changed.status).toBe(404);
        const removed = await desk(world, ApiPath.contentDelete, { id }, world.admin);
        expect(removed.status).toBe(404);
        const [row] = await world.db.select().from(news).where(eq(news.id, id));
        expect(row?.title).toBe('DEMO2 的通知');
        expect(row?.organizationId).toBe(DEMO2);
        const list = await desk<Page<ContentSummary>>(
          world,
          ApiPath.contentList,
          { index: 1, pagesize: 50, search: 'DEMO2 的通知' },
          world.librarian,
        );
        expect(list.body.data.total).toBe(0);
      });
    });

    describe('drafts, schedules and publishing', () => {
      it('keeps a draft and a scheduled item out of the public list and detail; publishing shows it', async () => {
        const draft = await save(world, { title: '草稿通知 A', publishedat: null });
        expect(draft.body.data.status).toBe('draft');
        const future = new Date(world.clock + 3 * 86_400_000).toISOString();
        const scheduled = await save(world, { title: '定时通知 B', publishedat: future });
        expect(scheduled.body.data.status).toBe('scheduled');

        const titles = async () => (await publicList(world)).body.data.list.map((i) => i.title);
        expect(await titles()).not.toContain('草稿通知 A');
        expect(await titles()).not.toContain('定时通知 B');
        expect((await publicDetail(world, draft.body.data.id)).status).toBe(404);
        expect((await publicDetail(world, scheduled.body.data.id)).status).toBe(404);

        const now = new Date(world.clock - 1000).toISOString();
        const published = await save(world, {
          id: draft.body.data.id,
          title: '草稿通知 A',
          bodyhtml: '<p><strong>加粗</strong></p>',
          publishedat: now,
        });
        expect(published.body.data.status).toBe('published');
        expect(await titles()).toContain('草稿通知 A');
        const detail = await publicDetail(world, draft.body.data.id);
        expect(detail.body.data.bodyhtml).toBe('<p><strong>加粗</strong></p>');

        // The app's clock reaches the scheduled date: it is public from then.
        world.clock += 4 * 86_400_000;
        expect(await titles()).toContain('定时通知 B');

        const [entry] = await auditOf(world, `#${draft.body.data.id}`);
        expect(entry?.detail).toMatchObject({
          before: { title: '草稿通知 A', status: 'draft' },
          after: { title: '草稿通知 A', status: 'published' },
        });
      });

      it('lists by type, status and title search, a page at a time', async () => {
        await save(world, { type: 'activity', title: '读书会 zz1', publishedat: null });
        await save(world, {
          type: 'activity',
          title: '读书会 zz2',
          publishedat: new Date(world.clock - 60_000).toISOString(),
        });
        const list = (body: object) =>
          desk<Page<ContentSummary>>(
            world,
            ApiPath.contentList,
            { index: 1, pagesize: 1, ...body },
            world.librarian,
          );
        const drafts = await list({ type: 'activity', status: 'draft', search: 'zz' });
        expect(drafts.body.data.total).toBe(1);
        expect(drafts.body.data.list[0]?.title).toBe('读书会 zz1');
        const all = await list({ type: 'activity', search: '读书会 zz' });
        expect(all.body.data.total).toBe(2);
        expect(all.body.data.list).toHaveLength(1);
        // % and _ are letters in a search, not patterns.
        expect((await list({ search: '%' })).body.data.total).toBe(0);
        const tooBig = await desk(
          world,
          ApiPath.contentList,
          { index: 1, pagesize: 500 },
          world.librarian,
        );
        expect(tooBig.status).toBe(400);
      });

      it('deletes an item, audited with what it was', async () => {
        const item = await save(world, {
          title: '要删的',
          publishedat: new Date(world.clock).toISOString(),
        });
        const id = item.body.data.id;
        expect((await desk(world, ApiPath.contentDelete, { id }, world.admin)).body.code).toBe(0);
        expect((await publicDetail(world, id)).status).toBe(404);
        const [entry] = await auditOf(world, `#${id}`);
        expect(entry?.action).toBe('contentDelete');
        expect(entry?.detail).toMatchObject({ before: { title: '要删的' }, after: null });
      });
    });

    describe('bodies are sanitised by the display rules', () => {
      it('removes script, event handlers, javascript: links, data: images and style attributes', async () => {
        const saved = await save(world, {
          bodyhtml:
            '<p style="color:red">好<script>alert(1)</script></p>' +
            '<img src="https://x.example/a.png" onerror="alert(2)">' +
            '<a href="javascript:alert(3)">链接</a><img src="data:image/png;base64,AAAA">',
        });
        const body = saved.body.data.bodyhtml;
        expect(body).toBe('<p>好</p><img src="https://x.example/a.png" /><a>链接</a>');
        const [row] = await world.db.select().from(news).where(eq(news.id, saved.body.data.id));
        expect(row?.bodyHtml).toBe(body);
      });

      it('refuses an oversized body with a translated message, writing nothing', async () => {
        const before = await world.db.select({ id: news.id }).from(news);
        const big = `<p>${'字'.repeat(CONTENT_LIMITS.bodyMaxBytes / 3 + 10)}</p>`;
        const zh = await save(world, { bodyhtml: big });
        expect(zh.body).toMatchObject({
          code: ResultCode.businessError,
          data: { field: 'bodyhtml', problem: 'tooLong' },
        });
        expect(zh.body.msg).toContain('200 KB');
        const en = await save(world, { bodyhtml: big }, world.librarian, 'en');
        expect(en.body.msg).toBe(
          'The text is larger than 200 KB: shorten it, or insert pictures as images',
        );
        expect(await world.db.select({ id: news.id }).from(news)).toHaveLength(before.length);
      });

      it('refuses an empty title and a bad date by field', async () => {
        const empty = await save(world, { title: '   ' }, world.librarian, 'en');
        expect(empty.body).toMatchObject({
          data: { field: 'title', problem: 'empty' },
          msg: 'Title is empty',
        });
        const badDate = await save(world, { publishedat: '3026-01-01T00:00:00Z' });
        expect(badDate.body.data).toEqual({ field: 'publishedat', problem: 'badDate' });
      });
    });

    it('a double submit of a new item with one requestid creates one item', async () => {
      const requestid = randomUUID();
      const body = { title: `双击 ${requestid.slice(0, 8)}`, requestid };
      const [first, second] = await Promise.all([save(world, body), save(world, body)]);
      expect(first.body.code).toBe(0);
      expect(second.body.code).toBe(0);
      expect(second.body.data.id).toBe(first.body.data.id);
      const rows = await world.db.select().from(news).where(eq(news.title, body.title));
      expect(rows).toHaveLength(1);
      const third = await save(world, body);
      expect(third.body.data.id).toBe(first.body.data.id);
      expect(await auditOf(world, `#${first.body.data.id}`)).toHaveLength(1);
    });

    describe('introduction and reader notice', () => {
      it('reads and saves them as plain text, audited; refuses one too long', async () => {
        const got = await desk<ContentInfo>(world, ApiPath.contentInfoGet, {}, world.librarian);
        expect(got.body.data.introduction).toContain('云图科技');
        const saved = await desk<ContentInfo>(
          world,
          ApiPath.contentInfoSave,
          { introduction: '新的简介\n第二行', readernotice: '' },
          world.librarian,
        );
        expect(saved.body.data).toEqual({ introduction: '新的简介\n第二行', readernotice: '' });
        const [org] = await world.db.select().from(organization).where(eq(organization.id, YTKJ));
        expect(org?.introduction).toBe('新的简介\n第二行');
        expect(org?.readerNotice).toBeNull();
        const [entry] = await auditOf(world, 'info');
        expect(entry?.detail).toMatchObject({ after: { introduction: '新的简介\n第二行' } });
        const [demo2] = await world.db
          .select()
          .from(organization)
          .where(eq(organization.id, DEMO2));
        expect(demo2?.introduction).toContain('示范第二中学');

        const tooLong = await desk<ContentRefusalDetail>(
          world,
          ApiPath.contentInfoSave,
          { introduction: 'x'.repeat(CONTENT_LIMITS.infoMax + 1), readernotice: '' },
          world.librarian,
        );
        expect(tooLong.body.data).toEqual({ field: 'introduction', problem: 'tooLong' });
      });
    });

    describe('images', () => {
      it('re-encodes an uploaded picture as a public WebP of the organisation', async () => {
        const uploaded = await uploadImage(world, Buffer.from(await pngImage(40, 30)));
        expect(uploaded.body.code).toBe(0);
        const [row] = await world.db
          .select()
          .from(file)
          .where(eq(file.id, uploaded.body.data.fileid));
        expect(row?.mime).toBe('image/webp');
        expect(row?.organizationId).toBe(YTKJ);
        const [entry] = await world.db
          .select()
          .from(staffAudit)
          .where(eq(staffAudit.target, uploaded.body.data.fileid));
        expect(entry?.action).toBe('contentImage');
      });

      it('refuses what is not an image, and a student', async () => {
        const notImage = await uploadImage(world, Buffer.from('<svg onload="x"></svg>'));
        expect(notImage.body.code).toBe(ResultCode.businessError);
        const student = await newPatron(world.db, YTKJ);
        const refused = await uploadImage(world, Buffer.from(await pngImage()), student.token);
        expect(refused.status).toBe(403);
      });
    });
  });
}

contentSuite('content (PGlite)', () => openTestDatabase());
describe.skipIf(!postgresAdminUrl)('PostgreSQL', () => {
  contentSuite('content (PostgreSQL)', () => openPostgresTestDatabase());
});
