/**
 * The personal area's pages as data: the routes, the navigation and the highlight rules are
 * all read from this one table, so a page added here is routed, titled, highlighted and
 * offered to the roles it names at once.
 */
import { newTwinOf } from './interface-version';
import type { Role } from '../core';

/**
 * The personal area's tabs, in their order. No strip shows them any more: each is an entry of
 * the one navigation, and the entry a page of its family lights (a hidden loan list lights
 * "my borrow").
 */
export const PERSONAL_TABS = [
  { id: 'borrow', to: '/book-management', label: 'routes.bookManagement' },
  { id: 'collection', to: '/student-collection', label: 'routes.studentCollection' },
  { id: 'bill', to: '/student-mybill', label: 'routes.studentMyBill' },
  { id: 'fine', to: '/student-fine', label: 'routes.studentFine' },
  { id: 'message', to: '/student-board', label: 'routes.studentBoard' },
  { id: 'portrait', to: '/student-portrait', label: 'routes.studentPortrait' },
  { id: 'volunteer', to: '/volunteer-service', label: 'routes.volunteerService' },
  { id: 'bookshelf', to: '/virtual-bookshelf', label: 'routes.virtualBookshelf' },
  { id: 'booklist', to: '/my-booklist', label: 'routes.myBooklist' },
  { id: 'settings', to: '/student-personal-settings', label: 'routes.studentPersonalSettings' },
] as const;
export type PersonalTab = (typeof PERSONAL_TABS)[number]['id'];

/**
 * The sections of the personal navigation, in their order: the homes, then what a reader
 * comes back for most (loans and holds, money), then reading, learning (a student's), messages
 * and settings, as a library's "your account" menu groups them.
 */
export type MenuGroup =
  'home' | 'loans' | 'money' | 'reading' | 'learning' | 'messages' | 'settings';
export const MENU_GROUPS: readonly MenuGroup[] = [
  'home',
  'loans',
  'money',
  'reading',
  'learning',
  'messages',
  'settings',
];

export interface PersonalPage {
  /** The path, without its leading slash (a route's path). */
  path: string;
  /** The route title's key (the page title is the prefix plus this). */
  title: string;
  /**
   * The tab highlighted on this page: its own, or the tab of its family (a loan list is part
   * of "my borrow"); none for pages outside the strip (the homes, the user centre).
   */
  tab?: PersonalTab;
  /** The section of the personal navigation the page is listed in (or, hidden, belongs to). */
  group: MenuGroup;
  /**
   * Reached through a page's link, never from the navigation (an editor, an answer sheet, a
   * second path of a listed page). The four pages the new tab strip defined without showing
   * (reservations, sublet records, history, books on loan) are listed: they are targets of the
   * older strip (targets 0–10), and the one navigation must reach all of them.
   */
  hidden?: boolean;
  /**
   * Who may open it. A page of only one role sends the other to their own home: the homes and
   * the user centre are a student's or a teacher's own page; the account pages (loans,
   * bills, fines, messages, settings) serve both, since teachers borrow and pay too and have
   * their own settings calls.
   */
  roles: readonly Role[];
}

const BOTH: readonly Role[] = ['student', 'teacher'];

