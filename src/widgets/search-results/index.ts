export { SearchResults, DEFAULT_PAGE_SIZE } from './SearchResults';
export type { SearchResultsProps } from './SearchResults';
