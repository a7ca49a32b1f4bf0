import { Grades } from '../../../widgets/grades';
import { LearningStatistics } from '../../../widgets/learning-statistics';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** /student-statistic (lp-learning-statistics) and /student-grade (lp-grades). */
export function LearningPage() {
  const { view, title } = usePersonalView('learning');
  return (
    <PageFrame title={title}>
      {view?.view === 'grades' ? <Grades /> : <LearningStatistics />}
    </PageFrame>
  );
}
