import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  QueryWait,
  teacherAssignmentsQuery,
  useApi,
  useNavigateTo,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { RoleGate } from '../../core/ui/RoleGate';
import { Bar, Heading, Item, List, Muted } from '../../core/ui/assignment-styles';
import { TaskCreate } from './TaskCreate';
import { TaskDetail } from './TaskDetail';

/** The teacher area's pages (docs/product-rules.md, "The teacher area"). */
export const TeacherTaskPaths = {
  list: '/teacher-task',
  add: '/teacher-task-add',
  examAdd: '/teacher-exam-add',
  detail: '/task-detail',
} as const;

export interface TeacherTasksProps extends CommonWidgetSettings {
  /** `list` (default), `add` (homework), `exam-add`, or `detail` (with `assignment-id`). */
  view?: string;
  assignmentId?: number;
  /** Cancelable `lp-navigate`: to a task's detail, to the add pages, or /login. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/** The teacher's homework and exams: list, set one, see submissions, mark, return. */
export function TeacherTasks(props: TeacherTasksProps) {
  const { t } = useTranslation('homework');
  const navigateTo = useNavigateTo(props.onNavigate);
  const toDetail = (id: number) => navigateTo(TeacherTaskPaths.detail, { id: String(id) });
  let view;
  if (props.view === 'add' || props.view === 'exam-add') {
    view = (
      <TaskCreate
        kind={props.view === 'add' ? 'homework' : 'exam'}
        onDone={(made) => toDetail(made.id)}
      />
    );
  } else if (props.view === 'detail' && props.assignmentId) {
    view = <TaskDetail id={props.assignmentId} />;
  } else {
    view = <TaskList onAdd={(path) => navigateTo(path)} onOpen={toDetail} />;
  }
  return (
    <RoleGate
      path={TeacherTaskPaths.list}
      loginMessage={t('gate.homework')}
      loginAction={t('gate.login')}
      onNavigate={props.onNavigate}
    >
      {view}
    </RoleGate>
  );
}

function TaskList({
  onAdd,
  onOpen,
}: {
  onAdd: (path: string) => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('homework');
  const api = useApi();
  const headingId = useId();
  const list = useQuery(teacherAssignmentsQuery(api));
  let body;
  if (!list.isSuccess) body = <QueryWait query={list} />;
  else if (list.data.length === 0) body = <Muted>{t('teacher.empty')}</Muted>;
  else
    body = (
      <List>
        {list.data.map((item) => (
          <Item key={item.id}>
            <strong>{item.title}</strong>
            <span>{t(`kind_${item.kind}`)}</span>
            <span>{item.departmentname}</span>
            <span>
              {t('teacher.submitted', { n: item.submittedcount, total: item.studentcount })}
            </span>
            <Button
              type="button"
              $variant="secondary"
              aria-label={`${t('teacher.detail')} ${item.title}`}
              onClick={() => onOpen(item.id)}
            >
              {t('teacher.detail')}
            </Button>
          </Item>
        ))}
      </List>
    );
  return (
    <section aria-labelledby={headingId} part="tasks">
      <Heading id={headingId}>{t('teacher.heading')}</Heading>
      <Bar>
        <Button type="button" onClick={() => onAdd(TeacherTaskPaths.add)}>
          {t('teacher.add')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => onAdd(TeacherTaskPaths.examAdd)}>
          {t('teacher.addExam')}
        </Button>
      </Bar>
      {body}
    </section>
  );
}
