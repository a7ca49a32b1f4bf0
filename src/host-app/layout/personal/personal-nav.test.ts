import { describe, expect, it } from 'vitest';
import { OLD_PERSONAL_STRIP } from '../old/old-strip';
import { PERSONAL_PAGES, PERSONAL_TABS } from '../../personal-area';
import {
  SIDEBAR_COOKIE,
  entryCurrent,
  navSections,
  sidebarCookie,
  sidebarOpenFrom,
  tabAt,
  topNavActive,
} from './personal-nav';

describe('topNavActive (which header tab is highlighted)', () => {
  it.each([
    ['/home', 'home'],
    ['/notes', 'home'],
    ['/infos/', 'home'],
    ['/student-home', 'myHome'],
    ['/teacher-home', 'myHome'],
    ['/student-overtime', 'myHome'],
    ['/set-user', 'myHome'],
    ['/student', 'myHome'],
    ['/login', 'login'],
    // The staff's workspace is their My Library.
    ['/admin', 'myHome'],
    ['/admin/', 'myHome'],
    ['/admin/desk', 'myHome'],
  ] as const)('%s lights %s', (path, entry) => {
    expect(topNavActive(path)).toBe(entry);
  });

  it('lights nothing elsewhere, nor for a path that only starts like a personal one', () => {
    expect(topNavActive('/searchPage')).toBeNull();
    expect(topNavActive('/student-homework')).toBeNull();
    expect(topNavActive('/administration')).toBeNull();
    expect(topNavActive('/')).toBeNull();
  });
});

describe('tabAt (a page lights its family’s tab)', () => {
  it('lights each tab on its own page', () => {
    for (const tab of PERSONAL_TABS) expect(tabAt(tab.to)).toBe(tab.id);
  });

  it.each([
    ['/student-overtime', 'borrow'],
    ['/student-borrowhistory', 'borrow'],
    ['/student-borrow', 'borrow'],
    ['/student-collect', 'collection'],
    ['/student-recommend', 'collection'],
    ['/student-refund', 'bill'],
    ['/student-untreated', 'fine'],
    ['/set-user', 'settings'],
  ] as const)('%s lights %s', (path, tab) => {
    expect(tabAt(path)).toBe(tab);
  });

  it('lights none on the homes, the overview, or outside the area', () => {
    expect(tabAt('/student-home')).toBeNull();
    expect(tabAt('/teacher-home')).toBeNull();
    expect(tabAt('/student-lib')).toBeNull();
    expect(tabAt('/home')).toBeNull();
    expect(tabAt('/book-management-x')).toBeNull();
  });

  it('every tab target is a page of the area', () => {
    const paths = new Set(PERSONAL_PAGES.map((page) => `/${page.path}`));
    for (const tab of PERSONAL_TABS) expect(paths.has(tab.to)).toBe(true);
  });
});

describe('the sidebar cookie', () => {
  it('is open by default and when stored "1", closed only when stored "0"', () => {
    expect(sidebarOpenFrom('')).toBe(true);
    expect(sidebarOpenFrom('token=abc; lang=zh')).toBe(true);
    expect(sidebarOpenFrom(`${SIDEBAR_COOKIE}=1`)).toBe(true);
    expect(sidebarOpenFrom(`token=abc; ${SIDEBAR_COOKIE}=0; other=1`)).toBe(false);
  });

  it('falls back to the default given when the reader never chose', () => {
    expect(sidebarOpenFrom('token=abc', false)).toBe(false);
    expect(sidebarOpenFrom(`${SIDEBAR_COOKIE}=1`, false)).toBe(true);
  });

  it('ignores cookies whose name merely contains its name', () => {
    expect(sidebarOpenFrom(`x${SIDEBAR_COOKIE}=0`)).toBe(true);
    expect(sidebarOpenFrom(`${SIDEBAR_COOKIE}x=0`)).toBe(true);
  });

  it('is written for the whole site and read back', () => {
    const closed = sidebarCookie(false);
    expect(closed).toMatch(/^sidebarStatus=0; path=\/; max-age=\d+; SameSite=Lax$/);
    document.cookie = closed;
    expect(sidebarOpenFrom(document.cookie)).toBe(false);
    document.cookie = sidebarCookie(true);
    expect(sidebarOpenFrom(document.cookie)).toBe(true);
  });
});

describe('navSections (the one personal navigation)', () => {
  const targets = (role: 'student' | 'teacher') =>
    navSections(role).flatMap((section) => section.entries.map((entry) => entry.to));

  it('groups a student’s pages by section, in the menu’s order', () => {
    expect(navSections('student').map((section) => section.group)).toEqual([
      'home',
      'loans',
      'money',
      'reading',
      'learning',
      'messages',
      'settings',
    ]);
  });

  it('reaches every tab of the personal area and every target (0–10) of the older strip', () => {
    for (const role of ['student', 'teacher'] as const) {
      const listed = new Set(targets(role));
      for (const tab of PERSONAL_TABS) expect(listed.has(tab.to), `${role} ${tab.to}`).toBe(true);
      for (const entry of OLD_PERSONAL_STRIP)
        expect(listed.has(entry.to), `${role} ${entry.to}`).toBe(true);
    }
  });

  it('lists each page once, never a hidden one, and a teacher’s own pages first', () => {
    for (const role of ['student', 'teacher'] as const) {
      const listed = targets(role);
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed).not.toContain('/set-user');
      expect(listed).not.toContain('/do-homework');
    }
    const teacher = navSections('teacher');
    expect(teacher[0]?.group).toBe('teaching');
    expect(teacher[0]?.entries[0]?.to).toBe('/teacher-home');
    expect(targets('teacher')).not.toContain('/teacher-plan-detail');
    expect(targets('teacher')).not.toContain('/student-home');
    expect(targets('student')).not.toContain('/teacher-home');
  });
});

describe('entryCurrent (one entry lit at most)', () => {
  const lit = (pathname: string, role: 'student' | 'teacher' = 'student') =>
    navSections(role)
      .flatMap((section) => section.entries)
      .map((entry) => [entry.to, entryCurrent(pathname, entry.to)] as const)
      .filter(([, current]) => current !== undefined);

  it.each([
    ['/student-fine', [['/student-fine', 'page']]],
    ['/student-overtime', [['/student-overtime', 'page']]],
    ['/old/student-fine', [['/student-fine', 'page']]],
    ['/student-fine/', [['/student-fine', 'page']]],
    // A page the navigation does not list lights its family's entry.
    ['/set-user', [['/student-personal-settings', 'true']]],
    ['/student-collect', [['/student-collection', 'true']]],
    ['/student-bookrack/bookdetail', [['/virtual-bookshelf', 'true']]],
    ['/home', []],
    ['/do-homework', []],
  ] as const)('%s', (pathname, expected) => {
    expect(lit(pathname)).toEqual(expected);
  });

  it('lights a hidden teacher page’s parent', () => {
    expect(lit('/task-detail', 'teacher')).toEqual([['/teacher-task', 'true']]);
    expect(lit('/teacher-plan-detail', 'teacher')).toEqual([['/ReadingProgram', 'true']]);
    expect(lit('/teacher-home', 'teacher')).toEqual([['/teacher-home', 'page']]);
  });
});
