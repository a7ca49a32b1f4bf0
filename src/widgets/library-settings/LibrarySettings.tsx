import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  librarySettingsQuery,
  QueryStates,
  useApi,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { StaffGate } from '../../core/ui/staff';
import { Root } from '../../core/ui/staff/styles';
import { FooterLinksSection } from './FooterLinksSection';
import { GeneralSection } from './GeneralSection';
import { HomeMenuSection } from './HomeMenuSection';
import { HoursSection } from './HoursSection';
import { ImagesSection } from './ImagesSection';
import { LoanRulesSection } from './LoanRulesSection';
import { OriginsSection } from './OriginsSection';
import { PaymentsSection } from './PaymentsSection';
import { SourcesSection } from './SourcesSection';
import { Heading } from './styles';

/** The portal's settings page: where an admin logging in from the widget comes back to. */
const PORTAL_SETTINGS = '/admin/settings';

export interface LibrarySettingsProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when no one is logged in. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The library's settings, a form per section, each saved on its own: general, opening hours
 * and address, logo and banner, footer links, the home menu, embed origins, loan rules per reader type,
 * copy-cataloguing sources, the online payment methods. Admins only.
 */
export function LibrarySettings(props: LibrarySettingsProps) {
  const { t } = useTranslation('settings-admin');
  return (
    <StaffGate t={t} path={PORTAL_SETTINGS} adminsOnly onNavigate={props.onNavigate}>
      <Sections />
    </StaffGate>
  );
}

function Sections() {
  const { t } = useTranslation('settings-admin');
  const headingId = useId();
  const settings = useQuery(librarySettingsQuery(useApi()));
  return (
    <Root aria-labelledby={headingId} part="library-settings">
      <Heading id={headingId}>{t('heading')}</Heading>
      <QueryStates query={settings} isEmpty={() => false}>
        {(data) => (
          <>
            <GeneralSection general={data.general} />
            <HoursSection hours={data.hours} />
            <ImagesSection general={data.general} />
            <FooterLinksSection links={data.footerLinks} />
            <HomeMenuSection entries={data.homeMenu} choices={data.homeMenuChoices} />
            <OriginsSection origins={data.origins} />
            <LoanRulesSection rules={data.loanRules} />
            <SourcesSection sources={data.sources} />
            <PaymentsSection payments={data.payments} />
          </>
        )}
      </QueryStates>
    </Root>
  );
}
