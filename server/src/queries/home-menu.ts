/**
 * The home menu every organisation starts with (docs/product-rules.md, "The home page", in its
 * order) and its icons, until the staff workspace lets an organisation edit its own. An icon is the
 * path data of one 24×24 outline drawn with the text's colour: data, not markup, so the portal
 * draws it as `<path d>` and an edited icon can never carry script (ICON_PATH checks the
 * characters; the widget checks again). Drawn for libportal, no third-party artwork.
 */
import type { HomeMenuEntry, OpacIcon } from '../../../src/core/api/contract';

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

/** SVG path commands and numbers only. */
export const ICON_PATH = /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]{1,1000}$/;

/** Outline icons by menu key (stroke 2, round caps, no fill). */
const ICONS: Record<string, string> = {
  introduction: 'M3 9l9-5 9 5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  readerNotice: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7M7 16h4',
  notices: 'M4 10v4h3l7 4V6l-7 4zM17 9a4 4 0 0 1 0 6M7 14l1 5h2',
  activities: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4',
  digitalResources: 'M7 3h10v18H7zM11 18h2',
  reservation: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5M12 8v4l3 2',
  customerService: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-3',
  rss: 'M5 19h.01M5 12a7 7 0 0 1 7 7M5 5a14 14 0 0 1 14 14',
};

/** The icons of the organisation's home menu entries (every entry of the defaults has one). */
export function homeMenuIcons(): OpacIcon[] {
  return DEFAULT_HOME_MENUS.flatMap((entry) => {
    const path = ICONS[entry.key];
    return path && ICON_PATH.test(path) ? [{ key: entry.key, path }] : [];
  });
}
