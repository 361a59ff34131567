import { defineConfig } from 'drizzle-kit';

// drizzle-orm is a root devDependency too, so drizzle-kit (hoisted to the root) can load it.
export default defineConfig({
  dialect: 'postgresql',
  // The tenancy core and every module's own tables: a new module's schema file is found without a line here.
  schema: ['./src/db/core.schema.ts', './src/modules/*/*.schema.ts'],
  out: './drizzle',
  strict: true,
  verbose: true,
});
