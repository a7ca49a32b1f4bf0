import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EbookReader } from '../../../widgets/ebook-reader';
import { PageFrame } from '../../components/PageFrame';

/** /ebookReader?bookid=: reads an e-book in the portal (the renderer loads with the book). */
export function EbookReaderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bookid = params.get('bookid');
  return (
    <PageFrame title={t('routes.ebookReader')} titleHidden>
      <EbookReader key={bookid ?? ''} bookid={bookid === null ? undefined : Number(bookid)} />
    </PageFrame>
  );
}
