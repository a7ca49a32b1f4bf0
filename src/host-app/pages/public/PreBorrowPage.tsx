import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PreBorrow } from '../../../widgets/pre-borrow';
import { PageFrame } from '../../components/PageFrame';

/** /preBorrow?bookid=: reserve the book at a chosen site (public; the widget asks to log in). */
export function PreBorrowPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PageFrame title={t('routes.preBorrow')}>
      <PreBorrow bookid={params.get('bookid') ?? undefined} />
    </PageFrame>
  );
}
