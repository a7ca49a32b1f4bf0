export { SearchBox, SUGGESTION_DELAY_MS, MAX_SUGGESTIONS, RESULTS_PATH } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
