/**
 * The database schema: this file only re-exports the tables, each of which is in the file of its
 * area under tables/ (a table file imports another directly, never this one). drizzle-kit
 * generates server/migrations from tables/*.ts:
 *   npx drizzle-kit generate --config server/drizzle.config.ts
 * Columns are camelCase here and snake_case in the database (`casing: 'snake_case'`).
 * Money is integer fen everywhere.
 */
export * from './tables/activities';
export * from './tables/assignments';
export * from './tables/catalogue';
export * from './tables/circulation';
export * from './tables/content';
export * from './tables/ebooks';
export * from './tables/follows';
export * from './tables/library-admin';
export * from './tables/library-admin-catalogue';
export * from './tables/library-admin-import';
export * from './tables/media';
export * from './tables/money';
export * from './tables/organisations';
export * from './tables/programs';
export * from './tables/questions';
export * from './tables/readers';
export * from './tables/reading-lists';
export * from './tables/reading-stats';
export * from './tables/reviews';
export * from './tables/rss';
export * from './tables/search';
export * from './tables/settings';
export * from './tables/shelves';
export * from './tables/social';
export * from './tables/system';
export * from './tables/teaching';
export * from './tables/volunteer';
export * from './tables/writing';
