import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckLabel, EmptyState, type BookAvailability } from '../../core';
import { SectionHeading, Toolbar, Table } from './styles';

/** Copies, available copies and the queue, by location, with an "available only" filter. */
export function AvailabilityTable({ availability }: { availability: BookAvailability }) {
  const { t } = useTranslation();
  const [availableOnly, setAvailableOnly] = useState(false);
  const headingId = useId();
  const rows = availability.bylocation.filter((row) => !availableOnly || row.available > 0);
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('preBorrow.availabilityHeading')}</SectionHeading>
      <Toolbar>
        <span role="status">
          {t('preBorrow.summary', {
            count: availability.copies,
            available: availability.available,
            queue: availability.queue,
          })}
        </span>
        {availability.bylocation.length > 0 ? (
          <CheckLabel>
            <input
              type="checkbox"
              checked={availableOnly}
              onChange={(event) => setAvailableOnly(event.target.checked)}
            />
            {t('preBorrow.availableOnly')}
          </CheckLabel>
        ) : null}
      </Toolbar>
      {availability.bylocation.length === 0 ? (
        <EmptyState>{t('preBorrow.noCopies')}</EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState>{t('preBorrow.noneAvailable')}</EmptyState>
      ) : (
        <Table aria-labelledby={headingId} part="availability">
          <thead>
            <tr>
              <th scope="col">{t('preBorrow.location')}</th>
              <th scope="col">{t('preBorrow.copies')}</th>
              <th scope="col">{t('preBorrow.available')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.locationid ?? `none-${row.location}`}>
                <th scope="row" style={{ fontWeight: 400, background: 'none' }}>
                  {row.location}
                </th>
                <td>{row.copies}</td>
                <td>{row.available}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
