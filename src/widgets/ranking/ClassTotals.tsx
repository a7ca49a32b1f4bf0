import { useTranslation } from 'react-i18next';
import type { ClassTotal } from '../../core';
import { Mine } from './styles';

/**
 * The reader's class as a whole: its loans, how many of it borrowed, its place among the
 * school's classes. Names nobody, so it is the class ranking everyone may see, whether or not
 * its readers chose to appear by name.
 */
export function ClassTotals({ total, span }: { total: ClassTotal; span: string }) {
  const { t } = useTranslation('reading-stats');
  return (
    <Mine part="class-total">
      {total.rank === null
        ? t('ranking.classNone', { classname: total.classname, span })
        : t('ranking.classTotal', {
            classname: total.classname,
            span,
            count: total.borrows,
            readers: total.readers,
            rank: total.rank,
            classes: total.classes,
          })}
    </Mine>
  );
}
