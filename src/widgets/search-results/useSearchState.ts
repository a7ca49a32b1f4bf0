import { useState } from 'react';
import type { FacetFilters, SortCondition } from '../../core';
import { normalizeFilters, type SearchState } from './search-state';

/** What SearchResults' props say about the search, and whom to tell of a change. */
export interface SearchStateProps {
  keyword?: string;
  query?: string;
  filters?: FacetFilters;
  sort?: SortCondition[];
  page?: number;
  onStateChange?: (state: SearchState) => void;
  onPageChange?: (page: number) => void;
}

function pageOf(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1;
}

/**
 * The search as shown: the props when given (followed whenever they change, so a URL drives
 * it), the reader's own changes otherwise. Each change goes to `onStateChange`.
 */
export function useSearchState(props: SearchStateProps) {
  const external: SearchState = {
    keyword: (props.keyword ?? '').trim(),
    query: (props.query ?? '').trim(),
    filters: normalizeFilters(props.filters),
    sort: props.sort ?? [],
    page: pageOf(props.page),
  };
  const externalKey = JSON.stringify(external);
  const [state, setState] = useState(external);
  const [seenKey, setSeenKey] = useState(externalKey);
  let current = state;
  if (seenKey !== externalKey) {
    setSeenKey(externalKey);
    setState(external);
    current = external;
  }
  const change = (patch: Partial<SearchState>) => {
    // Anything but paging starts again at page 1.
    const next: SearchState = { ...current, ...patch, page: patch.page ?? 1 };
    // Nothing to report (a status filter change on page 1): no new history entry.
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    setState(next);
    props.onStateChange?.(next);
    if (next.page !== current.page) props.onPageChange?.(next.page);
  };
  return [current, change] as const;
}
