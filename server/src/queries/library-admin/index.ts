/**
 * The librarian's desk (LibraryAdminApi/Desk): each file one responsibility — the reader's
 * card, lending, returning (fines, holds), renewing, undo, cash payments, the audit log and
 * today's figures. Every query takes the staff member's scope and returns an outcome union
 * (`{refused, detail}` for what the desk refuses), never throwing for a refusal.
 */
export * from './common';
export * from './audit';
export * from './reader-card';
export * from './lend';
export * from './return';
export * from './renew';
export * from './undo';
export * from './pay-cash';
