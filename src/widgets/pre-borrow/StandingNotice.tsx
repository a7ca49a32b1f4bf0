import { useTranslation } from 'react-i18next';
import type { PreBorrowStanding } from '../../core';
import { Muted, SectionHeading } from './styles';

/**
 * Why this reader cannot reserve the book, before they choose a site: they have it on loan
 * (reserving it would take a copy from a reader who has none), or they hold as many
 * reservations as their borrow type allows. Null when neither holds.
 */
export function standingBlock(standing: PreBorrowStanding | null): 'onLoan' | 'atCap' | null {
  if (!standing) return null;
  if (standing.onloan) return 'onLoan';
  return standing.reservations >= standing.max ? 'atCap' : null;
}

/** The reason the reserve form is not offered, in place of it. */
export function StandingNotice({ standing }: { standing: PreBorrowStanding }) {
  const { t } = useTranslation();
  const block = standingBlock(standing);
  if (!block) return null;
  return (
    <section aria-label={t('preBorrow.heading')}>
      <SectionHeading>{t('preBorrow.heading')}</SectionHeading>
      <Muted role="status">
        {block === 'onLoan'
          ? t('preBorrow.onLoan')
          : t('preBorrow.atCap', { count: standing.max, max: standing.max })}
      </Muted>
    </section>
  );
}

/** "1 of 3 reservations held": said beside the form, before a site is chosen. */
export function StandingLine({ standing }: { standing: PreBorrowStanding }) {
  const { t } = useTranslation();
  return (
    <Muted>{t('preBorrow.standing', { count: standing.reservations, max: standing.max })}</Muted>
  );
}
