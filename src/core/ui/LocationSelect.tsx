import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { collectionOverviewQuery } from '../api/queries/shelves';
import { token } from '../theme';
import { useApi, useOrganization } from '../widget/hooks';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  label {
    white-space: nowrap;
  }
  select {
    min-width: 0;
    max-width: 100%;
    min-height: 36px;
    padding: 0 8px;
    font: inherit;
    color: ${token('--lp-color-text')};
    background: ${token('--lp-color-surface')};
    border: 1px solid ${token('--lp-color-border')};
    border-radius: ${token('--lp-radius')};
  }
  select:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 1px;
  }
`;

/**
 * The library's locations to choose one from (the home page's location select), "all
 * locations" first; the value is the location's id, '' for all. The list is the collection
 * overview's (LibraryLocation/Query), which the holdings page shares.
 */
export function LocationSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (locationid: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const organization = useOrganization();
  const id = useId();
  const orgid = organization.data?.id;
  const overview = useQuery({
    ...collectionOverviewQuery(api, orgid ?? 0, undefined, i18n.language),
    enabled: orgid !== undefined,
  });
  return (
    <Field>
      <label htmlFor={id}>{t('home.location')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('home.allLocations')}</option>
        {(overview.data?.locations ?? []).map((location) => (
          <option key={location.locationid} value={String(location.locationid)}>
            {location.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
