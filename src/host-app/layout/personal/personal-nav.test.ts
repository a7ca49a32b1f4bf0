import { describe, expect, it } from 'vitest';
import { PERSONAL_PAGES, PERSONAL_TABS } from '../../personal-area';
import {
  SIDEBAR_COOKIE,
  sidebarCookie,
  sidebarOpenFrom,
  tabAt,
  topNavActive,
} from './personal-nav';

describe('topNavActive (spec §2 highlight)', () => {
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
  ] as const)('%s lights %s', (path, entry) => {
    expect(topNavActive(path)).toBe(entry);
  });

  it('lights nothing elsewhere, nor for a path that only starts like a personal one', () => {
    expect(topNavActive('/searchPage')).toBeNull();
    expect(topNavActive('/student-homework')).toBeNull();
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
