import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OrganizationList } from '../../../widgets/organization-list';
import { OrganizationProfile } from '../../../widgets/organization-profile';
import { PageFrame, PagePanel } from '../../components/PageFrame';
import { Actions, Features, Lead } from './styles';

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
