export { ReaderAdmin } from './ReaderAdmin';
export type { ReaderAdminProps } from './ReaderAdmin';
