import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskEntry } from './useDesk';
import { Items, Note, Panel, SubHeading } from './styles';

/** This session's results, newest first, each marked done or not in words. */
export function SessionLog({ entries }: { entries: readonly DeskEntry[] }) {
  const { t } = useTranslation('desk');
  const headingId = useId();
  return (
    <Panel as="section" aria-labelledby={headingId} part="log">
      <SubHeading id={headingId}>{t('log')}</SubHeading>
      {entries.length === 0 ? (
        <Note>{t('logEmpty')}</Note>
      ) : (
        <Items as="ol" reversed>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Note as="span" $tone={entry.ok ? undefined : 'danger'}>
                {entry.ok ? t('ok') : t('refusedMark')}
              </Note>{' '}
              {entry.text}
            </li>
          ))}
        </Items>
      )}
    </Panel>
  );
}
