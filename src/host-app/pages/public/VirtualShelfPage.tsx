import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bookshelf, type ShelfSelection } from '../../../widgets/bookshelf';
import { PageFrame } from '../../components/PageFrame';

/**
 * /virtualShelf?shelf=&column=: the library's shelves. The reader's choice goes into the URL
 * (replacing it, so Back leaves the shelf rather than stepping through every column), so a
 * book's page and Back return to the same column, and a link can open one.
 */
export function VirtualShelfPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const select = ({ shelf, column }: ShelfSelection) =>
    setParams(
      column === undefined
        ? { shelf: String(shelf) }
        : { shelf: String(shelf), column: String(column) },
      { replace: true },
    );
  return (
    // The widget's heading (h2) says 虚拟书架 already.
    <PageFrame title={t('routes.virtualShelf')} titleHidden>
      <Bookshelf
        shelf={params.get('shelf') ?? undefined}
        column={params.get('column') ?? undefined}
        onSelectionChange={select}
      />
    </PageFrame>
  );
}
