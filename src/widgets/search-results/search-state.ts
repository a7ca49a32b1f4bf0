import {
  FACET_NAMES,
  SORT_FIELDS,
  type FacetFilters,
  type FacetName,
  type SortCondition,
  type SortField,
} from '../../core';

/**
 * What a search shows: the portal keeps it in the URL, so the back button from a book's
 * detail page returns the reader to the same results.
 */
export interface SearchState {
  /** The basic search. */
  keyword: string;
  /** The advanced syntax; wins over `keyword` when both are set. */
  query: string;
  filters: FacetFilters;
  /** Empty: the default order (relevance with a keyword or query, else title). */
  sort: SortCondition[];
  /** 1-based. */
  page: number;
}

export const EMPTY_SEARCH: SearchState = { keyword: '', query: '', filters: {}, sort: [], page: 1 };

export function isFacetName(name: string): name is FacetName {
  return (FACET_NAMES as readonly string[]).includes(name);
}

function isSortField(name: string): name is SortField {
  return (SORT_FIELDS as readonly string[]).includes(name);
}

/** The order used when the reader chose none. */
export function defaultSort(hasText: boolean): SortCondition[] {
  return hasText ? [{ field: 'relevance', order: 'desc' }] : [{ field: 'title', order: 'asc' }];
}

/** The conditions actually applied: never none (at least one sort condition remains). */
export function effectiveSort(state: Pick<SearchState, 'keyword' | 'query' | 'sort'>) {
  return state.sort.length > 0
    ? state.sort
    : defaultSort(state.keyword.trim() !== '' || state.query.trim() !== '');
}

/** `year:desc,title:asc` */
export function formatSort(sort: readonly SortCondition[]): string {
  return sort.map((condition) => `${condition.field}:${condition.order}`).join(',');
}

/** The conditions of `formatSort`'s text; unknown fields and repeats are dropped. */
export function parseSort(text: string | null | undefined): SortCondition[] {
  const conditions: SortCondition[] = [];
  for (const part of (text ?? '').split(',')) {
    const [field = '', order = 'asc'] = part.trim().split(':');
    if (!isSortField(field) || conditions.some((condition) => condition.field === field)) {
      continue;
    }
    conditions.push({ field, order: order === 'desc' ? 'desc' : 'asc' });
  }
  return conditions;
}

/** Known facets only, each value once, no empty lists (so equal selections compare equal). */
export function normalizeFilters(filters: FacetFilters | null | undefined): FacetFilters {
  const result: FacetFilters = {};
  for (const name of FACET_NAMES) {
    const values = filters?.[name];
    if (!Array.isArray(values)) continue;
    const unique = [...new Set(values.filter((value) => typeof value === 'string'))];
    if (unique.length > 0) result[name] = unique;
  }
  return result;
}

/** Adds the value to its facet's selection, or takes it out when it is there. */
export function toggleFilter(filters: FacetFilters, name: FacetName, value: string): FacetFilters {
  const current = filters[name] ?? [];
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  return normalizeFilters({ ...filters, [name]: next });
}

/** Both selections together (a page's fixed filters and the reader's). */
export function mergeFilters(base: FacetFilters, chosen: FacetFilters): FacetFilters {
  const merged: FacetFilters = { ...chosen };
  for (const name of FACET_NAMES) {
    const fixed = base[name];
    if (fixed) merged[name] = [...new Set([...fixed, ...(chosen[name] ?? [])])];
  }
  return normalizeFilters(merged);
}

export function countFilters(filters: FacetFilters): number {
  return FACET_NAMES.reduce((sum, name) => sum + (filters[name]?.length ?? 0), 0);
}

function positivePage(text: string | null): number {
  const page = Number.parseInt(text ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/**
 * The search a URL describes: `keyword`, `query`, `sort`, `page`, and one repeated
 * parameter per facet (`category=I&category=K`; an empty value is "not recorded").
 */
export function searchStateFromParams(params: URLSearchParams): SearchState {
  const filters: FacetFilters = {};
  for (const name of FACET_NAMES) {
    const values = params.getAll(name);
    if (values.length > 0) filters[name] = values;
  }
  return {
    keyword: params.get('keyword') ?? '',
    query: params.get('query') ?? '',
    filters: normalizeFilters(filters),
    sort: parseSort(params.get('sort')),
    page: positivePage(params.get('page')),
  };
}

/** The URL parameters of a search; defaults are left out, so a plain search stays `?keyword=…`. */
export function searchParamsFromState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.query) params.set('query', state.query);
  const filters = normalizeFilters(state.filters);
  for (const name of FACET_NAMES) {
    for (const value of filters[name] ?? []) params.append(name, value);
  }
  const sort = formatSort(state.sort);
  const usual = formatSort(defaultSort(state.keyword.trim() !== '' || state.query.trim() !== ''));
  if (sort && sort !== usual) params.set('sort', sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
