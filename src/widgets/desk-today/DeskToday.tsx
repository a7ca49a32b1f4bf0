import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deskTodayQuery,
  QueryStates,
  useApi,
  type CommonWidgetSettings,
  type DeskToday as DeskTodayFigures,
  type LpEvent,
} from '../../core';
import { StaffGate } from '../../core/ui/staff';
import { Figures, Heading, SubHeading, Todo } from './styles';

const PORTAL_ADMIN = '/admin';

export interface DeskTodayProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when no one is logged in. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/** Today's desk figures of the library, and what is waiting to be done (holds, overdue). */
export function DeskToday(props: DeskTodayProps) {
  const { t } = useTranslation('desk');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} part="desk-today">
      <Heading id={headingId}>{t('today')}</Heading>
      <StaffGate t={t} path={PORTAL_ADMIN} onNavigate={props.onNavigate}>
        <Today />
      </StaffGate>
    </section>
  );
}

function Today() {
  const api = useApi();
  const query = useQuery(deskTodayQuery(api));
  return (
    <QueryStates query={query} isEmpty={() => false}>
      {(today) => <TodayFigures today={today} />}
    </QueryStates>
  );
}

function TodayFigures({ today }: { today: DeskTodayFigures }) {
  const { t } = useTranslation('desk');
  const todo = [
    today.holdsready > 0 ? t('todoHolds', { count: today.holdsready }) : null,
    today.overdue > 0 ? t('todoOverdue', { count: today.overdue }) : null,
  ].filter((line) => line !== null);
  return (
    <>
      <Figures part="figures">
        <div>
          <dt>{t('todayLoans')}</dt>
          <dd>{today.loans}</dd>
        </div>
        <div>
          <dt>{t('todayReturns')}</dt>
          <dd>{today.returns}</dd>
        </div>
        <div>
          <dt>{t('todayRenewals')}</dt>
          <dd>{today.renewals}</dd>
        </div>
      </Figures>
      <SubHeading>{t('todo')}</SubHeading>
      <Todo part="todo">
        {todo.length === 0 ? (
          <li>{t('todoNone')}</li>
        ) : (
          todo.map((line) => <li key={line}>{line}</li>)
        )}
      </Todo>
    </>
  );
}
