import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useSession, type Role } from '../core';
import { PERSONAL_PAGES, homeOf, type PersonalPage } from './personal-area';
import { PERSONAL_VIEWS, type PersonalView } from './personal-views';
import { handle } from './route-handle';

/**
 * The personal routes are generated from the reader's user type. Every page is
 * known to the router (a bookmark must resolve before the session is checked), and each is
 * guarded by the roles personal-area.ts gives it: a page of the other role sends the reader
 * to their own home instead of a 404, since the reader only followed a link meant for others.
 */
export function personalRedirect(
  page: Pick<PersonalPage, 'roles'>,
  roles: readonly Role[],
): string | null {
  return page.roles.some((role) => roles.includes(role)) ? null : homeOf(roles);
}

/** The personal pages a reader of these roles may open (their generated routes). */
export function personalPagesFor(roles: readonly Role[]): PersonalPage[] {
  return PERSONAL_PAGES.filter((page) => personalRedirect(page, roles) === null);
}

function PersonalPageGate({ page }: { page: PersonalPage }) {
  const { roles } = useSession();
  const redirect = personalRedirect(page, roles);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}

export type Lazy = NonNullable<RouteObject['lazy']>;

/** One chunk per kind of page, loaded when first visited: the first page stays small. */
const PAGE_LOADERS: Record<PersonalView['kind'], Lazy> = {
  home: () =>
    import('./pages/reader/ReaderHomePage').then((m) => ({ Component: m.ReaderHomePage })),
  overview: () =>
    import('./pages/reader/OverviewPage').then((m) => ({ Component: m.OverviewPage })),
  borrow: () => import('./pages/reader/MyBorrowPage').then((m) => ({ Component: m.MyBorrowPage })),
  history: () =>
    import('./pages/reader/BorrowHistoryPage').then((m) => ({ Component: m.BorrowHistoryPage })),
  list: () =>
    import('./pages/reader/AccountListPage').then((m) => ({ Component: m.AccountListPage })),
  account: () =>
    import('./pages/reader/MyAccountPage').then((m) => ({ Component: m.MyAccountPage })),
  messages: () =>
    import('./pages/reader/MessagesPage').then((m) => ({ Component: m.MessagesPage })),
  portrait: () =>
    import('./pages/reader/PortraitPage').then((m) => ({ Component: m.PortraitPage })),
  ranking: () => import('./pages/reader/RankingPage').then((m) => ({ Component: m.RankingPage })),
  shelf: () =>
    import('./pages/reader/VirtualBookshelfPage').then((m) => ({
      Component: m.VirtualBookshelfPage,
    })),
  booklists: () =>
    import('./pages/reader/BooklistsPage').then((m) => ({ Component: m.BooklistsPage })),
  settings: () =>
    import('./pages/reader/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
  connections: () =>
    import('./pages/reader/ConnectionsPage').then((m) => ({ Component: m.ConnectionsPage })),
  reviews: () => import('./pages/reader/ReviewsPage').then((m) => ({ Component: m.ReviewsPage })),
  volunteer: () =>
    import('./pages/reader/VolunteerPage').then((m) => ({ Component: m.VolunteerPage })),
  tasks: () =>
    import('./pages/reader/StudentTaskPage').then((m) => ({ Component: m.StudentTaskPage })),
  writing: () => import('./pages/reader/WritingPage').then((m) => ({ Component: m.WritingPage })),
  activities: () =>
    import('./pages/reader/ActivitiesPages').then((m) => ({ Component: m.ActivitiesPage })),
  competitions: () =>
    import('./pages/reader/ActivitiesPages').then((m) => ({ Component: m.CompetitionsPage })),
  selftest: () =>
    import('./pages/reader/SelfTestPage').then((m) => ({ Component: m.SelfTestPage })),
  homework: () =>
    import('./pages/reader/HomeworkPage').then((m) => ({ Component: m.HomeworkPage })),
  // The same page as /searchCategory: the tree and its books, with the query in the URL.
  category: () =>
    import('./pages/public/SearchCategoryPage').then((m) => ({
      Component: m.SearchCategoryPage,
    })),
  learning: () =>
    import('./pages/reader/LearningPage').then((m) => ({ Component: m.LearningPage })),
};

/**
 * The routes of every personal page: the role gate, then the page with its title. `loaderOf`
 * gives each view's page (tests give stand-ins; the portal its lazy chunks).
 */
export function buildPersonalRoutes(loaderOf: (view: PersonalView) => Lazy): RouteObject[] {
  return PERSONAL_PAGES.flatMap((page) => {
    const view = PERSONAL_VIEWS[page.path];
    if (!view) return [];
    return [
      {
        path: page.path,
        element: <PersonalPageGate page={page} />,
        children: [{ index: true, lazy: loaderOf(view), handle: handle(page.title) }],
      },
    ];
  });
}

/** The portal's personal routes, made afresh for each interface's tree (new and /old). */
export const portalPersonalRoutes = (): RouteObject[] =>
  buildPersonalRoutes((view) => PAGE_LOADERS[view.kind]);
