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
  const english = lang.startsWith('en');
  return new Intl.DateTimeFormat(english ? 'en' : 'zh-CN', {
    year: 'numeric',
    month: english ? 'short' : 'long',
    day: 'numeric',
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
