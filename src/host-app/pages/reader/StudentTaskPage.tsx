import { useSearchParams } from 'react-router';
import { StudentTasks } from '../../../widgets/student-tasks';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

const idOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /student-task, /student-task-add and /student-task-detail?program= or ?goal=: the student's
 * reading tasks, a new goal, one task.
 */
export function StudentTaskPage() {
  const { view, title } = usePersonalView('tasks');
  const [params] = useSearchParams();
  const detail = view?.view === 'detail';
  return (
    <PageFrame title={title}>
      <StudentTasks
        view={view?.view === 'add' ? 'add' : 'list'}
        programId={detail ? idOf(params.get('program')) : undefined}
        goalId={detail ? idOf(params.get('goal')) : undefined}
      />
    </PageFrame>
  );
}
