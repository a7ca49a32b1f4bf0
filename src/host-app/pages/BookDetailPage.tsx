import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden, token } from '../../core';
import { BookDetail } from '../../widgets/book-detail';

const Panel = styled.div`
  padding: 20px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
`;

/** /bookDetail?bookid= and /book-detail?bookid=: one book; the widget routes through lp-navigate. */
export function BookDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Panel>
      {/* The page's own h1; the widget's heading (h2) is the book's title. */}
      <VisuallyHidden as="h1">{t('routes.bookDetail')}</VisuallyHidden>
      <BookDetail bookid={params.get('bookid') ?? undefined} />
    </Panel>
  );
}
