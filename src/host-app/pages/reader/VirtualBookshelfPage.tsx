import { useSearchParams } from 'react-router';
import { BookDetail } from '../../../widgets/book-detail';
import { VirtualBookshelf } from '../../../widgets/virtual-bookshelf';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/**
 * /virtual-bookshelf and /student-bookrack: the reader's shelves (`?shelf=read` opens one);
 * /student-bookrack/bookdetail?bookid=: a shelved book's detail inside the personal area.
 */
export function VirtualBookshelfPage() {
  const { view, title } = usePersonalView('shelf');
  const [params] = useSearchParams();
  return (
    <PageFrame title={title}>
      {view?.bookDetail ? (
        <BookDetail bookid={params.get('bookid') ?? undefined} />
      ) : (
        <VirtualBookshelf shelf={params.get('shelf') ?? undefined} />
      )}
    </PageFrame>
  );
}
