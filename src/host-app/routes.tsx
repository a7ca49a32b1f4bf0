import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PortalLayout } from './layout/PortalLayout';
import { RequireAuth } from './layout/RequireAuth';
import { RootRedirect } from './layout/RootRedirect';
import { BookListPage } from './pages/BookListPage';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { HomePage } from './pages/HomePage';
import { InfosPage } from './pages/InfosPage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ReaderHomePage } from './pages/ReaderHomePage';

/** Route metadata: the translated title (spec §2: fixed prefix + route title). */
export interface RouteHandle {
  title: string;
}

const handle = (title: string): RouteHandle => ({ title });

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PortalLayout />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'home', element: <HomePage />, handle: handle('routes.home') },
      { path: 'login', element: <LoginPage />, handle: handle('routes.login') },
      { path: 'book-list', element: <BookListPage />, handle: handle('routes.bookList') },
      { path: 'infos', element: <InfosPage />, handle: handle('routes.infos') },
      {
        path: 'searchCategory',
        element: <ComingSoonPage />,
        handle: handle('routes.category'),
      },
      {
        path: 'virtualShelf',
        element: <ComingSoonPage />,
        handle: handle('routes.virtualShelf'),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'student', element: <Navigate to="/student-home" replace /> },
          {
            path: 'student-home',
            element: <ReaderHomePage />,
            handle: handle('routes.studentHome'),
          },
        ],
      },
      {
        element: <RequireAuth role="teacher" />,
        children: [
          { path: 'teacher', element: <Navigate to="/teacher-home" replace /> },
          {
            path: 'teacher-home',
            element: <ReaderHomePage />,
            handle: handle('routes.teacherHome'),
          },
        ],
      },
      { path: '404', element: <NotFoundPage />, handle: handle('routes.notFound') },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
