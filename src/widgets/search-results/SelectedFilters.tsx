import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  FACET_NAMES,
  token,
  type BookSearchResult,
  type FacetFilters,
  type FacetName,
} from '../../core';
import type { FilterableStatus } from '../../core/asset-status-cookie';
import { useFacetLabel } from './FacetPanel';

type Facets = BookSearchResult['facets'];

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 12px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 30px;
  padding: 0 10px;
  border: 1px solid ${token('--lp-color-primary-strong')};
  border-radius: 999px;
  background: ${token('--lp-color-surface-alt')};
  color: ${token('--lp-color-text')};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

/** The chosen filters as removable chips, with "clear all". */
export function SelectedFilters({
  facets,
  filters,
  statuses,
  onRemove,
  onRemoveStatus,
  onClearAll,
}: {
  facets: Facets;
  filters: FacetFilters;
  statuses: FilterableStatus[];
  onRemove: (name: FacetName, value: string) => void;
  onRemoveStatus: (code: FilterableStatus) => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation();
  const label = useFacetLabel();
  const chips = [
    ...statuses.map((code) => ({
      key: `status:${code}`,
      name: t('facets.names.status'),
      value: t(`copyStatus.${code}`),
      remove: () => onRemoveStatus(code),
    })),
    ...FACET_NAMES.flatMap((name) =>
      (filters[name] ?? []).map((value) => ({
        key: `${name}:${value}`,
        name: t(`facets.names.${name}`),
        value: label(name, value, facets),
        remove: () => onRemove(name, value),
      })),
    ),
  ];
  if (chips.length === 0) return null;
  return (
    <Chips role="group" aria-label={t('facets.selected')} part="chips">
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Chip
              type="button"
              aria-label={t('facets.remove', { name: chip.name, value: chip.value })}
              onClick={chip.remove}
            >
              <span>{t('facets.chip', { name: chip.name, value: chip.value })}</span>
              <span aria-hidden="true">×</span>
            </Chip>
          </li>
        ))}
      </ul>
      <Button type="button" $variant="ghost" onClick={onClearAll}>
        {t('facets.clearAll')}
      </Button>
    </Chips>
  );
}
