import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStates, standingsQuery, useApi } from '../../core';
import { AccountTable, Muted, TableScroll } from '../../core/ui/AccountTable';

/** A competition's standings: rank, reader (named by their own choice), class, loans. */
export function Standings({ id }: { id: number }) {
  const { t } = useTranslation('activities');
  const api = useApi();
  const answer = useQuery(standingsQuery(api, id));
  return (
    <QueryStates query={answer}>
      {({ standings, mine }) => (
        <>
          <p role="status">
            {mine
              ? t('competitions.mine', { rank: mine.rank, borrows: mine.borrows })
              : t('competitions.notYet')}
          </p>
          {standings.length === 0 ? (
            <Muted>{t('competitions.noStandings')}</Muted>
          ) : (
            <TableScroll>
              <AccountTable>
                <caption>{t('competitions.standings')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('competitions.rank')}</th>
                    <th scope="col">{t('competitions.reader')}</th>
                    <th scope="col">{t('competitions.class')}</th>
                    <th scope="col">{t('competitions.borrows')}</th>
                  </tr>
                </thead>
                <tbody>
                  {standings.map((row) => (
                    <tr key={`${row.rank}-${row.alias}`} aria-current={row.me ? 'true' : undefined}>
                      <td>{row.rank}</td>
                      <td>
                        {row.name ?? t('competitions.anonymous', { alias: row.alias })}
                        {row.me ? t('competitions.me') : ''}
                      </td>
                      <td>{row.classname}</td>
                      <td>{row.borrows}</td>
                    </tr>
                  ))}
                </tbody>
              </AccountTable>
            </TableScroll>
          )}
          <Muted>{t('competitions.privacy')}</Muted>
        </>
      )}
    </QueryStates>
  );
}
