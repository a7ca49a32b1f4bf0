import { useTranslation } from 'react-i18next';
import { Button, type RssSubscription } from '../../core';
import { Actions, Name, Note, Row, Rows } from './styles';

export interface SubscriptionsProps {
  subscriptions: RssSubscription[];
  selectedId: number | null;
  onRead: (subscription: RssSubscription) => void;
  onEdit: (subscription: RssSubscription) => void;
  onRemove: (subscription: RssSubscription) => void;
}

/** The reader's subscriptions, each with read, edit and remove (buttons named by the feed). */
export function Subscriptions({
  subscriptions,
  selectedId,
  onRead,
  onEdit,
  onRemove,
}: SubscriptionsProps) {
  const { t } = useTranslation('rss');
  if (subscriptions.length === 0) return <Note>{t('noSubscriptions')}</Note>;
  return (
    <Rows>
      {subscriptions.map((subscription) => (
        <Row key={subscription.id} $current={subscription.id === selectedId}>
          <div>
            <Name>{subscription.name}</Name>
            <Note>{subscription.url}</Note>
          </div>
          <Actions>
            <Button
              type="button"
              aria-label={t('readLabel', { name: subscription.name })}
              aria-pressed={subscription.id === selectedId}
              onClick={() => onRead(subscription)}
            >
              {t('read')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              aria-label={t('editLabel', { name: subscription.name })}
              onClick={() => onEdit(subscription)}
            >
              {t('edit')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              aria-label={t('removeLabel', { name: subscription.name })}
              onClick={() => onRemove(subscription)}
            >
              {t('remove')}
            </Button>
          </Actions>
        </Row>
      ))}
    </Rows>
  );
}
