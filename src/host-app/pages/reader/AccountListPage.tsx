import { AccountList } from '../../../widgets/account-list';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** Urge notices, subtenancy, purchases, recommendations, collection: the list the route names. */
export function AccountListPage() {
  const { view, title } = usePersonalView('list');
  return <PageFrame title={title}>{view ? <AccountList list={view.list} /> : null}</PageFrame>;
}
