import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loansRenew, type RenewOutcome, useApiMutation, useLibraryTimeZone } from '../../core';
import { formatDay } from '../../core/ui/day';

/** Which renewal is running: one loan's id, or `all`. */
export type RenewTarget = number | 'all';

/** What a renewal's outcome says, for its row and for the live line. */
export function useOutcomeText() {
  const { t, i18n } = useTranslation('circulation');
  const timeZone = useLibraryTimeZone();
  return (outcome: RenewOutcome): string => {
    const date = outcome.duetime ? formatDay(outcome.duetime, i18n.language, timeZone) : '';
    if (outcome.status === 'renewed') return t('myBorrow.renewed', { date });
    if (outcome.status === 'unchanged') return t('myBorrow.unchanged', { date });
    const reason = outcome.reason
      ? t(`myBorrow.reason_${outcome.reason}`)
      : outcome.message || t('myBorrow.reason_notFound');
    return t('myBorrow.blocked', { reason });
  };
}

/**
 * Renews one loan or all of them. A second click while one runs does nothing: `useApiMutation`
 * decides synchronously, before React re-renders the disabled button, so a double click sends
 * one request (the server would answer `unchanged` anyway, but it should not be asked twice).
 */
export function useRenew() {
  const { t } = useTranslation('circulation');
  const { t: tc } = useTranslation();
  const outcomeText = useOutcomeText();
  const renewal = useApiMutation(loansRenew);
  const [target, setTarget] = useState<RenewTarget | null>(null);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RenewOutcome>>(new Map());
  const [status, setStatus] = useState('');

  const renew = async (borrowids: number[], which: RenewTarget) => {
    // A click after the pending render does nothing; a second one in the same task (a double
    // click) is the same button, and run ignores it (undefined).
    if (renewal.isPending || borrowids.length === 0) return;
    setTarget(which);
    setStatus(t('myBorrow.renewing'));
    const result = await renewal.run(borrowids);
    if (!result) return;
    if (!result.ok) {
      setStatus(result.msg || tc('common.requestError'));
      return;
    }
    const { results, renewed, refused } = result.data;
    setOutcomes((previous) => {
      const next = new Map(previous);
      for (const outcome of results) next.set(outcome.borrowid, outcome);
      return next;
    });
    const single = which !== 'all' ? results[0] : undefined;
    setStatus(single ? outcomeText(single) : t('myBorrow.renewSummary', { renewed, refused }));
  };
  /** Which renewal is running, or null. */
  const busy = renewal.isPending ? target : null;
  return { renew, busy, outcomes, status };
}
