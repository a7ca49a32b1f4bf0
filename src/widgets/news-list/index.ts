export {
  NewsList,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  NEWS_PATH,
  toNewsType,
  toPageSize,
} from './NewsList';
export type { NewsListProps } from './NewsList';
export { formatNewsDate } from './PublishedDate';
