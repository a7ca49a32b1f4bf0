/**
 * The staff area's pages as data (under /admin, for librarians and admins): the routes, the
 * menu and the titles are read from this one list, so a feature adds its page with one entry
 * below (the catalogue, readers, settings…) and is routed, titled and offered in the menu at
 * once. Only pages that exist are listed: the menu never offers a page that is not built.
 */
import type { RouteObject } from 'react-router';
import type { Role } from '../core';

type Lazy = NonNullable<RouteObject['lazy']>;

export interface AdminPage {
  /** The path, without its leading slash. */
  path: string;
  /** The route title's key. */
  title: string;
  /** The menu entry's key. */
  label: string;
  /** The page, loaded when first visited (each its own chunk). */
  page: Lazy;
  /** Who may open it and see it in the menu; every staff role when absent. */
  roles?: readonly Role[];
}

/** Whether `roles` may open the page (the server refuses the others anyway). */
export const mayOpen = (page: AdminPage, roles: readonly Role[]) =>
  !page.roles || roles.some((role) => page.roles!.includes(role));

/** Where staff land after login, and what /admin shows. */
export const ADMIN_HOME = '/admin';

/** Whether a path is one of the staff area's (/admin and below). */
export const isStaffPath = (pathname: string) =>
  pathname === ADMIN_HOME || pathname.startsWith(`${ADMIN_HOME}/`);

/** The roles that enter the staff area. */
export const STAFF_ROLES: readonly Role[] = ['librarian', 'admin'];

export const isStaff = (roles: readonly Role[]) => roles.some((role) => STAFF_ROLES.includes(role));

export const ADMIN_PAGES: AdminPage[] = [
  {
    path: 'admin',
    title: 'routes.admin',
    label: 'admin.menuHome',
    page: () => import('./pages/admin/AdminHomePage').then((m) => ({ Component: m.AdminHomePage })),
  },
  {
    path: 'admin/desk',
    title: 'routes.adminDesk',
    label: 'admin.menuDesk',
    page: () => import('./pages/admin/DeskPage').then((m) => ({ Component: m.DeskPage })),
  },
  {
    path: 'admin/catalogue',
    title: 'routes.adminCatalogue',
    label: 'admin.menuCatalogue',
    page: () => import('./pages/admin/CataloguePage').then((m) => ({ Component: m.CataloguePage })),
  },
  {
    path: 'admin/catalogue/labels',
    title: 'routes.adminLabels',
    label: 'admin.menuLabels',
    page: () => import('./pages/admin/LabelsPage').then((m) => ({ Component: m.LabelsPage })),
  },
  {
    path: 'admin/readers',
    title: 'routes.adminReaders',
    label: 'admin.menuReaders',
    page: () => import('./pages/admin/ReadersPage').then((m) => ({ Component: m.ReadersPage })),
  },
  {
    path: 'admin/settings',
    title: 'routes.adminSettings',
    label: 'admin.menuSettings',
    page: () => import('./pages/admin/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
    roles: ['admin'],
  },
  {
    path: 'admin/content',
    title: 'routes.adminContent',
    label: 'admin.menuContent',
    page: () => import('./pages/admin/ContentPage').then((m) => ({ Component: m.ContentPage })),
  },
  {
    path: 'admin/activities',
    title: 'routes.adminActivities',
    label: 'admin.menuActivities',
    page: () =>
      import('./pages/admin/ActivitiesPage').then((m) => ({ Component: m.ActivitiesPage })),
  },
  {
    path: 'admin/reports',
    title: 'routes.adminReports',
    label: 'admin.menuReports',
    page: () => import('./pages/admin/ReportsPage').then((m) => ({ Component: m.ReportsPage })),
  },
];
