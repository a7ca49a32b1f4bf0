import { useTranslation } from 'react-i18next';
import { Button, MultilineText, type ReaderMessageItem, useLibraryTimeZone } from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { Message, Meta, Text, UnreadBadge } from './styles';

/** One message: what kind, when, unread or not, its text (never HTML), and "mark as read". */
export function MessageItem({
  message,
  onMarkRead,
}: {
  message: ReaderMessageItem;
  onMarkRead: () => void;
}) {
  const { t, i18n } = useTranslation('circulation');
  const timeZone = useLibraryTimeZone();
  const unread = !message.read && message.direction === 'toReader';
  return (
    <Message $unread={unread} part="message">
      <Meta>
        <strong>{t(`messages.kind_${message.kind}`)}</strong>
        {unread ? <UnreadBadge>{t('messages.unreadBadge')}</UnreadBadge> : null}
        <span>{formatDateTime(message.createtime, i18n.language, timeZone)}</span>
        {unread ? (
          <Button
            type="button"
            $variant="ghost"
            aria-label={t('messages.markReadLabel')}
            onClick={onMarkRead}
          >
            {t('messages.markRead')}
          </Button>
        ) : null}
      </Meta>
      <Text>
        <MultilineText text={message.text} />
      </Text>
    </Message>
  );
}
