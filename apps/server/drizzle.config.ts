import { defineConfig } from 'drizzle-kit';

// drizzle-orm is a root devDependency too, so drizzle-kit (hoisted to the root) can load it.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
