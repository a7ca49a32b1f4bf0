import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, type CommonWidgetSettings, type LpEvent } from '../../core';
import { RoleGate } from '../../core/ui/RoleGate';
import { CopyCataloguing } from './CopyCataloguing';
import { FindPanel } from './FindPanel';
import { ImportPanel } from './ImportPanel';
import { Heading, Muted, Root } from './styles';

/** The portal's catalogue page: where a librarian logging in from the widget comes back to. */
const PORTAL_CATALOGUE = '/admin/catalogue';

export interface CatalogueProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when no one is logged in. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The librarian's catalogue: find records and their copies, change a copy's status (withdraw,
 * lost, damaged, found) after a confirmation, create and edit records and add copies by hand,
 * copy cataloguing by ISBN from the library's SRU sources, and importing a catalogue file
 * (MARC, MARCXML, CSV, XLSX) with its progress and report.
 */
export function Catalogue(props: CatalogueProps) {
  const { t } = useTranslation('catalogue');
  return (
    <RoleGate
      path={PORTAL_CATALOGUE}
      loginMessage={t('loginRequired')}
      loginAction={t('login')}
      onNavigate={props.onNavigate}
    >
      <StaffOnly>
        <CatalogueBody />
      </StaffOnly>
    </RoleGate>
  );
}

function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const { roles } = useSession();
  const staff = roles.includes('librarian') || roles.includes('admin');
  return staff ? <>{children}</> : <Muted>{t('staffOnly')}</Muted>;
}

function CatalogueBody() {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} part="catalogue">
      <Heading id={headingId}>{t('heading')}</Heading>
      <FindPanel />
      <CopyCataloguing />
      <ImportPanel />
    </Root>
  );
}
