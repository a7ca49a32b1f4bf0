export { HotWords, DEFAULT_HOT_WORDS, MAX_HOT_WORDS } from './HotWords';
export type { HotWordsProps } from './HotWords';
