import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShelfLocation } from '../../../widgets/book-detail';
import { CopyShelfLink } from '../../../widgets/bookshelf';
import { PageFrame } from '../../components/PageFrame';

/**
 * /queryMachineShelfDetail?bookid=&barcode=: where one copy is and how to find its shelf, and
 * a link to that shelf's column on the virtual shelf (when the copy stands on one).
 */
export function ShelfLocationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const barcode = params.get('barcode') ?? undefined;
  return (
    <PageFrame title={t('routes.shelfLocation')}>
      <ShelfLocation bookid={params.get('bookid') ?? undefined} barcode={barcode} />
      {barcode ? <CopyShelfLink barcode={barcode} /> : null}
    </PageFrame>
  );
}
