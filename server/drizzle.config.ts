import { defineConfig } from 'drizzle-kit';

// Run from the repository root: npx drizzle-kit generate --config server/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  // Every table is in the file of its area in tables/. schema.ts only re-exports them (the code
  // imports from it), so it is left out here: drizzle-kit would see each table twice.
  schema: './server/src/db/tables/*.ts',
  out: './server/migrations',
  casing: 'snake_case',
});
