import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QueryStates,
  useApi,
  useLibraryTimeZone,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { addDaysTo, libraryDayOf } from '../../core/ui/library-day';
import { learningStatisticsQuery } from '../../core/api/queries/learning';
import { Heading } from '../../core/ui/assignment-styles';
import { FilterBar } from '../../core/ui/FilterBar';
import { StudentGate } from '../../core/ui/StudentGate';
import { Figures } from './Figures';

/** The portal's page of this widget (a student route). */
export const LearningStatisticsPaths = { statistic: '/student-statistic' } as const;

/** The periods offered, in days back from today; the server's default is 90. */
export const LEARNING_PERIODS = [30, 90, 180, 365] as const;
export type LearningPeriod = (typeof LEARNING_PERIODS)[number];

export interface LearningStatisticsProps extends CommonWidgetSettings {
  /** Days back from today shown first: 30, 90 (default), 180 or 365. */
  days?: number;
  /** Cancelable `lp-navigate`: to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/** A student's own homework and exams beside the class average, books read, time on task. */
export function LearningStatistics(props: LearningStatisticsProps) {
  const { t } = useTranslation('learning');
  return (
    <StudentGate
      path={LearningStatisticsPaths.statistic}
      loginMessage={t('gate.statistics')}
      onNavigate={props.onNavigate}
    >
      <Statistics days={props.days} />
    </StudentGate>
  );
}

function Statistics({ days }: { days?: number }) {
  const { t } = useTranslation('learning');
  const api = useApi();
  const headingId = useId();
  const selectId = useId();
  const preset = LEARNING_PERIODS.find((item) => item === days) ?? 90;
  const [period, setPeriod] = useState<LearningPeriod>(preset);
  // Today as the widget opened, in the library's zone as the server counts periods: the
  // period's days stay put while it is shown.
  const timeZone = useLibraryTimeZone();
  const [now] = useState(() => Date.now());
  const today = libraryDayOf(now, timeZone);
  const request = { from: addDaysTo(today, -period), to: today };
  const stats = useQuery(learningStatisticsQuery(api, request));
  return (
    <section aria-labelledby={headingId} part="statistics">
      <Heading id={headingId}>{t('statistics.heading')}</Heading>
      <FilterBar>
        <label htmlFor={selectId}>{t('statistics.periodLabel')}</label>
        <select
          id={selectId}
          value={period}
          onChange={(event) => setPeriod(Number(event.target.value) as LearningPeriod)}
        >
          {LEARNING_PERIODS.map((item) => (
            <option key={item} value={item}>
              {t(`statistics.period_${item}`)}
            </option>
          ))}
        </select>
      </FilterBar>
      <QueryStates query={stats} isEmpty={() => false}>
        {(data) => <Figures data={data} />}
      </QueryStates>
    </section>
  );
}
