import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import styled from 'styled-components';
import { OrganizationGate, token, useRuntime, withQuery } from '../../core';
import { AiLibrarian } from '../../widgets/ai-librarian';
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
  width: min(1100px, 100%);
  margin: 0 auto;
  padding: 24px 16px 40px;
`;

/** The root layout: header, the page, footer; widgets navigate through React Router. */
export function PortalLayout() {
  const runtime = useRuntime();
  const navigate = useNavigate();
  useDocumentTitle();

  useEffect(
    () => runtime.setNavigator((path, query) => void navigate(withQuery(path, query))),
    [runtime, navigate],
  );
  useEffect(() => {
    void runtime.verifySession();
  }, [runtime]);

  return (
    <Shell>
      <OrganizationGate fallback={<UnknownOrganization />}>
        {() => (
          <>
            <Header />
            <Main id="main">
              <Outlet />
            </Main>
            <Footer />
            {/* Shown only where the organisation enables it (spec §1). */}
            <AiLibrarian />
          </>
        )}
      </OrganizationGate>
    </Shell>
  );
}
