import type { TestProjectInlineConfiguration } from 'vitest/config';

// The server suite runs on an in-memory PGlite, and when DATABASE_URL is set, the same files run again on
// PostgreSQL: each test app gets its own throw-away database there (see src/test/helpers.ts).
export function serverProjects(): TestProjectInlineConfiguration[] {
  const base = {
    root: './apps/server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite starts in about a second per app, Argon2 hashes on purpose slowly: leave room on busy machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  } as const;

  const projects: TestProjectInlineConfiguration[] = [
    { test: { ...base, name: 'server', env: { TEST_DB: 'pglite' } } },
  ];
  if (process.env.DATABASE_URL) {
    projects.push({
      test: {
        ...base,
        name: 'server-pg',
        env: { TEST_DB: 'postgres' },
        globalSetup: ['./src/test/postgres-global-setup.ts'],
      },
    });
  }
  return projects;
}
