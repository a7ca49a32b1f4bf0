import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  FieldLabel,
  FormError,
  preBorrowReserve,
  preBorrowSitesQuery,
  QueryStates,
  useApi,
  useApiMutation,
  useRuntime,
  type PreBorrowStanding,
} from '../../core';
import { Muted, SectionHeading, Form, Select } from './styles';
import { SUCCESS_TOAST_MS } from './MyReservation';
import { StandingLine } from './StandingNotice';

/**
 * Choose a site (required) and reserve an available copy, or join the queue when
 * none is available.
 */
export function ReserveForm({
  bookid,
  organizationid,
  queue,
  standing,
}: {
  bookid: number;
  organizationid: number;
  /** No copy is available: the reservation joins the queue. */
  queue: boolean;
  /** The reader's reservations against their cap, said before a site is chosen. */
  standing: PreBorrowStanding | null;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { notifier } = useRuntime();
  const id = useId();
  const headingId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [siteid, setSiteid] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reserving = useApiMutation(preBorrowReserve);
  const busy = reserving.isPending;

  const sites = useQuery(preBorrowSitesQuery(api, organizationid));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!siteid) {
      setError(t('preBorrow.siteRequired'));
      selectRef.current?.focus();
      return;
    }
    // Refusals are toasted by the API client; either way the book is read again.
    const result = await reserving.run({ bookid, organizationid, siteid: Number(siteid), queue });
    if (result?.ok) {
      notifier.toast(
        t(queue ? 'preBorrow.queued' : 'preBorrow.reserved'),
        'success',
        SUCCESS_TOAST_MS,
      );
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('preBorrow.heading')}</SectionHeading>
      <Muted style={{ margin: '0 0 10px' }}>
        {queue ? t('preBorrow.noneAvailableHint') : t('preBorrow.availableHint')}
      </Muted>
      {standing ? <StandingLine standing={standing} /> : null}
      {/* No sites still shows the form (its select with only the prompt), not the empty line. */}
      <QueryStates query={sites} error={<ErrorState />} isEmpty={() => false}>
        {(data) => (
          <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
            <FieldLabel htmlFor={`${id}-site`}>{t('preBorrow.site')}</FieldLabel>
            <Select
              ref={selectRef}
              id={`${id}-site`}
              value={siteid}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setSiteid(event.target.value);
                setError(null);
              }}
            >
              <option value="">{t('preBorrow.chooseSite')}</option>
              {data.map((site) => (
                <option key={site.id} value={String(site.id)}>
                  {site.name}
                </option>
              ))}
            </Select>
            {error ? (
              <FormError id={`${id}-error`} role="alert">
                {error}
              </FormError>
            ) : null}
            <div>
              <Button type="submit" disabled={busy}>
                {busy
                  ? t('preBorrow.submitting')
                  : queue
                    ? t('preBorrow.joinQueue')
                    : t('preBorrow.reserve')}
              </Button>
            </div>
          </Form>
        )}
      </QueryStates>
    </section>
  );
}
