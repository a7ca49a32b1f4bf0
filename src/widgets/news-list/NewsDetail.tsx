import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  ErrorState,
  Loading,
  newsDetailQuery,
  token,
  useApi,
  type NewsSummary,
} from '../../core';
// Imported directly, not through the core barrel: DOMPurify loads with this widget only.
import { sanitizeHtml } from '../../core/sanitize';

const Article = styled.article`
  overflow-wrap: anywhere;
`;

const Title = styled.h2`
  margin: 16px 0 4px;
  font-size: 1.3em;
  &:focus {
    outline: none;
  }
`;

/** The sanitised body: only basic formatting, safe links and web images (see core/sanitize). */
const Body = styled.div`
  margin-top: 16px;
  line-height: 1.7;

  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 12px;
  }
  h2,
  h3,
  h4 {
    margin: 18px 0 8px;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${token('--lp-color-primary-strong')};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
  blockquote {
    padding: 4px 12px;
    border-inline-start: 4px solid ${token('--lp-color-border')};
    color: ${token('--lp-color-text-muted')};
  }
`;

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
      {detail.isPending ? <Loading /> : null}
      {detail.isError ? <ErrorState /> : null}
      {detail.isSuccess ? (
        // Sanitised just above; the body is the one place server HTML is shown.
        <Body part="body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      ) : null}
    </Article>
  );
}
