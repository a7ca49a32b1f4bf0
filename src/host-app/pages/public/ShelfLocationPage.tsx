import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShelfLocation } from '../../../widgets/book-detail';
import { PageFrame } from '../../components/PageFrame';

/** /queryMachineShelfDetail?bookid=&barcode=: where one copy is and how to find its shelf. */
export function ShelfLocationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PageFrame title={t('routes.shelfLocation')}>
      <ShelfLocation
        bookid={params.get('bookid') ?? undefined}
        barcode={params.get('barcode') ?? undefined}
      />
    </PageFrame>
  );
}
