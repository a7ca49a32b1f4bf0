import { defineConfig } from 'drizzle-kit';

// Run from the repository root: npx drizzle-kit generate --config server/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  // schema.ts holds the tables of the first areas; each later area keeps its own in tables/
  // (loans, money, settings, …), importing from schema.ts and never the other way round.
  schema: ['./server/src/db/schema.ts', './server/src/db/tables/*.ts'],
  out: './server/migrations',
  casing: 'snake_case',
});
