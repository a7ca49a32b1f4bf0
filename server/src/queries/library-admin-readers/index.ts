/**
 * The librarian's readers (LibraryAdminApi/Readers): finding them, changing them (each change
 * audited), importing a class list through the reader importer. Every query takes the staff
 * member's organisation; a refusal is an outcome (`{refused}`), never a throw.
 */
export * from './find';
export * from './change';
export * from './import';
export * from './classes';
