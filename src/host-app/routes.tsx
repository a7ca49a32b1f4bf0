import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PortalLayout } from './layout/PortalLayout';
import { InterfaceVersionGuard } from './layout/InterfaceVersionGuard';
import { RequireAuth } from './layout/RequireAuth';
import { RootRedirect } from './layout/RootRedirect';
import { HomePage } from './pages/public/HomePage';
import { portalPersonalRoutes } from './personal-routes';
import { handle } from './route-handle';
import { buildTeacherRoutes } from './teacher-routes';
import { buildAdminRoutes } from './admin-routes';

/** Pages other than home are loaded when first visited, keeping the first download small. */
const bookList = () =>
  import('./pages/public/BookListPage').then((m) => ({ Component: m.BookListPage }));
const virtualShelf = () =>
  import('./pages/public/VirtualShelfPage').then((m) => ({ Component: m.VirtualShelfPage }));
const notes = () => import('./pages/public/NotesPage').then((m) => ({ Component: m.NotesPage }));
const searchPage = () =>
  import('./pages/public/SearchPage').then((m) => ({ Component: m.SearchPage }));
const searchCategory = () =>
  import('./pages/public/SearchCategoryPage').then((m) => ({ Component: m.SearchCategoryPage }));
const bookDetail = () =>
  import('./pages/public/BookDetailPage').then((m) => ({ Component: m.BookDetailPage }));
const preBorrow = () =>
  import('./pages/public/PreBorrowPage').then((m) => ({ Component: m.PreBorrowPage }));
const shelfLocation = () =>
  import('./pages/public/ShelfLocationPage').then((m) => ({ Component: m.ShelfLocationPage }));
const infos = () => import('./pages/public/InfosPage').then((m) => ({ Component: m.InfosPage }));
const login = () => import('./pages/public/LoginPage').then((m) => ({ Component: m.LoginPage }));
const ssoLogin = () =>
  import('./pages/public/SsoLoginPage').then((m) => ({ Component: m.SsoLoginPage }));
const digitalLibrary =
  (page: 'DigitalSourcePage' | 'EbooksPage' | 'EbookSourcePage' | 'EbookCategoryPage') => () =>
    import('./pages/public/DigitalLibraryPages').then((m) => ({ Component: m[page] }));
const ebookReader = () =>
  import('./pages/public/EbookReaderPage').then((m) => ({ Component: m.EbookReaderPage }));
const about = () =>
  import('./pages/public/LibraryInfoPage').then((m) => ({ Component: m.AboutPage }));
const readerNotice = () =>
  import('./pages/public/LibraryInfoPage').then((m) => ({ Component: m.ReaderNoticePage }));
/** The personal area's frame comes with its first page, not with the public home. */
const personalLayout = () =>
  import('./layout/personal/PersonalLayout').then((m) => ({ Component: m.PersonalLayout }));
/** The teacher area's frame, likewise with its first page. */
const teacherLayout = () =>
  import('./layout/teacher/TeacherLayout').then((m) => ({ Component: m.TeacherLayout }));
/** The staff area's frame, likewise with its first page. */
const adminLayout = () =>
  import('./layout/admin/AdminLayout').then((m) => ({ Component: m.AdminLayout }));
const rssSubscription = () =>
  import('./pages/public/RssSubscriptionPage').then((m) => ({ Component: m.RssSubscriptionPage }));
