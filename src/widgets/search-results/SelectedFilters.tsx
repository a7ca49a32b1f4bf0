import { useTranslation } from 'react-i18next';
import {
  Button,
  FACET_NAMES,
  type BookSearchResult,
  type FacetFilters,
  type FacetName,
} from '../../core';
import type { FilterableStatus } from '../../core/asset-status-cookie';
import { useFacetLabel } from './FacetPanel';
import { Chip, Chips } from './styles';

type Facets = BookSearchResult['facets'];

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
