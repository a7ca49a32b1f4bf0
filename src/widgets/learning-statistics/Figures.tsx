import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearningStatistics } from '../../core';
import { Muted } from '../../core/ui/assignment-styles';
import { Chart } from '../../core/ui/Chart';
import { formatDuration } from '../../core/ui/duration';
import { percent } from '../../core/ui/format';
import { SubHeading } from '../../core/ui/stats-styles';
import { FigureList } from './styles';

const asPercent = (value: number) => `${value}%`;

/** The period's figures as a list of terms, and each assignment's marks as a chart and table. */
export function Figures({ data }: { data: LearningStatistics }) {
  const { t } = useTranslation('learning');
  const figuresId = useId();
  const orNone = (value: number | null) => (value === null ? t('none') : asPercent(value));
  const figures: [string, string][] = [
    [t('statistics.assigned'), String(data.assigned)],
    [
      t('statistics.submitted'),
      t('statistics.submittedOf', { n: data.submitted, rate: percent(data.submissionrate) }),
    ],
    [t('statistics.average'), orNone(data.average)],
    [t('statistics.classAverage'), orNone(data.classaverage)],
    [t('statistics.booksRead'), t('statistics.booksReadCount', { count: data.booksread })],
    [t('statistics.timeOnTask'), formatDuration(data.seconds)],
  ];
  return (
    <div part="figures">
      <Muted>{t('statistics.period', { from: data.from, to: data.to })}</Muted>
      <section aria-labelledby={figuresId}>
        <SubHeading id={figuresId}>{t('statistics.figures')}</SubHeading>
        <FigureList>
          {figures.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </FigureList>
      </section>
      {data.series.length === 0 ? (
        <Muted>{t('statistics.noAssignments')}</Muted>
      ) : (
        <>
          <Chart
            kind="columns"
            title={t('statistics.chart')}
            labelHeading={t('statistics.assignment')}
            labels={data.series.map((point) => point.title)}
            series={[
              { label: t('statistics.mine'), values: data.series.map((point) => point.mine) },
              {
                label: t('statistics.classMine'),
                values: data.series.map((point) => point.classaverage),
              },
            ]}
            formatValue={asPercent}
          />
          <Muted>{t('statistics.classNote')}</Muted>
        </>
      )}
    </div>
  );
}
