import { MyAccount } from '../../../widgets/my-account';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** /student-mybill, /student-fine, /student-untreated, /student-refund: bills, fines, deposit. */
export function MyAccountPage() {
  const { view, title } = usePersonalView('account');
  return (
    <PageFrame title={title}>
      <MyAccount view={view?.view} />
    </PageFrame>
  );
}
