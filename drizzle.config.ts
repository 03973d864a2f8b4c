import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes a migration for a change to the schema (docs/server.md, "Migrations"). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/backend/sql/schema.ts',
  out: './src/backend/sql/migrations',
});
