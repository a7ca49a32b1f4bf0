import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, FieldLabel, QueryStates, useApi, volunteerQuery } from '../../core';
import { Muted } from '../../core/ui/AccountTable';
import { Pager } from '../../core/ui/Pager';
import { VOLUNTEER_PAGE_SIZE } from './ByDate';
import { formatHours, termName } from './format';
import { RecordsTable } from './RecordsTable';
import { Select, Summary, Toolbar } from './styles';

/** One school term at a time (the latest first), with the term's total hours. */
export function ByTerm() {
  const { t, i18n } = useTranslation('people');
  const api = useApi();
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // Every answer lists the reader's terms; the smallest page asks for just that.
  const overview = useQuery(volunteerQuery(api, { pagesize: 1 }));
  const terms = overview.data?.terms ?? [];
  const term = terms.find((item) => item.id === chosen) ?? terms[0];
  const records = useQuery({
    ...volunteerQuery(api, { term: term?.id, index: page, pagesize: VOLUNTEER_PAGE_SIZE }),
    enabled: term !== undefined,
  });

  return (
    <QueryStates
      query={overview}
      error={<ErrorState>{overview.error?.message}</ErrorState>}
      empty={<Muted>{t('volunteer.empty')}</Muted>}
      // No term: the reader has no records at all.
      isEmpty={() => term === undefined}
    >
      {() =>
        term && (
          <div part="by-term">
            <Toolbar>
              <FieldLabel htmlFor={selectId}>{t('volunteer.term')}</FieldLabel>
              <Select
                id={selectId}
                value={term.id}
                onChange={(event) => {
                  setChosen(event.target.value);
                  setPage(1);
                }}
              >
                {terms.map((item) => (
                  <option key={item.id} value={item.id}>
                    {termName(item, t)}
                  </option>
                ))}
              </Select>
            </Toolbar>
            <Summary role="status">
              {t('volunteer.termSummary', {
                count: term.records,
                hours: formatHours(term.hours, i18n.language),
              })}
            </Summary>
            {/* An empty page still shows the table (with no rows), not the empty line. */}
            <QueryStates query={records} isEmpty={() => false}>
              {(data) => (
                <>
                  <RecordsTable records={data.list} />
                  <Pager
                    page={page}
                    total={data.total}
                    pageSize={VOLUNTEER_PAGE_SIZE}
                    label={t('volunteer.pagination')}
                    onPage={setPage}
                  />
                </>
              )}
            </QueryStates>
          </div>
        )
      }
    </QueryStates>
  );
}
