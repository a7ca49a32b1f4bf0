export { Booklists } from './Booklists';
export type { BooklistsProps } from './Booklists';
