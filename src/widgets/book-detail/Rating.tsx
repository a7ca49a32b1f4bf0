import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bookInfoQuery, RATING_SCALE_DIVISOR, useApi, type BookInfo } from '../../core';
import { StarRating } from '../../core/ui/StarRating';
import { Box, Muted, Value } from './styles';

/** The external book-info service's record for an ISBN; null when it has none or failed. */
export function useBookInfo(isbn: string | null) {
  return useQuery(bookInfoQuery(useApi(), isbn));
}

/** The shown rating: the source's 10-point value divided by 2, 0–5. */
export function shownRating(info: Pick<BookInfo, 'average'>): number {
  return Math.min(5, Math.max(0, info.average / RATING_SCALE_DIVISOR));
}

/** Stars, value and raters; "no rating" when the service has nothing or failed. */
export function Rating({ info, pending }: { info: BookInfo | null; pending: boolean }) {
  const { t, i18n } = useTranslation();
  // Nothing yet while the service answers: the rest of the page does not wait for it.
  if (pending) return <Box aria-hidden="true" />;
  if (!info || !(info.average > 0)) {
    return (
      <Box part="rating">
        <Muted>{t('rating.none')}</Muted>
      </Box>
    );
  }
  const value = shownRating(info);
  const text = new Intl.NumberFormat(i18n.language.startsWith('en') ? 'en' : 'zh-CN', {
    maximumFractionDigits: 2,
  }).format(value);
  return (
    <Box part="rating">
      <StarRating value={value} label={t('rating.stars', { value: text })} />
      <Value>{t('rating.value', { value: text })}</Value>
      <Muted>{t('rating.raters', { count: info.raters })}</Muted>
    </Box>
  );
}
