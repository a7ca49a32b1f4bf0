import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading, studentTasksQuery, useApi } from '../../core';
import { TASK_DETAIL_PAGE } from './pages';
import type { OpenTask } from './TaskList';
import { Hint, WeekList } from './styles';
import { localToday, weekTasks } from './week';

/** The compact view for a home page: this week's tasks, each with its progress. */
export function WeekTasks({ onOpen }: { onOpen: OpenTask }) {
  const { t } = useTranslation('teaching');
  const api = useApi();
  const tasks = useQuery(studentTasksQuery(api));
  if (tasks.isPending) return <Loading />;
  if (tasks.isError) return null;
  const week = weekTasks(tasks.data, localToday());
  if (week.length === 0) return <Hint>{t('tasks.weekEmpty')}</Hint>;
  return (
    <WeekList>
      {week.map((task) => (
        <li key={task.key}>
          <a
            href={`${TASK_DETAIL_PAGE}?${task.kind}=${task.id}`}
            onClick={(event) => {
              event.preventDefault();
              onOpen(task.kind, task.id);
            }}
          >
            {task.title}
          </a>
          <span>{t('tasks.progress', { done: task.done, total: task.total })}</span>
        </li>
      ))}
    </WeekList>
  );
}
