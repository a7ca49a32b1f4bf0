import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isPlainLeftClick,
  useHrefTo,
  useNavigateTo,
  type FollowCounts,
  type LpEvent,
  type ReaderSummary,
} from '../../core';
import { Facts, Warn } from './styles';

/** Where each figure leads in the portal (the personal pages), through `lp-navigate`. */
export const CARD_PATHS = {
  loans: '/student-borrowing',
  overdue: '/student-overtime',
  reservations: '/student-borrow',
  arrears: '/student-fine',
  deposit: '/student-refund',
} as const;

/** The card's validity: the date, or that it has expired (compared by day, in UTC as stored). */
export function validityOf(
  expire: string | null,
  today: Date = new Date(),
): 'none' | 'expired' | string {
  if (!expire) return 'none';
  const day = expire.slice(0, 10);
  return day < today.toISOString().slice(0, 10) ? 'expired' : day;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The card's figures; counts and money lead to their page, follows and fans are plain. */
export function CardFacts({
  summary,
  follows,
  onNavigate,
}: {
  summary: ReaderSummary;
  follows: FollowCounts | undefined;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation('reader-card');
  const navigateTo = useNavigateTo(onNavigate);
  const hrefTo = useHrefTo();
  const { reader } = summary;
  const teacher = reader.roles[0] === 'teacher';
  const validity = validityOf(reader.expire);

  const link = (path: string, text: string, label: string, warn: boolean) => (
    <a
      href={hrefTo(path)}
      aria-label={label}
      onClick={(event: MouseEvent) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        navigateTo(path);
      }}
    >
      {warn ? <Warn>{text}</Warn> : text}
    </a>
  );
  const count = (key: 'loans' | 'overdue' | 'reservations', value: number) => (
    <Fact label={t(key)}>
      {link(
        CARD_PATHS[key],
        String(value),
        t('countLink', { label: t(key), count: value }),
        key === 'overdue' && value > 0,
      )}
    </Fact>
  );
  const money = (key: 'arrears' | 'deposit', fen: number) => {
    const amount = fen;
    return (
      <Fact label={t(key)}>
        {link(
          CARD_PATHS[key],
          t('yuan', { amount }),
          t('moneyLink', { label: t(key), amount }),
          key === 'arrears' && fen > 0,
        )}
      </Fact>
    );
  };

  return (
    <Facts part="facts">
      <Fact label={t('cardNumber')}>{reader.readercode}</Fact>
      <Fact label={t('validity')}>
        {validity === 'none' ? (
          t('noExpiry')
        ) : validity === 'expired' ? (
          <Warn>{t('expired')}</Warn>
        ) : (
          validity
        )}
      </Fact>
      <Fact label={teacher ? t('department') : t('class')}>
        {[reader.grade, reader.department].filter(Boolean).join(' ') || t('none')}
      </Fact>
      <Fact label={t('school')}>{reader.organizationname}</Fact>
      <Fact label={t('points')}>{reader.score}</Fact>
      {money('deposit', summary.deposit)}
      {money('arrears', summary.arrears)}
      {count('loans', summary.borrowing)}
      {count('overdue', summary.overdue)}
      {count('reservations', summary.preborrowing)}
      <Fact label={t('follows')}>{follows ? follows.follows : t('none')}</Fact>
      <Fact label={t('fans')}>{follows ? follows.fans : t('none')}</Fact>
    </Facts>
  );
}
