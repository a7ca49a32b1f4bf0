import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isUnknownOrganization, useOrganization, useRuntime, withQuery } from '../../core';
import { Footer } from './Footer';
import { UnknownOrganization } from './UnknownOrganization';
import { Header } from './Header';
import { useSwitchedNotice } from './HeaderTools';
import { useAfterIdle, useDocumentTitle } from '../hooks';
import { isStaffPath } from '../admin-area';
import { Main, Shell } from './styles';

/**
 * Loaded once the page is idle (useAfterIdle): the button only appears where the organisation
 * enables it.
 */
const AiLibrarian = lazy(() =>
  import('../../widgets/ai-librarian').then((module) => ({ default: module.AiLibrarian })),
);

/** Its children once the page is idle: the state lives here, so the page does not render again. */
function WhenIdle({ children }: { children: ReactNode }) {
  return useAfterIdle() ? children : null;
}

/**
 * A portal page's frame: `header`, the page, footer; widgets navigate through React Router.
 * The new interface and the old one (layout/old/) differ in their header only.
 */
export function PortalFrame({ header }: { header: ReactNode }) {
  const runtime = useRuntime();
  const navigate = useNavigate();
  const organization = useOrganization();
  const { pathname } = useLocation();
  useDocumentTitle();
  // The page an interface switch reloaded into says so (HeaderTools.tsx).
  useSwitchedNotice();

  useEffect(
    () => runtime.setNavigator((path, query) => void navigate(withQuery(path, query))),
    [runtime, navigate],
  );
  useEffect(() => {
    void runtime.verifySession();
  }, [runtime]);

  // The page renders at once; only an unknown organisation replaces it (it stops navigation).
  if (organization.isError && isUnknownOrganization(organization.error)) {
    return <UnknownOrganization />;
  }
  return (
    <Shell>
      {header}
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
      {/* The readers' helper stays off the staff pages: its floating button covered the last
          column of their wide tables (the overdue list's days late at 768 px). */}
      {!isStaffPath(pathname) && (
        <WhenIdle>
          <Suspense fallback={null}>
            <AiLibrarian />
          </Suspense>
        </WhenIdle>
      )}
    </Shell>
  );
}

/** The root layout of the new interface. */
export function PortalLayout() {
  return <PortalFrame header={<Header />} />;
}
