import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FieldLabel, FormError, QueryStates, useApi, volunteerQuery } from '../../core';
import { Muted } from '../../core/ui/AccountTable';
import { Pager } from '../../core/ui/Pager';
import { formatHours } from './format';
import { RecordsTable } from './RecordsTable';
import { Control, Field, Summary, Toolbar } from './styles';

export const VOLUNTEER_PAGE_SIZE = 20;

/** Every record, newest first, optionally between two days, with the hours they add up to. */
export function ByDate() {
  const { t, i18n } = useTranslation('people');
  const api = useApi();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [filter, setFilter] = useState<{ from?: string; to?: string }>({});
  const [error, setError] = useState('');
  const [page, setPage] = useState(1);
  const records = useQuery(
    volunteerQuery(api, { ...filter, index: page, pagesize: VOLUNTEER_PAGE_SIZE }),
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setError(t('volunteer.badRange'));
      return;
    }
    setError('');
    setPage(1);
    setFilter({ from: from || undefined, to: to || undefined });
  };
  const clear = () => {
    setFrom('');
    setTo('');
    setError('');
    setPage(1);
    setFilter({});
  };
  const filtered = filter.from !== undefined || filter.to !== undefined;

  const body = (
    <QueryStates
      query={records}
      empty={<Muted>{t(filtered ? 'volunteer.emptyFilter' : 'volunteer.empty')}</Muted>}
      isEmpty={(data) => data.total === 0}
    >
      {(data) => (
        <>
          <Summary role="status">
            {t('volunteer.summary', {
              count: data.total,
              hours: formatHours(data.totalhours, i18n.language),
            })}
          </Summary>
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
  );

  return (
    <div part="by-date">
      <form noValidate onSubmit={apply}>
        <Toolbar>
          <Field>
            <FieldLabel htmlFor={fromId}>{t('volunteer.from')}</FieldLabel>
            <Control
              id={fromId}
              type="date"
              value={from}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setFrom(event.target.value)}
            />
          </Field>
          <Field>
            <FieldLabel htmlFor={toId}>{t('volunteer.to')}</FieldLabel>
            <Control
              id={toId}
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          </Field>
          <Button type="submit">{t('volunteer.apply')}</Button>
          {filtered ? (
            <Button type="button" $variant="secondary" onClick={clear}>
              {t('volunteer.clear')}
            </Button>
          ) : null}
        </Toolbar>
        {error ? (
          <FormError id={errorId} role="alert">
            {error}
          </FormError>
        ) : null}
      </form>
      {body}
    </div>
  );
}
