import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type Envelope,
  type LibrarySettings,
  type SettingsRefusalDetail,
  type SettingsUpdateRequest,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { borrowType, footerLink, organization } from '../src/db/schema';
import { staffAudit } from '../src/db/tables/library-admin';
import { checkSettings } from '../src/queries/library-admin-settings';
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

const settingsOf = (world: DeskWorld, token: string) =>
  desk<LibrarySettings>(world, ApiPath.settingsGet, {}, token);
const update = (
  world: DeskWorld,
  body: SettingsUpdateRequest | object,
  token = world.admin,
  lang: 'zh' | 'en' = 'zh',
) =>
  desk<LibrarySettings & SettingsRefusalDetail>(world, ApiPath.settingsUpdate, body, token, lang);

/** POSTs an image to Settings/Image as a browser's FormData does. */
async function uploadImage(world: DeskWorld, kind: string, content: Buffer, token = world.admin) {
  const { payload, contentType } = multipart({ filename: 'x.png', type: 'image/png', content });
  const response = await world.app.inject({
    method: 'POST',
    url: `/api${ApiPath.settingsImage}?kind=${kind}`,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() as Envelope<LibrarySettings> };
}

async function lastAudit(world: DeskWorld, orgId: number) {
  const [row] = await world.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.organizationId, orgId), eq(staffAudit.action, 'settings')))
    .orderBy(desc(staffAudit.id))
    .limit(1);
  return row;
}

const links = [
  { title: '区图书馆', url: 'https://lib.example.org/a?b=1', isshow: true },
  { title: 'Hidden', url: 'http://hidden.example', isshow: false },
];

function settingsSuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const world = openDeskWorld(open);

    describe('who may', () => {
      it('refuses a librarian, a student and a teacher (403), and no token (401)', async () => {
        const student = await newPatron(world.db, YTKJ);
        const teacher = await newPatron(world.db, YTKJ, { teacher: true });
        for (const token of [world.librarian, student.token, teacher.token]) {
          expect((await settingsOf(world, token)).status).toBe(403);
          const saved = await update(world, { section: 'origins', value: [] }, token);
          expect(saved.status).toBe(403);
        }
        expect((await desk(world, ApiPath.settingsGet, {}, undefined)).status).toBe(401);
        const [org] = await world.db.select().from(organization).where(eq(organization.id, YTKJ));
        expect(org?.allowedOrigins.length).toBeGreaterThan(0);
      });

      it("shows and changes only the admin's own organisation", async () => {
        const ytkj = (await settingsOf(world, world.admin)).body.data;
        const demo2 = (await settingsOf(world, world.demo2Admin)).body.data;
        expect(ytkj.general.name).not.toBe(demo2.general.name);
        // The other organisation's admin names YTKJ's reader types: not theirs.
        const rule = ytkj.loanRules[0]!;
        const foreign = await update(
          world,
          { section: 'loanRules', value: [{ ...rule, maxloans: 1 }], organizationid: YTKJ },
          world.demo2Admin,
        );
        expect(foreign.body.code).toBe(ResultCode.businessError);
        expect(foreign.body.data.refused).toBe('readerTypeNotFound');
        const [kept] = await world.db.select().from(borrowType).where(eq(borrowType.id, rule.id));
        expect(kept?.maxLoans).toBe(rule.maxloans);
        // A footer saved by DEMO2's admin lands in DEMO2, whatever the body says.
        const saved = await update(
          world,
          { section: 'footerLinks', value: links, organizationid: YTKJ },
          world.demo2Admin,
        );
        expect(saved.body.code, saved.body.msg).toBe(0);
        const ytkjLinks = await world.db
          .select()
          .from(footerLink)
          .where(eq(footerLink.organizationId, YTKJ));
        expect(ytkjLinks.map((l) => l.title)).not.toContain('区图书馆');
        expect((await lastAudit(world, DEMO2))?.target).toBe('footerLinks');
      });
    });

    describe('saving', () => {
      it('saves the footer links in their order, audited before and after, and the portal lists them', async () => {
        const before = (await settingsOf(world, world.admin)).body.data.footerLinks;
        const saved = await update(world, { section: 'footerLinks', value: links });
        expect(saved.body.code, saved.body.msg).toBe(0);
        expect(saved.body.data.footerLinks).toEqual(links);
        const audit = await lastAudit(world, YTKJ);
        expect(audit?.target).toBe('footerLinks');
        expect(audit?.detail).toEqual({ section: 'footerLinks', before, after: links });
        const portal = await desk<{ list: { title: string; content: string; isshow: boolean }[] }>(
          world,
          ApiPath.footerLinks,
          { organizationid: YTKJ },
          undefined,
        );
        expect(portal.body.data.list.map((l) => [l.title, l.content, l.isshow])).toEqual(
          links.map((l) => [l.title, l.url, l.isshow]),
        );
      });

      it('saves the name, phone and AI librarian flag, as the portal then shows them', async () => {
        const value = {
          name: ' 一厂实验学校图书馆 ',
          servicephone: '010-1234',
          enableailibrarian: false,
        };
        const saved = await update(world, { section: 'general', value });
        expect(saved.body.code, saved.body.msg).toBe(0);
        expect(saved.body.data.general).toMatchObject({ ...value, name: '一厂实验学校图书馆' });
        const brief = await world.app.inject({
          url: `/api${ApiPath.orgBriefNoAuth}?orgid=${YTKJ}`,
        });
        expect(brief.json().data).toMatchObject({
          name: '一厂实验学校图书馆',
          servicephone: '010-1234',
        });
        const config = await world.app.inject({ url: `/api${ApiPath.orgConfig}?orgid=${YTKJ}` });
        expect(config.json().data).toEqual({ enableailibrarian: false });
        const cleared = await update(world, {
          section: 'general',
          value: { ...value, servicephone: '  ', enableailibrarian: true },
        });
        expect(cleared.body.data.general.servicephone).toBe('');
        const [org] = await world.db.select().from(organization).where(eq(organization.id, YTKJ));
        expect(org?.servicePhone).toBeNull();
      });

      it('saves the opening hours and address as plain text, audited, shown by /about', async () => {
        const infosOf = async (orgId: number) =>
          (
            await desk<{ key: string; content: string }[]>(
              world,
              ApiPath.libraryInfos,
              { organizationid: orgId },
              undefined,
            )
          ).body.data;
        const demo2Before = await infosOf(DEMO2);
        const before = (await settingsOf(world, world.admin)).body.data.hours;
        const value = {
          openinghours: '  周一至周五 8:00–20:00  \r\n\t寒暑假 <b>闭馆</b>\n\n',
          address: ' 学院路 1 号 <img src=x onerror=alert(1)> ',
        };
        const saved = await update(world, { section: 'hours', value });
        expect(saved.body.code, saved.body.msg).toBe(0);
        const after = {
          openinghours: '周一至周五 8:00–20:00\n 寒暑假 <b>闭馆</b>',
          address: '学院路 1 号 <img src=x onerror=alert(1)>',
        };
        expect(saved.body.data.hours).toEqual(after);
        expect(await lastAudit(world, YTKJ)).toMatchObject({
          target: 'hours',
          detail: { section: 'hours', before, after },
        });
        // The portal's /about page (and the AI librarian, from the same row) reads them as text.
        const infos = await infosOf(YTKJ);
        expect(infos.find((info) => info.key === 'openinghours')?.content).toBe(after.openinghours);
        expect(infos.find((info) => info.key === 'address')?.content).toBe(after.address);
        expect(await infosOf(DEMO2)).toEqual(demo2Before);
        // Empty is none: the columns hold null and /about leaves the entries out.
        const cleared = await update(world, {
          section: 'hours',
          value: { openinghours: ' \n ', address: '' },
        });
        expect(cleared.body.data.hours).toEqual({ openinghours: '', address: '' });
        const [org] = await world.db.select().from(organization).where(eq(organization.id, YTKJ));
        expect([org?.openingHours, org?.address]).toEqual([null, null]);
        const keys = (await infosOf(YTKJ)).map((info) => info.key);
        expect(keys).not.toContain('openinghours');
        expect(keys).not.toContain('address');
      });

      it('refuses the hours to a librarian and a student (403), writing nothing', async () => {
        const student = await newPatron(world.db, YTKJ);
        const before = (await settingsOf(world, world.admin)).body.data.hours;
        for (const token of [world.librarian, student.token]) {
          const answer = await update(
            world,
            { section: 'hours', value: { openinghours: 'x', address: 'y' } },
            token,
          );
          expect(answer.status).toBe(403);
        }
        expect((await settingsOf(world, world.admin)).body.data.hours).toEqual(before);
      });

      it('saves the loan rules of a reader type, which the desk then applies', async () => {
        const [rule] = (await settingsOf(world, world.admin)).body.data.loanRules;
        const changed = { ...rule!, maxloans: 7, loandays: 21, finefenperday: 5, holddays: 4 };
        const saved = await update(world, { section: 'loanRules', value: [changed] });
        expect(saved.body.code, saved.body.msg).toBe(0);
        const [row] = await world.db.select().from(borrowType).where(eq(borrowType.id, rule!.id));
        expect(row).toMatchObject({
          maxLoans: 7,
          loanDays: 21,
          fineFenPerDay: 5,
          preborrowHoldDays: 4,
        });
        const audit = await lastAudit(world, YTKJ);
        expect((audit?.detail.before as { maxloans: number }[])[0]?.maxloans).toBe(rule!.maxloans);
      });

      it('keeps copy-cataloguing sources by name: changed, added and removed', async () => {
        const value = [
          { name: 'Local', protocol: 'sru', url: 'http://10.0.0.5:210/db', allowprivate: true },
          {
            name: 'National',
            protocol: 'sru',
            url: 'https://sru.example.org/sru',
            allowprivate: false,
          },
          { name: 'Union', protocol: 'z3950', url: 'z.example.org:210/UCS01', allowprivate: false },
        ] as const;
        const saved = await update(world, { section: 'sources', value });
        expect(saved.body.code, saved.body.msg).toBe(0);
        expect(saved.body.data.sources).toEqual(value);
        // A source changing protocol keeps its name (the catalogue picks it by that).
        const local = { ...value[0], protocol: 'z3950', url: '[2001:db8::5]:210/Default' } as const;
        const again = await update(world, { section: 'sources', value: [local, value[1]] });
        expect(again.body.data.sources).toEqual([local, value[1]]);
        const demo2 = (await settingsOf(world, world.demo2Admin)).body.data.sources;
        expect(demo2.map((s) => s.name)).not.toContain('National');
      });

      it('saves valid embed origins, each once', async () => {
        const value = ['https://school.example', 'http://localhost:*', 'HTTPS://school.example'];
        const saved = await update(world, { section: 'origins', value });
        expect(saved.body.code, saved.body.msg).toBe(0);
        expect(saved.body.data.origins).toEqual(['https://school.example', 'http://localhost:*']);
      });
    });

    describe('logo and banner', () => {
      it('stores a new logo through the image pipeline, public, audited, shown by the portal', async () => {
        const before = (await settingsOf(world, world.admin)).body.data.general.logofileid;
        const answer = await uploadImage(world, 'logo', await pngImage(1200, 300));
        expect(answer.body.code, answer.body.msg).toBe(0);
        const logo = answer.body.data.general.logofileid;
        expect(logo).not.toBe(before);
        const served = await world.app.inject({
          url: `/api${ApiPath.fileDownload}?fileid=${logo}`,
        });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect((await lastAudit(world, YTKJ))?.detail).toEqual({
          section: 'general',
          before: { logofileid: before },
          after: { logofileid: logo },
        });
        const brief = await world.app.inject({
          url: `/api${ApiPath.orgBriefNoAuth}?orgid=${YTKJ}`,
        });
        expect(brief.json().data.logofileid).toBe(logo);
      });

      it('refuses a librarian (403), a file that is no image, and a kind that is none', async () => {
        const png = await pngImage();
        expect((await uploadImage(world, 'logo', png, world.librarian)).status).toBe(403);
        const text = await uploadImage(world, 'banner', Buffer.from('<svg onload="x"/>'));
        expect(text.body.code).toBe(ResultCode.businessError);
        expect((await uploadImage(world, 'avatar', png)).status).toBe(400);
        const demo2 = (await settingsOf(world, world.demo2Admin)).body.data.general;
        const mine = await uploadImage(world, 'banner', png, world.demo2Admin);
        expect(mine.body.data.general.bannerfileid).not.toBe(demo2.bannerfileid);
        const ytkj = (await settingsOf(world, world.admin)).body.data.general;
        expect(ytkj.bannerfileid).not.toBe(mine.body.data.general.bannerfileid);
      });
    });

    describe('refusals name the field, and nothing is written', () => {
      const cases: [string, SettingsUpdateRequest, Partial<SettingsRefusalDetail>, string][] = [
        [
          'a javascript: link',
          {
            section: 'footerLinks',
            value: [links[0]!, { ...links[0]!, url: 'javascript:alert(1)' }],
          },
          { field: 'url', problem: 'notHttp', index: 1 },
          'Address must be an address starting with http:// or https://',
        ],
        [
          'an empty link title',
          { section: 'footerLinks', value: [{ ...links[0]!, title: '  ' }] },
          { field: 'title', problem: 'empty', index: 0 },
          'Link title is empty',
        ],
        [
          'a * origin',
          { section: 'origins', value: ['*'] },
          { field: 'origin', problem: 'notOrigin', index: 0 },
          'Origin must be scheme://host[:port], without a path, and not *',
        ],
        [
          'an origin with a path',
          { section: 'origins', value: ['https://ok.example', 'https://school.example/portal'] },
          { field: 'origin', problem: 'notOrigin', index: 1 },
          'Origin must be scheme://host[:port], without a path, and not *',
        ],
        [
          'an empty name',
          { section: 'general', value: { name: '', servicephone: '', enableailibrarian: true } },
          { field: 'name', problem: 'empty', index: null },
          'Name is empty',
        ],
        [
          'opening hours past their bound',
          {
            section: 'hours',
            value: { openinghours: '周'.repeat(501), address: '' },
          },
          { field: 'openinghours', problem: 'tooLong', index: null },
          'Opening hours is longer than 500 characters',
        ],
        [
          'an address past its bound',
          { section: 'hours', value: { openinghours: '', address: 'x'.repeat(201) } },
          { field: 'address', problem: 'tooLong', index: null },
          'Street address is longer than 200 characters',
        ],
        [
          'an address of two lines',
          { section: 'hours', value: { openinghours: '', address: 'a\nb' } },
          { field: 'address', problem: 'empty', index: null },
          'Street address is empty',
        ],
        [
          'a payment method without a payment gateway',
          { section: 'payments', value: { methods: ['wechat'] } },
          { field: 'methods', problem: 'notOffered', index: 0 },
          'Payment methods may only be online methods the payment gateway offers (cash is taken at the desk)',
        ],
        [
          'a source with a file: URL',
          {
            section: 'sources',
            value: [{ name: 'x', protocol: 'sru', url: 'file:///etc/passwd', allowprivate: false }],
          },
          { field: 'url', problem: 'notHttp', index: 0 },
          'Address must be an address starting with http:// or https://',
        ],
        [
          'a Z39.50 source given a URL',
          {
            section: 'sources',
            value: [
              { name: 'a', protocol: 'sru', url: 'https://a.example', allowprivate: false },
              { name: 'z', protocol: 'z3950', url: 'http://z.example:210/db', allowprivate: false },
            ],
          },
          { field: 'url', problem: 'notZ3950', index: 1 },
          'Address must be host:port/database, e.g. lx2.loc.gov:210/LCDB',
        ],
        [
          'two sources of one name',
          {
            section: 'sources',
            value: [
              { name: 'x', protocol: 'sru', url: 'https://a.example', allowprivate: false },
              { name: 'x', protocol: 'z3950', url: 'b.example:210/db', allowprivate: false },
            ],
          },
          { refused: 'duplicate', index: 1 },
          'Two entries are the same',
        ],
      ];
      it.each(cases)('%s', async (_, body, detail, message) => {
        const before = (await settingsOf(world, world.admin)).body.data;
        const audits = (await lastAudit(world, YTKJ))?.id;
        const answer = await update(world, body, world.admin, 'en');
        expect(answer.status).toBe(200);
        expect(answer.body.code).toBe(ResultCode.businessError);
        expect(answer.body.data).toMatchObject({ section: body.section, ...detail });
        expect(answer.body.msg).toBe(message);
        expect((await settingsOf(world, world.admin)).body.data).toEqual(before);
        expect((await lastAudit(world, YTKJ))?.id).toBe(audits);
      });

      it('refuses over-long opening hours in Chinese by default', async () => {
        const answer = await update(world, {
          section: 'hours',
          value: { openinghours: 'x'.repeat(501), address: '' },
        });
        expect(answer.body.data).toMatchObject({ field: 'openinghours', problem: 'tooLong' });
        expect(answer.body.msg).toBe('开放时间最多 500 个字');
      });

      it('refuses a loan figure out of its bounds, in Chinese by default', async () => {
        const [rule] = (await settingsOf(world, world.admin)).body.data.loanRules;
        const answer = await update(world, {
          section: 'loanRules',
          value: [{ ...rule!, loandays: 0 }],
        });
        expect(answer.body.data).toMatchObject({
          field: 'loandays',
          problem: 'outOfRange',
          index: 0,
        });
        expect(answer.body.msg).toBe('借期（天）须是 1–365 之间的整数');
      });

      it('refuses wrong types and oversized bodies as malformed (400)', async () => {
        const [rule] = (await settingsOf(world, world.admin)).body.data.loanRules;
        const bad: object[] = [
          { section: 'general', value: { name: 1, servicephone: '', enableailibrarian: true } },
          { section: 'loanRules', value: [{ ...rule!, maxloans: '5' }] },
          { section: 'loanRules', value: [{ ...rule!, maxloans: 1.5 }] },
          { section: 'nope', value: [] },
          { section: 'origins', value: 'https://a.example' },
          {
            section: 'origins',
            value: Array.from({ length: 41 }, (_, i) => `https://a${i}.example`),
          },
          { section: 'footerLinks', value: [{ ...links[0]!, title: 'x'.repeat(101) }] },
          {
            section: 'general',
            value: { name: 'a\u0000b', servicephone: '', enableailibrarian: true },
          },
          { section: 'hours', value: { openinghours: 5, address: '' } },
          { section: 'hours', value: { openinghours: '' } },
          { section: 'hours', value: { openinghours: 'x'.repeat(1001), address: '' } },
          { section: 'hours', value: { openinghours: 'a\u0000b', address: '' } },
          { section: 'hours', value: { openinghours: '', address: ['a'] } },
          { section: 'payments', value: { methods: ['paypal'] } },
          { section: 'payments', value: ['wechat'] },
          // A protocol that is not SRU or Z39.50, or none.
          {
            section: 'sources',
            value: [{ name: 'x', protocol: 'gopher', url: 'x:70/db', allowprivate: false }],
          },
          {
            section: 'sources',
            value: [{ name: 'x', url: 'https://x.example', allowprivate: false }],
          },
        ];
        for (const body of bad) {
          const answer = await update(world, body);
          expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        }
        // Past the form's count but within the schema's: refused by field, with the bound.
        const many = Array.from({ length: 21 }, (_, i) => `https://a${i}.example`);
        const tooMany = await update(world, { section: 'origins', value: many });
        expect(tooMany.body.data).toMatchObject({ field: 'count', problem: 'tooMany' });
        expect(tooMany.body.msg).toBe('最多 20 项');
      });
    });
  });
}

describe('checkSettings', () => {
  it('trims what it keeps and refuses links a browser would not follow safely', () => {
    const ok = checkSettings({
      section: 'footerLinks',
      value: [{ title: ' a ', url: ' https://x.example ', isshow: true }],
    });
    expect(ok).toEqual({
      ok: {
        section: 'footerLinks',
        value: [{ title: 'a', url: 'https://x.example', isshow: true }],
      },
    });
    for (const url of ['https://user:pw@x.example', 'data:text/html,hi', '//x.example', 'x']) {
      expect(
        checkSettings({ section: 'footerLinks', value: [{ title: 'a', url, isshow: true }] }),
      ).toMatchObject({ refused: 'invalidField', field: 'url' });
    }
  });
});

settingsSuite('settings (PGlite)', () => openTestDatabase());
describe.skipIf(!postgresAdminUrl)('PostgreSQL', () => {
  settingsSuite('settings (PostgreSQL)', () => openPostgresTestDatabase());
});
