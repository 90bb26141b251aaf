import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied at start-up (lib/db/migrate.ts) on both
// engines; `npm run db:generate` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './lib/db/migrations',
  schemaFilter: ['provider', 'desk'],
});
