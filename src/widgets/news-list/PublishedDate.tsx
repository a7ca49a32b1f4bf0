import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden, token } from '../../core';

const Time = styled.time`
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

/**
 * The libraries are in China: a notice carries the library's calendar date (UTC+8, no
 * daylight saving), the same for every reader and on the server, which renders the portal's
 * news into its first page (the browser's first render must say exactly the same).
 */
const LIBRARY_UTC_OFFSET_MS = 8 * 3_600_000;
const LIBRARY_TIME_ZONE = 'Asia/Shanghai';

/** The date in the widget's language: 2025年3月1日 in Chinese, Mar 1, 2025 in English. */
export function formatNewsDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (!lang.startsWith('en')) {
    // The same text Intl gives for zh-CN, without its first-use cost (~30 ms of ICU set-up,
    // a long task on the portal home's first load on a phone).
    const local = new Date(date.getTime() + LIBRARY_UTC_OFFSET_MS);
    return `${local.getUTCFullYear()}年${local.getUTCMonth() + 1}月${local.getUTCDate()}日`;
  }
  return new Intl.DateTimeFormat('en', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: LIBRARY_TIME_ZONE,
  }).format(date);
}

export function PublishedDate({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <VisuallyHidden>{t('news.published')} </VisuallyHidden>
      <Time dateTime={iso}>{formatNewsDate(iso, i18n.language)}</Time>
    </div>
  );
}
