/**
 * The personal area's navigation rules as plain functions, so the highlight and the sidebar
 * cookie are tested without a browser (spec §2 personal-area layout).
 */
import { personalPageAt, type PersonalTab } from '../../personal-area';
import { teacherPageAt } from '../../teacher-area';

/** The entries of the personal area's top navigation ("Home / My Home / Log out"). */
export type TopNavEntry = 'home' | 'myHome' | 'login';

/**
 * Spec §2 highlight: home, notes and infos light the first entry (Home), the student-home
 * family — every page of the personal area — the second (My Home), login the last.
 */
export function topNavActive(pathname: string): TopNavEntry | null {
  const path = pathname.replace(/^\/+|\/+$/g, '').split('/')[0] ?? '';
  if (path === 'home' || path === 'notes' || path === 'infos') return 'home';
  if (path === 'login') return 'login';
  if (path === 'student' || path === 'teacher') return 'myHome';
  if (personalPageAt(path) || teacherPageAt(path)) return 'myHome';
  return null;
}

/** The tab lit on a page: its own, or its family's (a loan list lights "my borrow"). */
export function tabAt(pathname: string): PersonalTab | null {
  return personalPageAt(pathname)?.tab ?? null;
}

/**
 * Spec §2/§3: the sidebar's open or closed state is kept in a cookie. The spec does not name
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
