import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CheckLabel,
  deskReaderQuery,
  QueryStates,
  useApi,
  useLibraryTimeZone,
  type DeskReader,
} from '../../core';
import { formatDay } from '../../core/ui/day';
import { Badge, Facts, Items, Note, Panel, SubHeading } from './styles';

const yuan = (amount: number) => amount.toFixed(2);

export interface ReaderCardProps {
  readercode: string;
  paying: boolean;
  onPay: (readercode: string, fineids: number[]) => void;
}

/** The loaded reader as the desk needs them: who, may they borrow, what they have and owe. */
export function ReaderCard({ readercode, paying, onPay }: ReaderCardProps) {
  const api = useApi();
  const query = useQuery(deskReaderQuery(api, readercode));
  return (
    <QueryStates query={query} isEmpty={() => false}>
      {(reader) => <Card reader={reader} paying={paying} onPay={onPay} />}
    </QueryStates>
  );
}

function Card({
  reader,
  paying,
  onPay,
}: { reader: DeskReader } & Omit<ReaderCardProps, 'readercode'>) {
  const { t, i18n } = useTranslation('desk');
  const timeZone = useLibraryTimeZone();
  const headingId = useId();
  const day = (iso: string) => formatDay(iso, i18n.language, timeZone);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Fines paid meanwhile (or by another desk) leave the selection with the refreshed card.
  const chosen = reader.fines.filter((fine) => selected.has(fine.id));
  const chosenTotal = chosen.reduce((sum, fine) => sum + fine.amount, 0);
  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const reason = (code: string) => t(`fineReason_${code}`, { defaultValue: code });
  return (
    <Panel as="section" aria-labelledby={headingId} part="reader-card">
      <SubHeading id={headingId}>
        {reader.name}（{reader.readercode}）
      </SubHeading>
      <Facts>
        <dt>{t('department')}</dt>
        <dd>{reader.department ?? '—'}</dd>
        <dt>{t('readertype')}</dt>
        <dd>{reader.readertype}</dd>
      </Facts>
      {reader.blocked ? (
        <Note $tone="danger">{t('blocked', { reason: reader.blocked })}</Note>
      ) : null}
      <SubHeading as="h4">
        {t('loans', { count: reader.loans.length, max: reader.maxloans })}
      </SubHeading>
      {reader.loans.length === 0 ? (
        <Note>{t('noLoans')}</Note>
      ) : (
        <Items>
          {reader.loans.map((loan) => (
            <li key={loan.id}>
              《{loan.title}》 {loan.barcode} · {t('due', { date: day(loan.duetime) })}
              {loan.overdue ? <Badge>{t('overdue')}</Badge> : null}
            </li>
          ))}
        </Items>
      )}
      {reader.holdsready.length > 0 ? (
        <>
          <SubHeading as="h4">{t('holdsReady')}</SubHeading>
          <Items>
            {reader.holdsready.map((hold) => (
              <li key={hold.id}>
                《{hold.title}》 {hold.barcode} ·{' '}
                {t('holdAt', { site: hold.site, date: day(hold.expiretime) })}
              </li>
            ))}
          </Items>
        </>
      ) : null}
      {reader.fines.length > 0 ? (
        <>
          <SubHeading as="h4">{t('fines')}</SubHeading>
          <Items>
            {reader.fines.map((fine) => (
              <li key={fine.id}>
                <CheckLabel>
                  <input
                    type="checkbox"
                    checked={selected.has(fine.id)}
                    onChange={() => toggle(fine.id)}
                    aria-label={t('selectFine', {
                      reason: reason(fine.reason),
                      amount: yuan(fine.amount),
                    })}
                  />
                  <span>
                    {reason(fine.reason)} ¥{yuan(fine.amount)}
                    {fine.title ? ` 《${fine.title}》` : ''}
                  </span>
                </CheckLabel>
              </li>
            ))}
          </Items>
          <Note>{t('fineTotal', { amount: yuan(reader.finetotal) })}</Note>
          <Button
            type="button"
            disabled={chosen.length === 0 || paying}
            onClick={() => {
              onPay(
                reader.readercode,
                chosen.map((fine) => fine.id),
              );
              setSelected(new Set());
            }}
          >
            {t('payCash', { amount: yuan(chosenTotal) })}
          </Button>
        </>
      ) : null}
    </Panel>
  );
}
