import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations only; they are applied from code at start (see src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
});
