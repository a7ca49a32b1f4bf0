export { CategorySearch } from './CategorySearch';
export type { CategorySearchProps } from './CategorySearch';
