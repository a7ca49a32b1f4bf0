import { useSearchParams } from 'react-router';
import { TeacherTasks } from '../../../widgets/teacher-tasks';
import { TeacherPanel } from './TeacherPanel';

/** The teacher area's homework pages: each arranges lp-teacher-tasks in one view. */
function TaskPage({ view }: { view?: string }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <TeacherPanel>
      <TeacherTasks view={view} assignmentId={Number.isInteger(id) && id > 0 ? id : undefined} />
    </TeacherPanel>
  );
}

/** /teacher-task: the homework and exams of my classes. */
export const TeacherTaskPage = () => <TaskPage />;
/** /teacher-task-add: set homework. */
export const TeacherTaskAddPage = () => <TaskPage view="add" />;
/** /teacher-exam-add: set an exam. */
export const TeacherExamAddPage = () => <TaskPage view="exam-add" />;
/** /task-detail?id=: who submitted; marking and returning. */
export const TaskDetailPage = () => <TaskPage view="detail" />;
