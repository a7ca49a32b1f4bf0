import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  organizationProfileQuery,
  QueryStates,
  useApi,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { toId } from '../../core/ui/ids';
import { OrganizationFigures, OrganizationLogo } from '../../core/ui/OrganizationFigures';
import { PortalLink } from '../../core/ui/PortalLink';
import { Head, Links, Note, SectionHeading } from './styles';

/** The list of organisations, and an organisation's own portal. */
const CASE_PATH = '/case';
const HOME_PATH = '/home';

export interface OrganizationProfileProps extends CommonWidgetSettings {
  /** The organisation's id. */
  organizationId?: number | string;
  /** Cancelable `lp-navigate`: the organisation's portal (/home {orgcode}) or the list (/case). */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function Profile({
  id,
  onNavigate,
}: {
  id: number;
  onNavigate: OrganizationProfileProps['onNavigate'];
}) {
  const { t } = useTranslation('organizations');
  const api = useApi();
  const figuresId = useId();
  const profile = useQuery(organizationProfileQuery(api, id));
  return (
    <QueryStates
      query={profile}
      error={<ErrorState />}
      empty={<EmptyState>{t('profile.notFound')}</EmptyState>}
      isEmpty={(organization) => !organization}
    >
      {(organization) =>
        // Never null here (isEmpty): `&&` only tells the type so.
        organization && (
          <article part="organization-profile">
            <Head>
              <OrganizationLogo organization={organization} size={72} />
              <h2>{organization.name}</h2>
            </Head>
            <section aria-labelledby={figuresId}>
              <SectionHeading id={figuresId}>{t('profile.figures')}</SectionHeading>
              <OrganizationFigures organization={organization} />
              <Note>{t('profile.figuresNote')}</Note>
            </section>
            <Links>
              <PortalLink
                path={HOME_PATH}
                query={{ orgcode: organization.orgcode }}
                onNavigate={onNavigate}
              >
                {t('profile.visit', { name: organization.name })}
              </PortalLink>
              <PortalLink path={CASE_PATH} onNavigate={onNavigate}>
                {t('profile.back')}
              </PortalLink>
            </Links>
          </article>
        )
      }
    </QueryStates>
  );
}

/**
 * One school or library that runs libportal: its name, logo and public figures (titles,
 * readers, loans this year), and a link to its own reading portal.
 */
export function OrganizationProfile(props: OrganizationProfileProps) {
  const { t } = useTranslation('organizations');
  const id = toId(props.organizationId);
  if (id === undefined) return <EmptyState>{t('profile.invalid')}</EmptyState>;
  return <Profile key={id} id={id} onNavigate={props.onNavigate} />;
}
