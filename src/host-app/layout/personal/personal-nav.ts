/**
 * The personal area's navigation rules as plain functions, so the highlight and the sidebar
 * cookie are tested without a browser.
 */
import { newTwinOf } from '../../interface-version';
import {
  PERSONAL_TABS,
  menuFor,
  personalPageAt,
  type MenuGroup,
  type PersonalTab,
} from '../../personal-area';
import { teacherMenu, teacherPageAt } from '../../teacher-area';
import { ADMIN_HOME } from '../../admin-area';
import type { Role } from '../../../core';

/** The header entries the highlight rule names: Home, My Library, and the login. */
export type TopNavEntry = 'home' | 'myHome' | 'login';

/** The first segment of every staff page's path (`admin` of /admin and /admin/desk). */
const ADMIN_SEGMENT = ADMIN_HOME.replace(/^\//, '');

/**
 * The highlight: home, notes and infos light the first entry (Home), the student-home
 * family — every page of the personal and teacher areas — My Library, login the login. Staff's
 * My Library is their workspace (homeOf sends them to /admin), so every /admin page lights it.
 */
export function topNavActive(pathname: string): TopNavEntry | null {
  const path = pathname.replace(/^\/+|\/+$/g, '').split('/')[0] ?? '';
  if (path === 'home' || path === 'notes' || path === 'infos') return 'home';
  if (path === 'login') return 'login';
  if (path === 'student' || path === 'teacher' || path === ADMIN_SEGMENT) return 'myHome';
  if (personalPageAt(path) || teacherPageAt(path)) return 'myHome';
  return null;
}

/** The tab lit on a page: its own, or its family's (a loan list lights "my borrow"). */
export function tabAt(pathname: string): PersonalTab | null {
  return personalPageAt(pathname)?.tab ?? null;
}

/** One entry of the personal navigation: where it goes and its label's key. */
export interface NavEntry {
  to: string;
  label: string;
}

/** A section of the personal navigation; the teacher's own pages come first as "teaching". */
export interface NavSection {
  group: MenuGroup | 'teaching';
  entries: NavEntry[];
}

/**
 * The one navigation of a reader whose first role is `role`: a student's personal pages by
 * section; a teacher's teaching pages and then the
 * account pages a teacher shares with students, so the same menu serves both areas.
 */
export function navSections(role: Role): NavSection[] {
  const personal = menuFor(role).map(({ group, pages }) => ({
    group,
    entries: pages.map((page) => ({ to: `/${page.path}`, label: page.title })),
  }));
  if (role !== 'teacher') return personal;
  const teaching = teacherMenu().map((page) => ({
    to: `/${page.path}`,
    label: page.label ?? page.title,
  }));
  return [{ group: 'teaching', entries: teaching }, ...personal];
}

const bare = (pathname: string) => `/${newTwinOf(pathname).replace(/^\/+|\/+$/g, '')}`;

/**
 * The entry that stands for a page the navigation does not list: a hidden personal page lights
 * its family's tab target (/set-user lights the personal settings), a hidden teacher page its
 * parent (a task's detail lights the homework list).
 */
export function familyEntryOf(pathname: string): string | null {
  const personal = personalPageAt(pathname);
  if (personal) {
    const tab = PERSONAL_TABS.find((entry) => entry.id === personal.tab);
    return personal.hidden && tab ? tab.to : null;
  }
  const parent = teacherPageAt(pathname)?.parent;
  return parent ? `/${parent}` : null;
}

/**
 * How the entry for `to` is announced on `pathname`: "page" on its own page, "true" on a page
 * of its family the navigation does not list, nothing elsewhere — so one entry at most is lit.
 */
export function entryCurrent(pathname: string, to: string): 'page' | 'true' | undefined {
  if (bare(pathname) === to) return 'page';
  return familyEntryOf(pathname) === to ? 'true' : undefined;
}

/**
 * The sidebar's open or closed state is kept in a cookie. The product's rules do not name
 * it; `sidebarStatus` with "1" open / "0" closed is the convention of the admin template the
 * original portal was built on, so a reader's choice there carries over.
 */
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** A year: the choice outlives the session, like the language. */
const SIDEBAR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Whether the sidebar is open, from a `document.cookie` string: closed when "0" is stored,
 * open when anything else is, `fallback` when the reader never chose.
 */
export function sidebarOpenFrom(cookie: string, fallback = true): boolean {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE) return value.join('=') !== '0';
  }
  return fallback;
}

/** The `document.cookie` assignment that remembers `open`. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open ? '1' : '0'}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
