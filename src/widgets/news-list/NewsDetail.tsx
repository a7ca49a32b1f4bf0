import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  newsDetailQuery,
  QueryStates,
  useApi,
  type NewsSummary,
} from '../../core';
// Imported directly, not through the core barrel: DOMPurify loads with this widget only.
import { sanitizeHtml } from '../../core/sanitize';
import { Article, Body, Title } from './styles';

export function NewsDetailView({
  organizationid,
  item,
  date,
  onBack,
}: {
  organizationid: number;
  item: NewsSummary;
  /** The item's date, rendered by the list (this chunk imports nothing from the list's). */
  date: ReactNode;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const detail = useQuery(newsDetailQuery(api, organizationid, item.id));
  const bodyHtml = useMemo(() => sanitizeHtml(detail.data?.bodyhtml), [detail.data]);

  // Opening an item takes the reader (and the screen reader) to its title.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <Article aria-labelledby={titleId} part="detail">
      <Button type="button" $variant="secondary" onClick={onBack} part="back">
        <span aria-hidden="true">←</span>
        {t('news.backToList')}
      </Button>
      <Title id={titleId} ref={titleRef} tabIndex={-1}>
        {detail.data?.title ?? item.title}
      </Title>
      {date}
      <QueryStates query={detail} error={<ErrorState />} isEmpty={() => false}>
        {() => (
          // Sanitised just above; the body is the one place server HTML is shown.
          <Body part="body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        )}
      </QueryStates>
    </Article>
  );
}
