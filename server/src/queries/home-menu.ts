/**
 * The portal's home menu: the one every organisation starts with (docs/product-rules.md, "The
 * home page", in its order), the built-in icons, and what an organisation's own menu
 * (`organization.home_menu`, saved on the settings page; null = these defaults) serves to the
 * portal. An icon is the path data of one 24×24 outline drawn with the text's colour: data, not
 * markup, so the portal draws it as `<path d>` and an edited icon can never carry script
 * (ICON_PATH checks the characters; the widget checks again). Drawn for libportal, no
 * third-party artwork.
 */
import type {
  HomeMenuChoices,
  HomeMenuEntry,
  OpacIcon,
  SettingsHomeMenuEntry,
} from '../../../src/core/api/contract';

export const DEFAULT_HOME_MENUS: HomeMenuEntry[] = [
  { key: 'introduction', title: '图书馆简介', path: '/about', icon: 'library' },
  { key: 'readerNotice', title: '读者须知', path: '/readerNotice', icon: 'notice' },
  { key: 'news', title: '新闻', path: '/infos?type=news', icon: 'news' },
  { key: 'notices', title: '公告', path: '/infos?type=notices', icon: 'announcement' },
  { key: 'activities', title: '活动', path: '/infos?type=activities', icon: 'activity' },
  { key: 'digitalResources', title: '数字资源', path: '/digitalSource', icon: 'digital' },
  { key: 'reservation', title: '预约续借', path: '/book-management', icon: 'reservation' },
  { key: 'customerService', title: '客服咨询', icon: 'service' },
  { key: 'rss', title: 'RSS订阅', path: '/rss-subscription', icon: 'rss' },
];

/** The entry that shows the library's phone rather than leading to a page. */
export const CUSTOMER_SERVICE_KEY = 'customerService';

/** SVG path commands and numbers only. */
export const ICON_PATH = /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]{1,1000}$/;

/**
 * The built-in outline icons by name (stroke 2, round caps, no fill), in the order the settings
 * page lists them: one for each default entry, and two for entries a library adds.
 */
export const ICONS: Readonly<Record<string, string>> = {
  library: 'M3 9l9-5 9 5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  notice: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7M7 16h4',
  announcement: 'M4 10v4h3l7 4V6l-7 4zM17 9a4 4 0 0 1 0 6M7 14l1 5h2',
  activity: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4',
  digital: 'M7 3h10v18H7zM11 18h2',
  reservation: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5M12 8v4l3 2',
  service: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-3',
  rss: 'M5 19h.01M5 12a7 7 0 0 1 7 7M5 5a14 14 0 0 1 14 14',
  book: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11M9 8h6',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};

/** A built-in icon's name (own keys only: `constructor` is not an icon). */
export const isIconName = (name: string) => Object.hasOwn(ICONS, name);

/** The defaults as the settings page edits them: every entry shown. */
export const DEFAULT_SETTINGS_HOME_MENU: SettingsHomeMenuEntry[] = DEFAULT_HOME_MENUS.map(
  (entry) => ({ ...entry, icon: entry.icon ?? '', isshow: true }),
);

const DEFAULT_BY_KEY = new Map(DEFAULT_HOME_MENUS.map((entry) => [entry.key, entry]));
export const isDefaultKey = (key: string) => DEFAULT_BY_KEY.has(key);

/** The organisation's menu as saved, or the defaults when it never saved one (null). */
export const homeMenuOf = (stored: SettingsHomeMenuEntry[] | null): SettingsHomeMenuEntry[] =>
  stored ?? DEFAULT_SETTINGS_HOME_MENU;

/** The path data an entry's icon draws: a built-in's, or the library's own when it is path data. */
function iconPath(icon: string): string | undefined {
  if (isIconName(icon)) return ICONS[icon];
  return ICON_PATH.test(icon) ? icon : undefined;
}

/**
 * The menu the portal shows (NewsApi/OPACMenus/Query): shown entries only, in their order. A
 * default entry keeping its default title is translated by its key in the portal; a renamed
 * or added one is marked `owntitle` and shown as written. A custom icon's data is not repeated
 * here: OPACIcons serves every entry's path data.
 */
export function shownHomeMenu(stored: SettingsHomeMenuEntry[] | null): HomeMenuEntry[] {
  return homeMenuOf(stored)
    .filter((entry) => entry.isshow)
    .map(({ key, title, path, icon }) => ({
      key,
      title,
      ...(path ? { path } : {}),
      ...(isIconName(icon) ? { icon } : {}),
      ...(DEFAULT_BY_KEY.get(key)?.title === title ? {} : { owntitle: true }),
    }));
}

/** The icons of the shown entries by entry key (NewsApi/OPACIcons/Query), custom ones included. */
export function homeMenuIcons(stored: SettingsHomeMenuEntry[] | null = null): OpacIcon[] {
  return homeMenuOf(stored).flatMap((entry) => {
    const path = entry.isshow ? iconPath(entry.icon) : undefined;
    return path && ICON_PATH.test(path) ? [{ key: entry.key, path }] : [];
  });
}

/** What the settings page chooses among: the built-in icons and the defaults. */
export function homeMenuChoices(): HomeMenuChoices {
  return {
    icons: Object.entries(ICONS).map(([name, path]) => ({ name, path })),
    defaults: DEFAULT_SETTINGS_HOME_MENU,
  };
}
