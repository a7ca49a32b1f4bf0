export { SearchResults, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './SearchResults';
export type { SearchResultsProps } from './SearchResults';
export {
  EMPTY_SEARCH,
  defaultSort,
  effectiveSort,
  formatSort,
  parseSort,
  searchParamsFromState,
  searchStateFromParams,
} from './search-state';
export type { SearchState } from './search-state';
export { buildQuery, validateQuery, ADVANCED_FIELDS } from './query-syntax';
export type { QueryRow, QuerySyntaxError, AdvancedField, QueryOperator } from './query-syntax';
