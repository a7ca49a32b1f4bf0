import { defineConfig } from 'drizzle-kit';

// Run from the repository root: npx drizzle-kit generate --config server/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/migrations',
  casing: 'snake_case',
});
