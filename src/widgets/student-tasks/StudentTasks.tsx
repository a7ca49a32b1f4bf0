import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { GoalForm } from './GoalForm';
import { TASK_ADD_PAGE, TASK_DETAIL_PAGE, TASKS_PAGE } from './pages';
import { Heading, Hint, Toolbar } from './styles';
import { TaskDetail } from './TaskDetail';
import { TaskList } from './TaskList';
import { WeekTasks } from './WeekTasks';

export interface StudentTasksProps extends CommonWidgetSettings {
  /** `list` (default), `add` (a new goal), `week` (this week's tasks, compact). */
  view?: string;
  /** With a program's id: that program's detail. */
  programId?: number;
  /** With a goal's id: that goal's detail. */
  goalId?: number;
  /** Cancelable `lp-navigate`: /login when logged out; the list, the add page, a detail. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

const positive = (n: number | undefined) => (n !== undefined && n > 0 ? n : undefined);

/**
 * A student's reading tasks (/student-task, /student-task-add, /student-task-detail):
 * the reading programs teachers set their class and their own reading goals, each with
 * progress read from their loans; a goal is created here; `week` is the home page's summary.
 */
export function StudentTasks(props: StudentTasksProps) {
  const { t } = useTranslation('teaching');
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const [status, setStatus] = useState<string>();
  const programId = positive(props.programId);
  const goalId = positive(props.goalId);
  const view = programId || goalId ? 'detail' : (props.view ?? 'list');
  const heading =
    view === 'week' ? 'tasks.week' : view === 'add' ? 'tasks.addGoal' : 'tasks.heading';
  const pageTitled = useRepeatsPageTitle(t(heading));
  const open = (kind: 'program' | 'goal', id: number) =>
    navigateTo(TASK_DETAIL_PAGE, { [kind]: String(id) });
  let body;
  if (!session.isLogin) {
    body = (
      <LoginPrompt
        message={t('gate.tasks')}
        action={t('gate.login')}
        onLogin={() => navigateTo(BookPaths.login, loginRedirect(TASKS_PAGE, {}))}
      />
    );
  } else if (!session.roles.includes('student')) {
    body = <Hint>{t('gate.studentsOnly')}</Hint>;
  } else if (view === 'week') {
    body = (
      <>
        <WeekTasks onOpen={open} />
        <Toolbar>
          <Button type="button" $variant="secondary" onClick={() => navigateTo(TASKS_PAGE)}>
            {t('tasks.all')}
          </Button>
        </Toolbar>
      </>
    );
  } else if (view === 'add') {
    body = (
      <GoalForm
        onDone={(message) => {
          setStatus(message);
          navigateTo(TASKS_PAGE);
        }}
      />
    );
  } else if (view === 'detail') {
    body = (
      <>
        <Toolbar>
          <Button type="button" $variant="secondary" onClick={() => navigateTo(TASKS_PAGE)}>
            {t('tasks.back')}
          </Button>
        </Toolbar>
        <TaskDetail kind={programId ? 'program' : 'goal'} id={(programId ?? goalId)!} />
      </>
    );
  } else {
    body = <TaskList status={status} onOpen={open} onAdd={() => navigateTo(TASK_ADD_PAGE)} />;
  }
  return (
    <section aria-labelledby={headingId} part="student-tasks">
      <Heading id={headingId} {...pageTitled}>
        {t(heading)}
      </Heading>
      {body}
    </section>
  );
}
