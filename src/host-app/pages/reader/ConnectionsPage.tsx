import { Connections } from '../../../widgets/connections';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** /student-connection and /connection: follows and fans. */
export function ConnectionsPage() {
  const { title } = usePersonalView('connections');
  return (
    <PageFrame title={title}>
      <Connections />
    </PageFrame>
  );
}
