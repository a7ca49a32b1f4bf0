import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  FACET_NAMES,
  token,
  type BookSearchResult,
  type FacetFilters,
  type FacetName,
  type FacetValue,
} from '../../core';
import { FILTERABLE_STATUSES, type FilterableStatus } from '../../core/asset-status-cookie';
import { Group, LinkButton } from './styles';

/** Values shown per facet before "show all" (selected ones are always shown). */
export const FACET_VALUES_SHOWN = 8;

type Facets = BookSearchResult['facets'];

const Panel = styled.div`
  flex: 0 1 220px;
  min-width: 180px;
`;

const Options = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    margin: 2px 0;
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: 6px;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  input {
    margin-top: 0.3em;
    accent-color: ${token('--lp-color-primary-strong')};
  }
`;

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

/** Translated display text of a facet value ('' is "not recorded"; statuses by code). */
export function useFacetLabel() {
  const { t } = useTranslation();
  return (name: FacetName, value: string, facets: Facets): string => {
    if (value === '') return t('facets.notRecorded');
    if (name === 'status') {
      return t(`copyStatus.${value}`, { defaultValue: t('copyStatus.unknown') });
    }
    return facets?.[name]?.find((item) => item.value === value)?.label || value;
  };
}

/** The i18next context of a count: "约 1,200" when the server estimated it from a sample. */
const countContext = (estimated: boolean) => (estimated ? 'estimated' : undefined);

function FacetGroup({
  name,
  values,
  selected,
  estimated,
  onToggle,
}: {
  name: FacetName;
  values: FacetValue[];
  selected: string[];
  estimated: boolean;
  onToggle: (value: string) => void;
}) {
  const { t } = useTranslation();
  const label = useFacetLabel();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const shown = showAll
    ? values
    : values.filter((value, index) => index < FACET_VALUES_SHOWN || selected.includes(value.value));
  return (
    <Group>
      <legend>{t(`facets.names.${name}`)}</legend>
      <Options id={listId}>
        {shown.map((value) => (
          <li key={value.value}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(value.value)}
                onChange={() => onToggle(value.value)}
              />
              <span>
                {t('facets.value', {
                  label: label(name, value.value, { [name]: values }),
                  count: value.count,
                  context: countContext(estimated),
                })}
              </span>
            </label>
          </li>
        ))}
      </Options>
      {values.length > FACET_VALUES_SHOWN ? (
        <LinkButton
          type="button"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? t('facets.showFewer') : t('facets.showAll', { count: values.length })}
        </LinkButton>
      ) : null}
    </Group>
  );
}

/** The copy-status filter (spec §3): codes 3, 2, 4, 6, with the response's counts when given. */
function StatusFilter({
  facets,
  statuses,
  estimated,
  onToggle,
}: {
  facets: Facets;
  statuses: FilterableStatus[];
  estimated: boolean;
  onToggle: (code: FilterableStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      <legend>{t('facets.names.status')}</legend>
      <Options>
        {FILTERABLE_STATUSES.map((code) => {
          const count = facets?.status?.find((value) => value.value === String(code))?.count;
          const label = t(`copyStatus.${code}`);
          return (
            <li key={code}>
              <label>
                <input
                  type="checkbox"
                  checked={statuses.includes(code)}
                  onChange={() => onToggle(code)}
                />
                <span>
                  {count === undefined
                    ? label
                    : t('facets.value', { label, count, context: countContext(estimated) })}
                </span>
              </label>
            </li>
          );
        })}
      </Options>
    </Group>
  );
}

/**
 * The facets of a result (issue #4): values with their counts, several per facet (they are
 * alternatives), the status filter first. Facets the page fixes (`hidden`) are not offered.
 */
export function FacetPanel({
  facets,
  filters,
  hidden,
  statuses,
  estimated,
  onToggle,
  onToggleStatus,
}: {
  facets: Facets;
  filters: FacetFilters;
  hidden: FacetName[];
  statuses: FilterableStatus[];
  /** The counts are the server's estimates (a large result). */
  estimated: boolean;
  onToggle: (name: FacetName, value: string) => void;
  onToggleStatus: (code: FilterableStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel role="group" aria-label={t('facets.region')} part="facets">
      <StatusFilter
        facets={facets}
        statuses={statuses}
        estimated={estimated}
        onToggle={onToggleStatus}
      />
      {FACET_NAMES.filter((name) => name !== 'status' && !hidden.includes(name)).map((name) => {
        const values = facets?.[name] ?? [];
        return values.length > 0 ? (
          <FacetGroup
            key={name}
            name={name}
            values={values}
            selected={filters[name] ?? []}
            estimated={estimated}
            onToggle={(value) => onToggle(name, value)}
          />
        ) : null;
      })}
    </Panel>
  );
}

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