const notFound = () =>
  import('./pages/public/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));
const storyMedia = (page: 'StoryTellingPage' | 'AlbumPage' | 'PlayerPage') => () =>
  import('./pages/public/StoryMediaPages').then((m) => ({ Component: m[page] }));
const floorMap = () =>
  import('./pages/public/FloorMapPage').then((m) => ({ Component: m.FloorMapPage }));
const productPage = (page: 'ProductPage' | 'CasePage' | 'CaseDetailPage') => () =>
  import('./pages/public/ProductPages').then((m) => ({ Component: m[page] }));
const studentLanding = () =>
  import('./pages/public/StudentLandingPage').then((m) => ({ Component: m.StudentLandingPage }));
/** The old interface's frame: only readers who chose it download it. */
const oldLayout = () =>
  import('./layout/old/OldPortalLayout').then((m) => ({ Component: m.OldPortalLayout }));
const oldPersonalLayout = () =>
  import('./layout/old/OldPersonalLayout').then((m) => ({ Component: m.OldPersonalLayout }));

/** The route the signed-in areas hang from in the new interface. */
const SIGNED_IN_ROUTE_ID = 'signed-in';

/** The personal, teacher and staff areas' routes: most of the portal's routes. */
function signedInPages(variant: 'new' | 'old'): RouteObject[] {
  return [
    {
      lazy: variant === 'old' ? oldPersonalLayout : personalLayout,
      children: portalPersonalRoutes(),
    },
    buildTeacherRoutes({ lazy: teacherLayout }),
    buildAdminRoutes({ lazy: adminLayout }),
  ];
}

/**
 * The pages of one interface: the new one at /, the old one under /old (every route
 * has an /old twin but /rss-subscription, with the older layout around the same pages).
 * Each tree is built afresh, so the router gives each route its own id.
 */
function portalChildren(variant: 'new' | 'old'): RouteObject[] {
  const old = variant === 'old';
  return [
    { index: true, element: <RootRedirect /> },
    { path: 'home', element: <HomePage />, handle: handle('routes.home') },
    { path: 'login', lazy: login, handle: handle('routes.login') },
    { path: 'ssoLogin', lazy: ssoLogin, handle: handle('routes.ssoLogin') },
    { path: 'book-list', lazy: bookList, handle: handle('routes.bookList') },
    { path: 'infos', lazy: infos, handle: handle('routes.infos') },
    { path: 'searchPage', lazy: searchPage, handle: handle('routes.searchPage') },
    { path: 'searchCategory', lazy: searchCategory, handle: handle('routes.category') },
    { path: 'bookDetail', lazy: bookDetail, handle: handle('routes.bookDetail') },
    { path: 'book-detail', lazy: bookDetail, handle: handle('routes.bookDetail') },
    { path: 'preBorrow', lazy: preBorrow, handle: handle('routes.preBorrow') },
    {
      path: 'queryMachineShelfDetail',
      lazy: shelfLocation,
      handle: handle('routes.shelfLocation'),
    },
    {
      path: 'virtualShelf',
      lazy: virtualShelf,
      handle: handle('routes.virtualShelf'),
    },
    { path: 'notes', lazy: notes, handle: handle('routes.notes') },
    // The one route without an /old twin.
    ...(old
      ? []
      : [
          {
            path: 'rss-subscription',
            lazy: rssSubscription,
            handle: handle('routes.rssSubscription'),
          },
        ]),
    {
      path: 'digitalSource',
      lazy: digitalLibrary('DigitalSourcePage'),
      handle: handle('routes.digitalSource'),
    },
    { path: 'ebooks', lazy: digitalLibrary('EbooksPage'), handle: handle('routes.ebooks') },
    {
      path: 'ebookSource',
      lazy: digitalLibrary('EbookSourcePage'),
      handle: handle('routes.ebookSource'),
    },
    {
      path: 'ebookCategory',
      lazy: digitalLibrary('EbookCategoryPage'),
      handle: handle('routes.ebookCategory'),
    },
    { path: 'ebookReader', lazy: ebookReader, handle: handle('routes.ebookReader') },
    { path: 'about', lazy: about, handle: handle('routes.about') },
    { path: 'fmap', lazy: floorMap, handle: handle('routes.fmap') },
    { path: 'product', lazy: productPage('ProductPage'), handle: handle('routes.product') },
    { path: 'case', lazy: productPage('CasePage'), handle: handle('routes.case') },
    {
      path: 'case-detail',
      lazy: productPage('CaseDetailPage'),
      handle: handle('routes.caseDetail'),
    },
    { path: 'studentHome', lazy: studentLanding, handle: handle('routes.studentLanding') },
    // Public pages: a visitor sees what the library published, a reader the rest too.
    {
      path: 'storyTelling',
      lazy: storyMedia('StoryTellingPage'),
      handle: handle('routes.storyTelling'),
    },
    { path: 'album', lazy: storyMedia('AlbumPage'), handle: handle('routes.album') },
    { path: 'player', lazy: storyMedia('PlayerPage'), handle: handle('routes.player') },
    { path: 'readerNotice', lazy: readerNotice, handle: handle('routes.readerNotice') },
    {
      // The personal area needs a session; its pages are generated from
      // personal-area.ts and each sends a reader of the other role to their own home.
      // The new interface's are added when first needed (patchRoutesOnNavigation).
      ...(old ? {} : { id: SIGNED_IN_ROUTE_ID }),
      element: <RequireAuth />,
      children: [
        { path: 'student', element: <Navigate to="/student-home" replace /> },
        { path: 'teacher', element: <Navigate to="/teacher-home" replace /> },
        ...(old ? signedInPages('old') : []),
      ],
    },
    { path: '404', lazy: notFound, handle: handle('routes.notFound') },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

/** The route both interfaces hang from; the /old tree is added to it when first needed. */
const INTERFACES_ROUTE_ID = 'interfaces';

export const routes: RouteObject[] = [
  {
    id: INTERFACES_ROUTE_ID,
    // A reader of the old version is kept on /old paths, one of the new off them.
    element: <InterfaceVersionGuard />,
    children: [{ path: '/', element: <PortalLayout />, children: portalChildren('new') }],
  },
];

const isOldPath = (path: string) => path === '/old' || path.startsWith('/old/');

/**
 * Adds routes the first time the router meets a path the public pages do not hold (the
 * catch-all matches it until then, which makes the router ask): the old interface's for an
 * /old path, else the signed-in areas'. The router converts, compiles and ranks every route
 * it holds as a page starts; built up front, these took a phone's main thread for a long
 * task on every public page, where a visitor needs none of them. Patching twice adds nothing
 * (the router keeps one of each route).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  if (isOldPath(path)) {
    patch(INTERFACES_ROUTE_ID, [
      { path: '/old', lazy: oldLayout, children: portalChildren('old') },
    ]);
  } else {
    patch(SIGNED_IN_ROUTE_ID, signedInPages('new'));
  }
};

/** The portal's routes with the old interface's added on demand, for any kind of router. */
export const routerOptions = { patchRoutesOnNavigation };
