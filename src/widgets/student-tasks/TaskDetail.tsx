import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, QueryStates, studentTasksQuery, useApi } from '../../core';
import { BookProgressList } from '../../core/ui/BookProgressList';
import { Hint, Meta, SubHeading } from './styles';

/** One program of the class or one own goal, book by book (/student-task-detail). */
export function TaskDetail({ kind, id }: { kind: 'program' | 'goal'; id: number }) {
  const { t } = useTranslation('teaching');
  const api = useApi();
  const tasks = useQuery(studentTasksQuery(api));
  return (
    <QueryStates query={tasks} error={<ErrorState />}>
      {(data) => {
        if (kind === 'program') {
          const p = data.programs.find((item) => item.id === id);
          if (!p) return <Hint>{t('tasks.notFound')}</Hint>;
          return (
            <div>
              <SubHeading>{p.title}</SubHeading>
              <Meta>
                {p.departmentname} · {t('programs.setBy', { name: p.teachername })} ·{' '}
                {t('programs.dates', { start: p.startdate, end: p.enddate })}
              </Meta>
              {p.description ? <p style={{ whiteSpace: 'pre-wrap' }}>{p.description}</p> : null}
              <BookProgressList books={p.books} progress={p.progress} />
            </div>
          );
        }
        const g = data.goals.find((item) => item.id === id);
        if (!g) return <Hint>{t('tasks.notFound')}</Hint>;
        return (
          <div>
            <SubHeading>{g.title}</SubHeading>
            <Meta>
              {t('tasks.due', { date: g.duedate })} ·{' '}
              {t('tasks.progress', { done: Math.min(g.done, g.target), total: g.target })}
            </Meta>
            {g.books.length > 0 ? <BookProgressList books={g.books} progress={g.progress} /> : null}
          </div>
        );
      }}
    </QueryStates>
  );
}
