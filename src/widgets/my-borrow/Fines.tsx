import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlainLeftClick, penalSumQuery, useApi, useHrefTo } from '../../core';
import { BookLink, Note } from './styles';

/** The portal's fine record (the personal area's tab "fine record"). */
export const FINES_PATH = '/student-fine';

/** Unpaid fines (PenalSum) and the way to the fine record; nothing until it is known. */
export function Fines({ finesUrl, onOpen }: { finesUrl: string | undefined; onOpen: () => void }) {
  const { t } = useTranslation('circulation');
  const api = useApi();
  const hrefTo = useHrefTo();
  const fines = useQuery(penalSumQuery(api));
  if (!fines.data) return null;
  const { total, count } = fines.data;
  const open = (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <p part="fines">
      {total > 0 ? (
        <>
          <Note as="span" $tone="danger">
            {t('myBorrow.fines', { amount: total, count })}
          </Note>{' '}
          <BookLink href={hrefTo(FINES_PATH, {}, finesUrl)} onClick={open}>
            {t('myBorrow.finesLink')}
          </BookLink>
        </>
      ) : (
        <Note as="span">{t('myBorrow.noFines')}</Note>
      )}
    </p>
  );
}
