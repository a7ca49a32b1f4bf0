/**
 * The library's reports (LibraryAdminApi/Reports): each file one report, each an aggregate
 * the database computes over the caller's organisation and a range of library days. The audit
 * log's page is the desk's own (library-admin/audit.ts), given a range.
 */
export * from './range';
export * from './loans';
export * from './overdue';
export * from './borrowing';
export * from './fines';
