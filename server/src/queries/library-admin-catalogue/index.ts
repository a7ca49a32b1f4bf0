/**
 * The librarian's catalogue (LibraryAdminApi/Catalogue): finding records and copies, changing a
 * copy's status, and copy cataloguing over SRU. Each query takes the staff member's
 * organisation (and scope, for changes, which are audited) and returns an outcome union.
 */
export * from './find';
export * from './copy-status';
export * from './cataloguing';
export * from './records';
