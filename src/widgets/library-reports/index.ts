export { LibraryReports } from './LibraryReports';
export type { LibraryReportsProps } from './LibraryReports';
