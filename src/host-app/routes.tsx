import { Navigate, type RouteObject } from 'react-router';
import { PortalLayout } from './layout/PortalLayout';
import { OldInterfaceRedirect } from './layout/OldInterfaceRedirect';
import { RequireAuth } from './layout/RequireAuth';
import { RootRedirect } from './layout/RootRedirect';
import { HomePage } from './pages/public/HomePage';
import { personalRoutes } from './personal-routes';
import { handle } from './route-handle';
import { buildTeacherRoutes } from './teacher-routes';

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
const rssSubscription = () =>
  import('./pages/public/RssSubscriptionPage').then((m) => ({ Component: m.RssSubscriptionPage }));
const notFound = () =>
  import('./pages/public/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PortalLayout />,
    children: [
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
      {
        path: 'rss-subscription',
        lazy: rssSubscription,
        handle: handle('routes.rssSubscription'),
      },
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
      { path: 'readerNotice', lazy: readerNotice, handle: handle('routes.readerNotice') },
      {
        // Spec §2/§4: the personal area needs a session; its pages are generated from
        // personal-area.ts and each sends a reader of the other role to their own home.
        element: <RequireAuth />,
        children: [
          { path: 'student', element: <Navigate to="/student-home" replace /> },
          { path: 'teacher', element: <Navigate to="/teacher-home" replace /> },
          { lazy: personalLayout, children: personalRoutes },
          buildTeacherRoutes({ lazy: teacherLayout }),
        ],
      },
      { path: 'old/*', element: <OldInterfaceRedirect /> },
      { path: '404', lazy: notFound, handle: handle('routes.notFound') },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
