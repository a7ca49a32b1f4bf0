import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QueryStates,
  studentTasksQuery,
  useApi,
  useLibraryTimeZone,
  type StudentTasks,
} from '../../core';
import { libraryDayOf } from '../../core/ui/library-day';
import { TASK_DETAIL_PAGE } from './pages';
import type { OpenTask } from './TaskList';
import { Hint, WeekList } from './styles';
import { weekTasks } from './week';

/** The compact view for a home page: this week's tasks, each with its progress. */
export function WeekTasks({ onOpen }: { onOpen: OpenTask }) {
  const api = useApi();
  const tasks = useQuery(studentTasksQuery(api));
  // A home page's compact view says nothing on an error: the tasks page says what went wrong.
  return (
    <QueryStates query={tasks} error={false} isEmpty={() => false}>
      {(list) => <ThisWeek tasks={list} onOpen={onOpen} />}
    </QueryStates>
  );
}

function ThisWeek({ tasks, onOpen }: { tasks: StudentTasks; onOpen: OpenTask }) {
  const { t } = useTranslation('teaching');
  // The school's week: today on the library's calendar (the server's programs count in it).
  const timeZone = useLibraryTimeZone();
  const [now] = useState(() => Date.now());
  const week = weekTasks(tasks, libraryDayOf(now, timeZone));
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
