import { defineConfig } from 'drizzle-kit';

// Versioned SQL migrations, applied at start-up by drizzle's migrator for the active driver.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/src/db/schema.ts',
  out: './api/migrations',
});
