import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FloorMap } from '../../../widgets/floor-map';
import { PageFrame } from '../../components/PageFrame';

/**
 * /fmap?bookid=|barcode=: the library in 3D, with the way to the copy's shelf and column and
 * the same way in words (lp-floor-map). Without a book: the library, its rooms and shelves.
 */
export function FloorMapPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bookid = params.get('bookid') ?? undefined;
  const barcode = params.get('barcode') ?? undefined;
  return (
    <PageFrame title={t('routes.fmap')} titleHidden>
      {/* Keyed: another book starts afresh (its place, its route, its view). */}
      <FloorMap key={`${bookid}/${barcode}`} bookid={bookid} barcode={barcode} />
    </PageFrame>
  );
}
