import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, VisuallyHidden, useLibraryTimeZone } from '../../core';
import { formatDay } from '../../core/ui/day';
import { Time } from './styles';

/**
 * The date in the widget's language: 2025年3月1日 in Chinese, Mar 1, 2025 in English. A notice
 * carries the library's calendar date (its organisation's time zone), the same for every
 * reader and on the server, which renders the portal's news into its first page (the
 * browser's first render must say exactly the same: both read the zone from the organisation
 * the page was rendered with).
 */
export function formatNewsDate(
  iso: string,
  lang: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return formatDay(iso, lang, timeZone);
}

export function PublishedDate({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const timeZone = useLibraryTimeZone();
  return (
    <div>
      <VisuallyHidden>{t('news.published')} </VisuallyHidden>
      <Time dateTime={iso}>{formatNewsDate(iso, i18n.language, timeZone)}</Time>
    </div>
  );
}
