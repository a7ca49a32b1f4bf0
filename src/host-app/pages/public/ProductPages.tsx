import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { token } from '../../../core';
import { OrganizationList } from '../../../widgets/organization-list';
import { OrganizationProfile } from '../../../widgets/organization-profile';
import { PageFrame, PagePanel } from '../../components/PageFrame';

const Lead = styled.p`
  margin: 0 0 24px;
  max-width: 60em;
  font-size: 1.1em;
  line-height: 1.8;
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 16px;
    border: 1px solid ${token('--lp-color-border')};
    border-radius: 10px;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.05em;
  }
  p {
    margin: 0;
    line-height: 1.7;
  }
`;

const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-top: 24px;
  a {
    color: ${token('--lp-color-text')};
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

const FEATURES = ['catalogue', 'wayfinding', 'digital', 'teaching', 'embedding', 'ownServer'];

/** /product: what libportal does for a school, and where to see it at work. */
export function ProductPage() {
  const { t } = useTranslation('product');
  return (
    <PagePanel>
      <h1>{t('product.heading')}</h1>
      <Lead>{t('product.lead')}</Lead>
      <section aria-labelledby="product-features">
        <h2 id="product-features">{t('product.featuresHeading')}</h2>
        <Features>
          {FEATURES.map((feature) => (
            <li key={feature}>
              <h3>{t(`product.features.${feature}.title`)}</h3>
              <p>{t(`product.features.${feature}.text`)}</p>
            </li>
          ))}
        </Features>
      </section>
      <Actions aria-label={t('product.actions')}>
        <Link to="/case">{t('product.seeCases')}</Link>
        <Link to="/home">{t('product.openPortal')}</Link>
        <Link to="/fmap">{t('product.openMap')}</Link>
      </Actions>
    </PagePanel>
  );
}

/** /case: the schools and libraries that run libportal (lp-organization-list). */
export function CasePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.case')} titleHidden>
      <OrganizationList />
    </PageFrame>
  );
}

/** /case-detail?id=: one of them (lp-organization-profile). */
export function CaseDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  return (
    <PageFrame title={t('routes.caseDetail')} titleHidden>
      <OrganizationProfile key={id} organizationId={id} />
    </PageFrame>
  );
}
