import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  SORT_FIELDS,
  VisuallyHidden,
  type SortCondition,
  type SortField,
} from '../../core';
import { Conditions, Group, Row, Select } from './styles';

/** Adds the first field not used yet, or returns the list unchanged when all are used. */
export function addSortCondition(sort: readonly SortCondition[]): SortCondition[] {
  const free = SORT_FIELDS.find((field) => !sort.some((condition) => condition.field === field));
  return free
    ? [...sort, { field: free, order: free === 'relevance' ? 'desc' : 'asc' }]
    : [...sort];
}

/** Removes a condition, except the last one (at least one sort condition remains). */
export function removeSortCondition(
  sort: readonly SortCondition[],
  index: number,
): SortCondition[] {
  return sort.length <= 1 ? [...sort] : sort.filter((_, i) => i !== index);
}

/**
 * Sort conditions applied in order (each breaks the ties of the one before): field and direction
 * each; a condition can be added while fields are left, and removed while more than one remains.
 */
export function SortControl({
  sort,
  onChange,
}: {
  sort: SortCondition[];
  onChange: (sort: SortCondition[]) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const update = (index: number, patch: Partial<SortCondition>) =>
    onChange(sort.map((condition, i) => (i === index ? { ...condition, ...patch } : condition)));
  const onlyOne = sort.length <= 1;
  return (
    <Group part="sort">
      <legend>{t('sort.label')}</legend>
      <Conditions>
        {sort.map((condition, index) => {
          const number = index + 1;
          return (
            // By position: a changed field must not remount (and unfocus) its select.
            <li key={index}>
              <Row role="group" aria-label={t('sort.condition', { index: number })}>
                <Select
                  aria-label={t('sort.field', { index: number })}
                  value={condition.field}
                  onChange={(event) => update(index, { field: event.target.value as SortField })}
                >
                  {SORT_FIELDS.filter(
                    (field) =>
                      field === condition.field || !sort.some((other) => other.field === field),
                  ).map((field) => (
                    <option key={field} value={field}>
                      {t(`sort.fields.${field}`)}
                    </option>
                  ))}
                </Select>
                <Select
                  aria-label={t('sort.order', { index: number })}
                  value={condition.order}
                  onChange={(event) =>
                    update(index, { order: event.target.value === 'desc' ? 'desc' : 'asc' })
                  }
                >
                  <option value="asc">{t('sort.asc')}</option>
                  <option value="desc">{t('sort.desc')}</option>
                </Select>
                <Button
                  type="button"
                  $variant="ghost"
                  // Focusable but inert for the last condition, so the reason can be read.
                  aria-disabled={onlyOne}
                  aria-describedby={onlyOne ? hintId : undefined}
                  aria-label={t('sort.remove', { index: number })}
                  onClick={() => {
                    if (!onlyOne) onChange(removeSortCondition(sort, index));
                  }}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </Row>
            </li>
          );
        })}
      </Conditions>
      {onlyOne ? <VisuallyHidden id={hintId}>{t('sort.lastKept')}</VisuallyHidden> : null}
      {sort.length < SORT_FIELDS.length ? (
        <Button
          type="button"
          $variant="ghost"
          style={{ marginTop: 6 }}
          onClick={() => onChange(addSortCondition(sort))}
        >
          {t('sort.add')}
        </Button>
      ) : null}
    </Group>
  );
}
