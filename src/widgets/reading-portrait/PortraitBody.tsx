import { useTranslation } from 'react-i18next';
import type { ReadingPortrait } from '../../core';
import { Chart } from '../../core/ui/Chart';
import { Charts, Muted, Numbers, Streaks, SubHeading } from './styles';

/** The CLC class letter's name ('' is a book without a code). */
const categoryKey = (category: string) => (category ? `category.${category}` : 'category.none');

/** The year in numbers, the streaks and the three charts (each with its table). */
export function PortraitBody({ portrait }: { portrait: ReadingPortrait }) {
  const { t } = useTranslation('reading-stats');
  const { year, streaks } = portrait;
  if (portrait.borrows === 0) return <Muted>{t('portrait.empty', { year })}</Muted>;
  const figures: [string, string][] = [
    [t('portrait.borrows'), t('portrait.borrowsValue', { count: portrait.borrows })],
    [t('portrait.activeMonths'), t('portrait.activeMonthsValue', { count: portrait.activemonths })],
    [
      t('portrait.categoryCount'),
      t('portrait.categoryCountValue', { count: portrait.categorycount }),
    ],
    [t('portrait.authorCount'), t('portrait.authorCountValue', { count: portrait.authorcount })],
    [
      t('portrait.rank'),
      portrait.rank === null
        ? t('portrait.rankNone')
        : t('portrait.rankValue', { rank: portrait.rank, readers: portrait.readers }),
    ],
  ];
  return (
    <>
      <SubHeading>{t('portrait.inNumbers', { year })}</SubHeading>
      <Numbers part="numbers">
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Numbers>
      <SubHeading>{t('portrait.streaks')}</SubHeading>
      <Streaks part="streaks">
        <li>{t('portrait.currentWeeks', { count: streaks.currentweeks })}</li>
        <li>{t('portrait.longestWeeks', { count: streaks.longestweeks })}</li>
        <li>{t('portrait.longestMonths', { count: streaks.longestmonths })}</li>
      </Streaks>
      <Charts part="charts">
        <Chart
          kind="columns"
          title={t('portrait.months')}
          labelHeading={t('portrait.name')}
          valueHeading={t('portrait.count')}
          labels={portrait.months.map((month) => t('portrait.month', { month: month.month }))}
          values={portrait.months.map((month) => month.borrows)}
        />
        <Chart
          kind="doughnut"
          title={t('portrait.categories')}
          labelHeading={t('portrait.name')}
          valueHeading={t('portrait.count')}
          labels={portrait.categories.map((item) => t(categoryKey(item.category)))}
          values={portrait.categories.map((item) => item.borrows)}
        />
        <Chart
          kind="bars"
          title={t('portrait.authors')}
          labelHeading={t('portrait.name')}
          valueHeading={t('portrait.count')}
          labels={portrait.authors.map((item) => item.author)}
          values={portrait.authors.map((item) => item.borrows)}
        />
      </Charts>
    </>
  );
}
