import { MyBorrow } from '../../../widgets/my-borrow';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** /book-management and the loan and reservation lists: lp-my-borrow, the parts they name. */
export function MyBorrowPage() {
  const { view, title } = usePersonalView('borrow');
  return (
    <PageFrame title={title}>
      <MyBorrow sections={view?.sections} />
    </PageFrame>
  );
}
