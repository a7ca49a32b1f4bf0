import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { NEWS_TYPES, token } from '../../../core';
import { NewsList, toNewsType } from '../../../widgets/news-list';
import { PagePanel } from '../../components/PageFrame';

const Tabs = styled.nav`
  display: flex;
  gap: 8px;
  margin-bottom: 16px;
  a {
    padding: 6px 14px;
    border-radius: 999px;
    border: 1px solid ${token('--lp-color-border')};
    color: inherit;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${token('--lp-color-primary-strong')};
    border-color: ${token('--lp-color-primary-strong')};
    color: ${token('--lp-color-on-primary')};
  }
`;

/** /infos?type=news|notices|activities: the news, notices and activities lists. */
export function InfosPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = toNewsType(params.get('type'));
  return (
    <PagePanel>
      <Tabs aria-label={t('home.tabs')}>
        {NEWS_TYPES.map((kind) => (
          <Link
            key={kind}
            to={`/infos?type=${kind}`}
            aria-current={kind === type ? 'page' : undefined}
          >
            {t(`news.heading_${kind}`)}
          </Link>
        ))}
      </Tabs>
      <NewsList key={type} type={type} />
    </PagePanel>
  );
}
