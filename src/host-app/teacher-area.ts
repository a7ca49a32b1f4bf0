/**
 * The teacher area's pages as data: the routes, the left menu and
 * the titles are read from this one list, so a feature adds its page with one entry below and
 * is routed, titled and offered in the menu at once. Only pages that exist are listed: the menu
 * never offers a page that is not built.
 */
import { newTwinOf } from './interface-version';
import type { RouteObject } from 'react-router';

type Lazy = NonNullable<RouteObject['lazy']>;

export interface TeacherPage {
  /** The path, without its leading slash (a route's path). */
  path: string;
  /** The route title's key (the page title is the prefix plus this). */
  title: string;
  /** The menu entry's key; the title when unset. */
  label?: string;
  /** Add, detail and plan-detail pages: reached from a page, never from the menu. */
  hidden?: boolean;
  /** A hidden page's menu entry, marked as the current section while the page is open. */
  parent?: string;
  /** The page, loaded when first visited (each feature its own chunk). */
  page: Lazy;
}

/**
 * The menu's order — My Home, Read Homework, My Questions, My Collect, Statistics,
 * Reading Program. A page appended to TEACHER_PAGES takes its place here, whatever the order
 * of the list; a path not named here goes last.
 */
export const TEACHER_MENU_ORDER = [
  'teacher-home',
  'teacher-task',
  'teacher-questions',
  'teacher-collect',
  'statistics',
  'ReadingProgram',
  'teacher-compositions',
] as const;

/** Every page of the teacher area. Other features append theirs. */
export const TEACHER_PAGES: TeacherPage[] = [
  {
    path: 'teacher-home',
    title: 'routes.teacherHome',
    label: 'teacher.menuHome',
    page: () =>
      import('./pages/teacher/TeacherHomePage').then((m) => ({ Component: m.TeacherHomePage })),
  },
  {
    path: 'ReadingProgram',
    title: 'routes.readingProgram',
    label: 'teacher.menuReadingProgram',
    page: () =>
      import('./pages/teacher/ReadingProgramPage').then((m) => ({
        Component: m.ReadingProgramPage,
      })),
  },
  {
    path: 'teacher-plan-detail',
    title: 'routes.teacherPlanDetail',
    hidden: true,
    parent: 'ReadingProgram',
    page: () =>
      import('./pages/teacher/ReadingProgramPage').then((m) => ({
        Component: m.ReadingProgramPage,
      })),
  },
  {
    path: 'teacher-compositions',
    title: 'routes.teacherCompositions',
    page: () =>
      import('./pages/teacher/TeacherCompositionsPage').then((m) => ({
        Component: m.TeacherCompositionsPage,
      })),
  },
  {
    path: 'teacher-questions',
    title: 'routes.teacherQuestions',
    label: 'teacher.menuQuestions',
    page: () =>
      import('./pages/teacher/QuestionsPage').then((m) => ({ Component: m.QuestionsPage })),
  },
  {
    path: 'teacher-collect',
    title: 'routes.teacherCollect',
    label: 'teacher.menuCollect',
    page: () => import('./pages/teacher/CollectPage').then((m) => ({ Component: m.CollectPage })),
  },
  ...(
    [
      ['teacher-task', 'routes.teacherTask', 'TeacherTaskPage'],
      ['teacher-task-add', 'routes.teacherTaskAdd', 'TeacherTaskAddPage'],
      ['teacher-exam-add', 'routes.teacherExamAdd', 'TeacherExamAddPage'],
      ['task-detail', 'routes.taskDetail', 'TaskDetailPage'],
    ] as const
  ).map(([path, title, page]) => ({
    path,
    title,
    // Only the list is in the menu; adding and the detail are reached from it.
    ...(path === 'teacher-task'
      ? { label: 'teacher.menuTask' }
      : { hidden: true, parent: 'teacher-task' }),
    page: () => import('./pages/teacher/TeacherTaskPages').then((m) => ({ Component: m[page] })),
  })),
  {
    path: 'statistics',
    title: 'routes.statistics',
    label: 'teacher.menuStatistics',
    page: () =>
      import('./pages/teacher/StatisticsPage').then((m) => ({ Component: m.StatisticsPage })),
  },
  {
    // One class's statistics, reached with ?departmentid= (hidden from the menu).
    path: 'class-statistic',
    title: 'routes.classStatistic',
    hidden: true,
    parent: 'statistics',
    page: () =>
      import('./pages/teacher/StatisticsPage').then((m) => ({ Component: m.StatisticsPage })),
  },
];

/** The menu: the pages not hidden, in the menu's order. */
export function teacherMenu(pages: readonly TeacherPage[] = TEACHER_PAGES): TeacherPage[] {
  const rank = (path: string) => {
    const at = (TEACHER_MENU_ORDER as readonly string[]).indexOf(path);
    return at < 0 ? TEACHER_MENU_ORDER.length : at;
  };
  return pages.filter((page) => !page.hidden).sort((a, b) => rank(a.path) - rank(b.path));
}

/** The teacher page a path shows, if it is one. */
export function teacherPageAt(pathname: string): TeacherPage | undefined {
  // The old interface's twin (/old/…) is the same page.
  const path = newTwinOf(pathname).replace(/^\/+|\/+$/g, '');
  return TEACHER_PAGES.find((page) => page.path === path);
}
