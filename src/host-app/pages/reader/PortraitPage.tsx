import { ReadingPortrait } from '../../../widgets/reading-portrait';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** /student-portrait (and /student-read-analyze, /personal-statistic): the reading portrait. */
export function PortraitPage() {
  const { title } = usePersonalView('portrait');
  return (
    <PageFrame title={title}>
      <ReadingPortrait />
    </PageFrame>
  );
}
