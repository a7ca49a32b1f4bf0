import { Ranking } from '../../../widgets/ranking';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** /student-rank: the ranking board of the school, the class and the grade. */
export function RankingPage() {
  const { title } = usePersonalView('ranking');
  return (
    <PageFrame title={title}>
      <Ranking />
    </PageFrame>
  );
}
