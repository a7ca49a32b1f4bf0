import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountListQuery,
  ErrorState,
  QueryStates,
  useApi,
  useLibraryTimeZone,
  useRepeatsPageTitle,
} from '../../core';
import { Muted } from '../../core/ui/AccountTable';
import { formatDay } from '../../core/ui/day';
import { Badge, Item, Items, Note, SectionHeading } from './styles';

/** The latest requests to return; the full list is lp-account-list's `urge`. */
export const URGES_SHOWN = 5;

/** The library's urges to return received, newest first, with whether the book is back. */
export function Urges() {
  const { t, i18n } = useTranslation('circulation');
  const pageTitled = useRepeatsPageTitle(t('myBorrow.urgesHeading'));
  const timeZone = useLibraryTimeZone();
  const api = useApi();
  const headingId = useId();
  const urges = useQuery(accountListQuery(api, 'urge', 1, URGES_SHOWN));
  return (
    <section aria-labelledby={headingId} part="urges">
      <SectionHeading id={headingId} {...pageTitled}>
        {t('myBorrow.urgesHeading')}
      </SectionHeading>
      <QueryStates
        query={urges}
        error={<ErrorState />}
        empty={<Muted>{t('myBorrow.noUrges')}</Muted>}
      >
        {(data) => (
          <Items>
            {data.list.map((urge) => (
              <Item key={urge.id}>
                <div>
                  <strong>{urge.title}</strong>{' '}
                  {urge.returned ? (
                    <Badge $tone="neutral">{t('myBorrow.urgeReturned')}</Badge>
                  ) : null}
                  <Note>
                    {t('myBorrow.urgedAt', {
                      date: formatDay(urge.urgetime, i18n.language, timeZone),
                    })}
                    {' · '}
                    {t('myBorrow.urgeDue', {
                      date: formatDay(urge.duetime, i18n.language, timeZone),
                    })}
                  </Note>
                  {urge.note ? <Note>{urge.note}</Note> : null}
                </div>
              </Item>
            ))}
          </Items>
        )}
      </QueryStates>
    </section>
  );
}
