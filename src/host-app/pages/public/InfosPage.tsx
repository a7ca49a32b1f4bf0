import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NEWS_TYPES } from '../../../core';
import { NewsList, toNewsType } from '../../../widgets/news-list';
import { PagePanel } from '../../components/PageFrame';
import { Tabs } from './styles';

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
