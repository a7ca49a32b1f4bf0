import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FACET_NAMES,
  type BookSearchResult,
  type FacetFilters,
  type FacetName,
  type FacetValue,
} from '../../core';
import { FILTERABLE_STATUSES, type FilterableStatus } from '../../core/asset-status-cookie';
import { Group, LinkButton, Options, Panel } from './styles';

/** Values shown per facet before "show all" (selected ones are always shown). */
export const FACET_VALUES_SHOWN = 8;

type Facets = BookSearchResult['facets'];

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

/** The copy-status filter: codes 3, 2, 4, 6, with the response's counts when given. */
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

export interface FacetPanelProps {
  facets: Facets;
  filters: FacetFilters;
  hidden: FacetName[];
  statuses: FilterableStatus[];
  /** The counts are the server's estimates (a large result). */
  estimated: boolean;
  onToggle: (name: FacetName, value: string) => void;
  onToggleStatus: (code: FilterableStatus) => void;
}

/**
 * The facets of a result: values with their counts, several per facet (they are
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
}: FacetPanelProps) {
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
