import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookDetail } from '../../../widgets/book-detail';
import { PageFrame } from '../../components/PageFrame';

/** /bookDetail?bookid= and /book-detail?bookid=: one book; the widget routes through lp-navigate. */
export function BookDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    // The widget's heading (h2) is the book's title.
    <PageFrame title={t('routes.bookDetail')} titleHidden>
      <BookDetail bookid={params.get('bookid') ?? undefined} />
    </PageFrame>
  );
}
