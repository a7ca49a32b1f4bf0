import { useTranslation } from 'react-i18next';
import { type BookComment, MultilineText, useLibraryTimeZone } from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { Item, ItemHead, Meta, Text } from './styles';

/**
 * One review: its heading (the book, or the author), when it was written and edited, and its
 * text as text (newlines as line breaks, never HTML); `actions` below it.
 */
export function ReviewItem({
  review,
  head,
  actions,
}: {
  review: BookComment;
  head: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('people');
  const timeZone = useLibraryTimeZone();
  return (
    <Item part="review">
      <ItemHead>
        {head}
        <Meta>
          <time dateTime={review.createdtime}>
            {formatDateTime(review.createdtime, i18n.language, timeZone)}
          </time>
          {review.updatedtime !== review.createdtime ? ` · ${t('reviews.edited')}` : null}
        </Meta>
      </ItemHead>
      <Text>
        <MultilineText text={review.content} />
      </Text>
      {actions}
    </Item>
  );
}
