import { useSearchParams } from 'react-router';
import { ClassStatistics } from '../../../widgets/class-statistics';
import { TeacherPanel } from './TeacherPanel';

/** /statistics and /class-statistic?departmentid=: lp-class-statistics, the class preselected. */
export function StatisticsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('departmentid'));
  return (
    <TeacherPanel>
      <ClassStatistics departmentId={Number.isInteger(id) && id > 0 ? id : undefined} />
    </TeacherPanel>
  );
}
