import { useTranslation } from 'react-i18next';
import type { ShelfStatistics as Statistics } from '../../core';
import { Stats } from './styles';

/** The shelves' statistics: the count of each shelf, and what was finished this year and month. */
export function ShelfStatistics({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation('reading-lists');
  const figures = [
    [t('shelf.shelf_reading'), statistics.reading],
    [t('shelf.shelf_preborrow'), statistics.preborrow],
    [t('shelf.shelf_read'), statistics.read],
    [t('shelf.readThisYear'), statistics.readthisyear],
    [t('shelf.readThisMonth'), statistics.readthismonth],
  ] as const;
  return (
    <Stats part="statistics">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Stats>
  );
}
