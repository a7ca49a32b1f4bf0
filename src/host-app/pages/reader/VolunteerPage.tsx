import { VolunteerRecords } from '../../../widgets/volunteer-records';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** /volunteer-service: the reader's volunteer service, by date or by term. */
export function VolunteerPage() {
  const { title } = usePersonalView('volunteer');
  return (
    <PageFrame title={title}>
      <VolunteerRecords />
    </PageFrame>
  );
}