/** Every page of the personal area, homes first, in menu order. */
export const PERSONAL_PAGES: readonly PersonalPage[] = [
  { path: 'student-home', title: 'routes.studentHome', group: 'home', roles: ['student'] },
  // /student-lib holds the "my library" pages; alone it is their overview.
  { path: 'student-lib', title: 'routes.studentLib', group: 'home', roles: BOTH },
  {
    path: 'book-management',
    title: 'routes.bookManagement',
    tab: 'borrow',
    group: 'loans',
    roles: BOTH,
  },
  {
    path: 'student-borrowing',
    title: 'routes.studentBorrowing',
    tab: 'borrow',
    group: 'loans',
    roles: BOTH,
  },
  {
    path: 'student-borrow',
    title: 'routes.studentBorrow',
    tab: 'borrow',
    group: 'loans',
    roles: BOTH,
  },
  {
    path: 'student-overtime',
    title: 'routes.studentOvertime',
    tab: 'borrow',
    group: 'loans',
    roles: BOTH,
  },
  {
    path: 'student-askreturn',
    title: 'routes.studentAskReturn',
    tab: 'borrow',
    group: 'loans',
    roles: BOTH,
  },
  {
    path: 'student-borrowhistory',
    title: 'routes.studentBorrowHistory',
    tab: 'borrow',
    group: 'loans',
    roles: BOTH,
  },
  {
    path: 'student-subtenancy',
    title: 'routes.studentSubtenancy',
    tab: 'borrow',
    group: 'loans',
    roles: BOTH,
  },
  {
    path: 'student-mybuy',
    title: 'routes.studentMyBuy',
    tab: 'borrow',
    group: 'loans',
    roles: BOTH,
  },
  // /student-lib holds /student-category, the catalogue's categories to browse.
  {
    path: 'student-category',
    title: 'routes.studentCategory',
    group: 'reading',
    roles: BOTH,
  },
  {
    path: 'student-recommend',
    title: 'routes.studentRecommend',
    tab: 'collection',
    group: 'loans',
    roles: BOTH,
  },
  {
    path: 'student-collection',
    title: 'routes.studentCollection',
    tab: 'collection',
    group: 'reading',
    roles: BOTH,
  },
  {
    path: 'student-collect',
    title: 'routes.studentCollection',
    tab: 'collection',
    group: 'reading',
    hidden: true,
    roles: BOTH,
  },
  {
    path: 'student-mybill',
    title: 'routes.studentMyBill',
    tab: 'bill',
    group: 'money',
    roles: BOTH,
  },
  { path: 'student-fine', title: 'routes.studentFine', tab: 'fine', group: 'money', roles: BOTH },
  {
    path: 'student-untreated',
    title: 'routes.studentUntreated',
    tab: 'fine',
    group: 'money',
    roles: BOTH,
  },
  {
    path: 'student-refund',
    title: 'routes.studentRefund',
    tab: 'bill',
    group: 'money',
    roles: BOTH,
  },
  // Reading tasks set by teachers and the student's own goals.
  { path: 'student-task', title: 'routes.studentTask', group: 'learning', roles: ['student'] },
  {
    path: 'student-task-add',
    title: 'routes.studentTaskAdd',
    group: 'learning',
    hidden: true,
    roles: ['student'],
  },
  {
    path: 'student-task-detail',
    title: 'routes.studentTaskDetail',
    group: 'learning',
    hidden: true,
    roles: ['student'],
  },
  {
    path: 'student-board',
    title: 'routes.studentBoard',
    tab: 'message',
    group: 'messages',
    roles: BOTH,
  },
  {
    path: 'student-portrait',
    title: 'routes.studentPortrait',
    tab: 'portrait',
    group: 'reading',
    roles: BOTH,
  },
  // The portrait's other two names (a student route and a login-layout one): the same view.
  {
    path: 'student-read-analyze',
    title: 'routes.studentReadAnalyze',
    tab: 'portrait',
    group: 'reading',
    hidden: true,
    roles: BOTH,
  },
  {
    path: 'personal-statistic',
    title: 'routes.personalStatistic',
    tab: 'portrait',
    group: 'reading',
    hidden: true,
    roles: BOTH,
  },
  {
    path: 'student-rank',
    title: 'routes.studentRank',
    tab: 'portrait',
    group: 'reading',
    roles: BOTH,
  },
  {
    path: 'virtual-bookshelf',
    title: 'routes.virtualBookshelf',
    tab: 'bookshelf',
    group: 'reading',
    roles: BOTH,
  },
  // /student-bookrack (children: empty, bookdetail): the same shelf, and a book of it.
  {
    path: 'student-bookrack',
    title: 'routes.virtualBookshelf',
    tab: 'bookshelf',
    group: 'reading',
    hidden: true,
    roles: BOTH,
  },
  {
    path: 'student-bookrack/bookdetail',
    title: 'routes.bookDetail',
    tab: 'bookshelf',
    group: 'reading',
    hidden: true,
    roles: BOTH,
  },
  {
    path: 'my-booklist',
    title: 'routes.myBooklist',
    tab: 'booklist',
    group: 'reading',
    roles: BOTH,
  },
  {
    path: 'student-book-list',
    title: 'routes.myBooklist',
    tab: 'booklist',
    group: 'reading',
    hidden: true,
    roles: BOTH,
  },
  {
    path: 'student-personal-settings',
    title: 'routes.studentPersonalSettings',
    tab: 'settings',
    group: 'settings',
    roles: BOTH,
  },
  {
    path: 'set-user',
    title: 'routes.setUser',
    tab: 'settings',
    group: 'settings',
    hidden: true,
    roles: BOTH,
  },
  // AI self-tests; the result page is reached after submitting.
  {
    path: 'do-selftest-form-ai',
    title: 'routes.doSelftestFormAi',
    group: 'learning',
    roles: ['student'],
  },
  {
    path: 'test-form-ai-result',
    title: 'routes.testFormAiResult',
    group: 'learning',
    hidden: true,
    roles: ['student'],
  },
  {
    path: 'volunteer-service',
    title: 'routes.volunteerService',
    tab: 'volunteer',
    group: 'reading',
    roles: BOTH,
  },
  // Homework and exams (issue 14): the list, and answering one (hidden: reached with ?id=).
  {
    path: 'student-homework-detail',
    title: 'routes.studentHomework',
    group: 'learning',
    roles: ['student'],
  },
  // A student's own learning: their marks beside the class's, and their grades.
  {
    path: 'student-statistic',
    title: 'routes.studentStatistic',
    group: 'learning',
    roles: ['student'],
  },
  { path: 'student-grade', title: 'routes.studentGrade', group: 'learning', roles: ['student'] },
  {
    path: 'do-homework',
    title: 'routes.doHomework',
    group: 'learning',
    hidden: true,
    roles: ['student'],
  },
  {
    path: 'do-selftest',
    title: 'routes.doSelftest',
    group: 'learning',
    hidden: true,
    roles: ['student'],
  },
  // /student-connection (student routes) and /connection (login layout), one page.
  {
    path: 'student-connection',
    title: 'routes.studentConnection',
    group: 'messages',
    roles: BOTH,
  },
  {
    path: 'connection',
    title: 'routes.studentConnection',
    group: 'messages',
    hidden: true,
    roles: BOTH,
  },
  { path: 'student-review', title: 'routes.studentReview', group: 'reading', roles: BOTH },
  // Reached from a book or from my reviews, with ?bookid= (never from a menu).
  {
    path: 'write-review',
    title: 'routes.writeReview',
    group: 'reading',
    hidden: true,
    roles: BOTH,
  },
  {
    path: 'book-review-comment',
    title: 'routes.bookReviewComment',
    group: 'reading',
    hidden: true,
    roles: BOTH,
  },
  // Compositions and reading notes: a student's own writing.
  {
    path: 'student-composition',
    title: 'routes.studentComposition',
    group: 'learning',
    roles: ['student'],
  },
  {
    path: 'student-reading-notes',
    title: 'routes.studentReadingNotes',
    group: 'learning',
    roles: ['student'],
  },
  // Opens the editor at once (?kind=note for a reading note, ?id= for one of the student's).
  {
    path: 'student-writting',
    title: 'routes.studentWritting',
    group: 'learning',
    hidden: true,
    roles: ['student'],
  },
  { path: 'student-activity', title: 'routes.studentActivity', group: 'reading', roles: BOTH },
  { path: 'competition', title: 'routes.competition', group: 'reading', roles: BOTH },
  { path: 'personal-center', title: 'routes.personalCenter', group: 'home', roles: BOTH },
  {
    path: 'student-usercenter',
    title: 'routes.studentUserCenter',
    group: 'home',
    hidden: true,
    roles: ['student'],
  },
];

/**
 * The home of a reader whose first role is `role` (the first role decides where one lands);
 * staff (librarian, admin) have the staff area's /admin.
 */
export function homeOf(roles: readonly Role[]): string {
  if (roles[0] === 'librarian' || roles[0] === 'admin') return '/admin';
  return roles[0] === 'teacher' ? '/teacher-home' : '/student-home';
}

/** The personal menu of a role: its pages that are not hidden, by group. */
export function menuFor(role: Role): { group: MenuGroup; pages: PersonalPage[] }[] {
  return MENU_GROUPS.map((group) => ({
    group,
    pages: PERSONAL_PAGES.filter(
      (page) => page.group === group && !page.hidden && page.roles.includes(role),
    ),
  })).filter((entry) => entry.pages.length > 0);
}

/** The page a path shows, if it is one of the personal area's. */
export function personalPageAt(pathname: string): PersonalPage | undefined {
  // The old interface's twin (/old/…) is the same page.
  const path = newTwinOf(pathname).replace(/^\/+|\/+$/g, '');
  return PERSONAL_PAGES.find((page) => page.path === path);
}
