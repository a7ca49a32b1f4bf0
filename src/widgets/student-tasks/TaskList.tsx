import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  QueryStates,
  readingGoalDelete,
  studentTasksQuery,
  useApi,
  useApiMutation,
  type ReadingGoal,
} from '../../core';
import { Bar, Card, Cards, Hint, Meta, Status, SubHeading, Toolbar } from './styles';

export type OpenTask = (kind: 'program' | 'goal', id: number) => void;

function Progress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('teaching');
  const text = t('tasks.progress', { done: Math.min(done, total), total });
  return (
    <>
      <Bar value={Math.min(done, total)} max={Math.max(total, 1)} aria-label={text} />{' '}
      <span>{text}</span>
    </>
  );
}

function GoalCard({ goal, onOpen }: { goal: ReadingGoal; onOpen: OpenTask }) {
  const { t } = useTranslation('teaching');
  // A double click on the confirming button deletes once: run ignores the second.
  const deletion = useApiMutation(readingGoalDelete);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card>
      <h4>{goal.title}</h4>
      <Meta>{t('tasks.due', { date: goal.duedate })}</Meta>
      <Progress done={goal.done} total={goal.target} />
      <Toolbar>
        <Button type="button" $variant="secondary" onClick={() => onOpen('goal', goal.id)}>
          {t('tasks.detail')}
        </Button>
        {confirming ? (
          <span role="group" aria-label={t('tasks.confirmDelete', { title: goal.title })}>
            <span>{t('tasks.confirmDelete', { title: goal.title })}</span>{' '}
            <Button
              type="button"
              aria-disabled={deletion.isPending || undefined}
              onClick={() => void deletion.run(goal.id)}
            >
              {t('tasks.delete')}
            </Button>{' '}
            <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
              {t('programs.cancel')}
            </Button>
          </span>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
            {t('tasks.delete')}
          </Button>
        )}
      </Toolbar>
    </Card>
  );
}

/** The programs of the student's class and their own goals, each with its progress. */
export function TaskList({
  onOpen,
  onAdd,
  status,
}: {
  onOpen: OpenTask;
  onAdd: () => void;
  status?: string;
}) {
  const { t } = useTranslation('teaching');
  const api = useApi();
  const tasks = useQuery(studentTasksQuery(api));
  return (
    <QueryStates query={tasks} error={<ErrorState />}>
      {({ programs, goals }) => (
        <>
          <Status role="status">{status ?? ''}</Status>
          <SubHeading>{t('tasks.programs')}</SubHeading>
          {programs.length === 0 ? (
            <Hint>{t('tasks.noPrograms')}</Hint>
          ) : (
            <Cards>
              {programs.map((p) => (
                <Card key={p.id}>
                  <h4>{p.title}</h4>
                  <Meta>
                    {t('programs.setBy', { name: p.teachername })} ·{' '}
                    {t('programs.dates', { start: p.startdate, end: p.enddate })}
                  </Meta>
                  <Progress
                    done={p.progress.filter((s) => s === 'returned').length}
                    total={p.books.length}
                  />
                  <Toolbar>
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={() => onOpen('program', p.id)}
                    >
                      {t('tasks.detail')}
                    </Button>
                  </Toolbar>
                </Card>
              ))}
            </Cards>
          )}
          <SubHeading>{t('tasks.goals')}</SubHeading>
          <Toolbar>
            <Button type="button" onClick={onAdd}>
              {t('tasks.addGoal')}
            </Button>
          </Toolbar>
          {goals.length === 0 ? (
            <Hint>{t('tasks.noGoals')}</Hint>
          ) : (
            <Cards>
              {goals.map((g) => (
                <GoalCard key={g.id} goal={g} onOpen={onOpen} />
              ))}
            </Cards>
          )}
        </>
      )}
    </QueryStates>
  );
}
