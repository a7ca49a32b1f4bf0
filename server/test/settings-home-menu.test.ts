import { and, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  SETTINGS_LIMITS,
  type HomeMenuConfig,
  type HomeMenuEntry,
  type LibrarySettings,
  type OpacIcon,
  type SettingsHomeMenuEntry,
  type SettingsRefusalDetail,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { organization } from '../src/db/schema';
import { staffAudit } from '../src/db/tables/library-admin';
import { DEFAULT_HOME_MENUS, ICONS, ICON_PATH } from '../src/queries/home-menu';
import { get, openTestDatabase } from './helpers';
import {
  DEMO2,
  YTKJ,
  desk,
  newPatron,
  openDeskWorld,
  type DeskWorld,
} from './library-admin-fixtures';
import { openPostgresTestDatabase, postgresAdminUrl } from './postgres-database';

const save = (world: DeskWorld, value: unknown, token = world.admin, lang: 'zh' | 'en' = 'zh') =>
  desk<LibrarySettings & SettingsRefusalDetail>(
    world,
    ApiPath.settingsUpdate,
    { section: 'homeMenu', value },
    token,
    lang,
  );

/** The menu as the portal reads it (no token: the organisation named in the query). */
async function portalMenu(world: DeskWorld, orgId = YTKJ) {
  const { body } = await get<HomeMenuConfig>(world.app, `${ApiPath.homeMenus}?orgid=${orgId}`);
  expect(body.code).toBe(ResultCode.ok);
  return JSON.parse(body.data.content) as { menus: HomeMenuEntry[]; customerServicePhone: string };
}

async function portalIcons(world: DeskWorld, orgId = YTKJ) {
  const { body } = await get<OpacIcon[]>(world.app, `${ApiPath.opacIcons}?orgid=${orgId}`);
  expect(body.code).toBe(ResultCode.ok);
  return body.data;
}

async function storedMenu(world: DeskWorld, orgId = YTKJ) {
  const [row] = await world.db
    .select({ homeMenu: organization.homeMenu })
    .from(organization)
    .where(eq(organization.id, orgId));
  return row?.homeMenu;
}

const CUSTOM_ICON = 'M4 4h16v16H4z M8 8 L16 16';

/** The defaults reordered, one renamed, one hidden, and one of the library's own added. */
const edited = (): SettingsHomeMenuEntry[] => [
  {
    key: 'reservation',
    title: '预约续借',
    path: '/book-management',
    icon: 'reservation',
    isshow: true,
  },
  { key: 'news', title: '  校园新闻 ', path: '/infos?type=news', icon: 'news', isshow: true },
  { key: 'introduction', title: '图书馆简介', path: '/about', icon: 'library', isshow: false },
  {
    key: 'custom-1',
    title: '校史馆',
    path: 'https://history.school.example/hall?x=1',
    icon: CUSTOM_ICON,
    isshow: true,
  },
  { key: 'customerService', title: '客服咨询', path: '/ignored', icon: 'service', isshow: true },
];

function homeMenuSuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const world = openDeskWorld(open);

    beforeEach(async () => {
      await world.db.update(organization).set({ homeMenu: null });
    });

    it('serves the defaults while the library has saved none', async () => {
      const menu = await portalMenu(world);
      expect(menu.menus.map((entry) => entry.key)).toEqual(DEFAULT_HOME_MENUS.map((m) => m.key));
      expect(menu.menus.some((entry) => entry.owntitle)).toBe(false);
      const icons = await portalIcons(world);
      expect(icons.map((icon) => icon.key)).toEqual(DEFAULT_HOME_MENUS.map((m) => m.key));
      for (const icon of icons) expect(icon.path).toMatch(ICON_PATH);
      const settings = await desk<LibrarySettings>(world, ApiPath.settingsGet, {}, world.admin);
      expect(settings.body.data.homeMenu).toHaveLength(DEFAULT_HOME_MENUS.length);
      expect(settings.body.data.homeMenu.every((entry) => entry.isshow)).toBe(true);
      expect(settings.body.data.homeMenuChoices.icons.map((icon) => icon.name)).toEqual(
        Object.keys(ICONS),
      );
    });

    it('saves the menu and the portal reads it back: order kept, hidden left out', async () => {
      const saved = await save(world, edited());
      expect(saved.body.code).toBe(ResultCode.ok);
      expect(saved.body.data.homeMenu.map((entry) => entry.key)).toEqual([
        'reservation',
        'news',
        'introduction',
        'custom-1',
        'customerService',
      ]);
      // Trimmed; the customer-service entry keeps no path.
      expect(saved.body.data.homeMenu[1]?.title).toBe('校园新闻');
      expect(saved.body.data.homeMenu[4]).toEqual({
        key: 'customerService',
        title: '客服咨询',
        icon: 'service',
        isshow: true,
      });

      const menu = await portalMenu(world);
      expect(menu.menus).toEqual([
        { key: 'reservation', title: '预约续借', path: '/book-management', icon: 'reservation' },
        { key: 'news', title: '校园新闻', path: '/infos?type=news', icon: 'news', owntitle: true },
        {
          key: 'custom-1',
          title: '校史馆',
          path: 'https://history.school.example/hall?x=1',
          owntitle: true,
        },
        { key: 'customerService', title: '客服咨询', icon: 'service' },
      ]);

      const icons = await portalIcons(world);
      expect(icons).toEqual([
        { key: 'reservation', path: ICONS.reservation },
        { key: 'news', path: ICONS.news },
        { key: 'custom-1', path: CUSTOM_ICON },
        { key: 'customerService', path: ICONS.service },
      ]);

      const [audit] = await world.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.organizationId, YTKJ), eq(staffAudit.action, 'settings')))
        .orderBy(desc(staffAudit.id))
        .limit(1);
      const detail = audit?.detail as {
        section: string;
        before: SettingsHomeMenuEntry[];
        after: SettingsHomeMenuEntry[];
      };
      expect(detail.section).toBe('homeMenu');
      expect(detail.before.map((entry) => entry.key)).toEqual(DEFAULT_HOME_MENUS.map((m) => m.key));
      expect(detail.after).toEqual(saved.body.data.homeMenu);
    });

    it('stores the defaults sent back as none, so the library follows them again', async () => {
      await save(world, edited());
      expect(await storedMenu(world)).not.toBeNull();
      const defaults = (await save(world, edited())).body.data.homeMenuChoices.defaults;
      const restored = await save(world, defaults);
      expect(restored.body.code).toBe(ResultCode.ok);
      expect(await storedMenu(world)).toBeNull();
      expect((await portalMenu(world)).menus).toHaveLength(DEFAULT_HOME_MENUS.length);
    });

    it('refuses a hostile or malformed entry by field and row, and writes nothing', async () => {
      await save(world, edited());
      const before = await storedMenu(world);
      const cases: [Partial<SettingsHomeMenuEntry>, string, string, string][] = [
        [{ path: 'javascript:alert(1)' }, 'path', 'notPath', '链接须是以 / 开头的门户路径'],
        [{ path: '//evil.example' }, 'path', 'notPath', '链接须是'],
        [{ path: '/a//evil.example' }, 'path', 'notPath', '链接须是'],
        [{ path: 'http://plain.example' }, 'path', 'notPath', '链接须是'],
        [{ path: 'https://user:pw@evil.example' }, 'path', 'notPath', '链接须是'],
        [
          { path: `/${'a'.repeat(SETTINGS_LIMITS.homeMenuPathMax)}` },
          'path',
          'tooLong',
          '链接最多',
        ],
        [{ path: '' }, 'path', 'empty', '链接不能为空'],
        [{ icon: '<script>alert(1)</script>' }, 'icon', 'notIcon', '图标须是内置图标之一'],
        [{ icon: 'M0 0" onload="alert(1)' }, 'icon', 'notIcon', '图标须是'],
        [{ icon: 'constructor' }, 'icon', 'notIcon', '图标须是'],
        [{ title: '   ' }, 'menutitle', 'empty', '标题不能为空'],
        [
          { title: '字'.repeat(SETTINGS_LIMITS.homeMenuTitleMax + 1) },
          'menutitle',
          'tooLong',
          '标题最多 20 个字',
        ],
        [{ key: 'evil' }, 'key', 'empty', '菜单项'],
      ];
      for (const [patch, field, problem, message] of cases) {
        const value = edited();
        value[3] = { ...value[3]!, ...patch };
        const refused = await save(world, value);
        expect(refused.body.code, JSON.stringify(patch)).toBe(ResultCode.businessError);
        expect(refused.body.data, JSON.stringify(patch)).toMatchObject({
          refused: 'invalidField',
          section: 'homeMenu',
          field,
          problem,
          index: 3,
        });
        expect(refused.body.msg).toContain(message);
      }
      const twice = edited();
      twice[3] = { ...twice[3]!, key: 'news' };
      expect((await save(world, twice)).body.data).toMatchObject({
        refused: 'duplicate',
        field: 'key',
        index: 3,
      });
      const english = edited();
      english[0] = { ...english[0]!, path: 'javascript:alert(1)' };
      const refusedEn = await save(world, english, world.admin, 'en');
      expect(refusedEn.body.msg).toMatch(/^Link must be a portal path/);
      expect(await storedMenu(world)).toEqual(before);
    });

    it('refuses a 17th entry, and the schema a list far beyond', async () => {
      const many = Array.from({ length: SETTINGS_LIMITS.homeMenuMax + 1 }, (_, i) => ({
        key: `custom-${i + 1}`,
        title: `项${i + 1}`,
        path: '/about',
        icon: 'link',
        isshow: true,
      }));
      const refused = await save(world, many);
      expect(refused.body.data).toMatchObject({ field: 'count', problem: 'tooMany', index: null });
      expect(refused.body.msg).toBe('最多 16 项');
      expect((await save(world, many.slice(0, SETTINGS_LIMITS.homeMenuMax))).body.code).toBe(
        ResultCode.ok,
      );
      const far = [...many, ...many];
      expect((await save(world, far)).status).toBe(400);
      expect(await storedMenu(world)).toHaveLength(SETTINGS_LIMITS.homeMenuMax);
    });

    it('is for admins only: a librarian and a student get 403', async () => {
      const student = await newPatron(world.db, YTKJ);
      for (const token of [world.librarian, student.token]) {
        expect((await save(world, edited(), token)).status).toBe(403);
      }
      expect(await storedMenu(world)).toBeNull();
    });

    it('changes the admin’s own organisation only', async () => {
      expect((await save(world, edited())).body.code).toBe(ResultCode.ok);
      const other = await portalMenu(world, DEMO2);
      expect(other.menus.map((entry) => entry.key)).toEqual(DEFAULT_HOME_MENUS.map((m) => m.key));
      expect((await portalIcons(world, DEMO2)).map((icon) => icon.key)).toEqual(
        DEFAULT_HOME_MENUS.map((m) => m.key),
      );
      expect(await storedMenu(world, DEMO2)).toBeNull();
      // DEMO2's admin saving changes DEMO2's, never YTKJ's.
      const theirs = [edited()[3]!];
      expect((await save(world, theirs, world.demo2Admin)).body.code).toBe(ResultCode.ok);
      expect((await portalMenu(world, DEMO2)).menus.map((entry) => entry.key)).toEqual([
        'custom-1',
      ]);
      expect((await portalMenu(world)).menus).toHaveLength(4);
    });
  });
}

homeMenuSuite('home menu settings (PGlite)', () => openTestDatabase());
describe.skipIf(!postgresAdminUrl)('PostgreSQL', () => {
  homeMenuSuite('home menu settings (PostgreSQL)', () => openPostgresTestDatabase());
});
