import { Activities } from '../../../widgets/activities';
import { Competitions } from '../../../widgets/competitions';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** /student-activity: the library's activities, with sign-up. */
export function ActivitiesPage() {
  const { title } = usePersonalView('activities');
  return (
    <PageFrame title={title}>
      <Activities />
    </PageFrame>
  );
}

/** /competition: reading competitions with their standings. */
export function CompetitionsPage() {
  const { title } = usePersonalView('competitions');
  return (
    <PageFrame title={title}>
      <Competitions />
    </PageFrame>
  );
}
