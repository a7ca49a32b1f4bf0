export { EbookList, EbookPaths } from './EbookList';
export type { EbookListProps } from './EbookList';
