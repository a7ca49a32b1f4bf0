import { useTranslation } from 'react-i18next';
import { RssReader } from '../../../widgets/rss-reader';
import { PageFrame } from '../../components/PageFrame';

/**
 * /rss-subscription: the reader's RSS subscriptions (a public child of the root
 * layout, with no /old twin). Keeping subscriptions needs a login: the widget offers it.
 */
export function RssSubscriptionPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.rssSubscription')}>
      <RssReader />
    </PageFrame>
  );
}
