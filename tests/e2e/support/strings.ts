import en from '../../../src/core/i18n/locales/en';
import zh from '../../../src/core/i18n/locales/zh';
import type { LocaleMessages } from '../../../src/core/i18n/messages';
import { HOSTILE_NEWS_TITLE, OrgIds, organizations } from '../../../server/src/seed/content';
import type { Language } from './widget-page';

/** The widgets' own strings, so tests find elements by the names readers hear in each language. */
export const STRINGS: Record<Language, LocaleMessages> = { zh, en };

/** What the demo seed holds, as the tests need it. */
export const DEMO = {
  student: { readercode: '20230001', password: 'Passw0rd!', name: '李明', nickname: '小明' },
  teacher: { readercode: 'T0001', password: 'Passw0rd!' },
  /** The librarian of YTKJ: the desk's staff member. */
  librarian: { readercode: 'L0001', password: 'Passw0rd!' },
  /** The admin of YTKJ: the other staff role, with the same workspace. */
  admin: { readercode: 'A0001', password: 'Passw0rd!' },
  /** A student with room to reserve (李明 holds his three reservations, the limit). */
  reserver: { readercode: '20230003', password: 'Passw0rd!', name: '赵子轩' },
  /** YTKJ's opening hours: the AI librarian's answer to 开放时间 quotes them. */
  openingHours: organizations.find((org) => org.id === OrgIds.ytkj)?.openingHours ?? '',
  /** A news item whose body holds script, iframe, onerror and javascript: links. */
  hostileNewsTitle: HOSTILE_NEWS_TITLE,
};
