import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden, token } from '../../core';

const Time = styled.time`
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

/** The date in the widget's language: 2025年3月1日 in Chinese, Mar 1, 2025 in English. */
export function formatNewsDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (!lang.startsWith('en')) {
    // The same text Intl gives for zh-CN, without its first-use cost (~30 ms of ICU set-up,
    // a long task on the portal home's first load on a phone).
    return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`;
  }
  return new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' }).format(
    date,
  );
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
