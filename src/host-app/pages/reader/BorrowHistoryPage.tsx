import { BorrowHistory } from '../../../widgets/borrow-history';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** /student-borrowhistory: the reader's returned loans (kept only if the reader opts in). */
export function BorrowHistoryPage() {
  const { title } = usePersonalView('history');
  return (
    <PageFrame title={title}>
      <BorrowHistory />
    </PageFrame>
  );
}
