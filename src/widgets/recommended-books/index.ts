export {
  RecommendedBooks,
  DEFAULT_RECOMMENDED_BOOKS,
  MAX_RECOMMENDED_BOOKS,
} from './RecommendedBooks';
export type { RecommendedBooksProps } from './RecommendedBooks';
