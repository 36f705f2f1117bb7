import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs the schema against the migrations folder; no database needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
