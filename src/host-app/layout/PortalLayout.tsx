import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import styled from 'styled-components';
import { isUnknownOrganization, token, useOrganization, useRuntime, withQuery } from '../../core';
import { Footer } from './Footer';
import { UnknownOrganization } from './UnknownOrganization';
import { Header } from './Header';
import { useDocumentTitle } from '../hooks';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${token('--lp-color-surface-alt')};
`;

const Main = styled.main`
  flex: 1;
  /* Content that arrives later (lists, results) grows the page downwards instead of moving
     the footer through the viewport (layout shift). */
  min-height: 100vh;
  width: min(1100px, 100%);
  margin: 0 auto;
  padding: 24px 16px 40px;
`;

/** Loaded after the page itself: the button only appears where the organisation enables it. */
const AiLibrarian = lazy(() =>
  import('../../widgets/ai-librarian').then((module) => ({ default: module.AiLibrarian })),
);

/** The root layout: header, the page, footer; widgets navigate through React Router. */
export function PortalLayout() {
  const runtime = useRuntime();
  const navigate = useNavigate();
  const organization = useOrganization();
  useDocumentTitle();

  useEffect(
    () => runtime.setNavigator((path, query) => void navigate(withQuery(path, query))),
    [runtime, navigate],
  );
  useEffect(() => {
    void runtime.verifySession();
  }, [runtime]);

  // The page renders at once; only an unknown organisation replaces it (spec §2).
  if (organization.isError && isUnknownOrganization(organization.error)) {
    return <UnknownOrganization />;
  }
  return (
    <Shell>
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
      <Suspense fallback={null}>
        <AiLibrarian />
      </Suspense>
    </Shell>
  );
}
