import type { TestProjectInlineConfiguration } from 'vitest/config';
import { sharedWorkers } from '../../vitest.shared-workers';

/**
 * The server test files whose behaviour depends on the database engine, which run a second time on PostgreSQL
 * when DATABASE_URL is set (the `server-pg` project). Every other file proves routes, rules and permissions,
 * which are the same on either engine, once, on PGlite. A new test of migrations, transactions, concurrency,
 * locks, LISTEN/NOTIFY, or of a query whose SQL an engine could answer differently, goes into one of these files
 * or joins this list (docs/testing.md).
 */
export const ENGINE_TEST_FILES = [
  // Migrations and start-up on each engine; the migration status the health checks report.
  'src/main.test.ts',
  'src/modules/system-checks/system-checks.test.ts',
  // The demo data's bulk inserts and its once-only guard.
  'src/seed.test.ts',
  // LISTEN/NOTIFY between processes, and notifications kept across a restart.
  'src/cache/multi-process.test.ts',
  'src/realtime/multi-process.test.ts',
  'src/modules/notifications/notifications.test.ts',
  // The mail queue claimed with SELECT ... FOR UPDATE SKIP LOCKED, its batches grouped by SQL.
  'src/modules/notifications/notification-mail.test.ts',
  // The due-soon sweep's once-only reminders (INSERT ... ON CONFLICT DO NOTHING RETURNING), swept twice at once.
  'src/modules/notifications/due-soon.test.ts',
  // The attachment quota checked under a lock on the workspace's row (SELECT ... FOR UPDATE), two uploads at once.
  'src/modules/attachments/attachments.test.ts',
  // Concurrent writers: the audit chain appended at once, two accepts of one invitation.
  'src/modules/audit/audit.record.test.ts',
  'src/modules/project-invitations/project-invitations.test.ts',
  // The aggregate queries (date arithmetic, time zones, grouping) behind the dashboards and analytics.
  'src/modules/analytics/analytics.routes.test.ts',
  'src/modules/dashboard/dashboard.test.ts',
  // The task history's trigger and the daily totals' function (PL/pgSQL), kept when a task is deleted.
  'src/modules/tasks/tasks.history.test.ts',
  // Search: full-text and pg_trgm (an extension PGlite loads itself), ranking and snippets in SQL.
  'src/modules/search/search.test.ts',
  // Reminders through pg-boss (the pool on PostgreSQL, query/exec on PGlite), delivered once across a restart.
  'src/modules/planning/reminders.test.ts',
  // Recurring tasks: the next instance created once (a unique index, ON CONFLICT DO NOTHING), two completions at once.
  'src/modules/tasks/tasks.recurrence.test.ts',
  // Webhook deliveries through pg-boss (several workers woken at once), each attempt claimed once by its row.
  'src/modules/webhooks/webhooks.delivery.test.ts',
];

// The server suite runs on an in-memory PGlite, and when DATABASE_URL is set, the engine-dependent files run
// again on PostgreSQL. The global setup migrates once per run (a PGlite snapshot, a PostgreSQL template) and each
// test database is a copy of it (src/test/helpers.ts).
export function serverProjects(): TestProjectInlineConfiguration[] {
  const base = {
    root: './apps/server',
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    // PGlite starts in about a second per app on a quiet machine; a test that starts its own server or database
    // (a restart, a fresh data directory) took 30 s on 2026-12-06's machine, twice as slow as the reference one,
    // with both cores busy through the run. The budget is for such machines: a passing test never waits for it.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  } as const;
  // Passwords hash at Argon2's lowest cost where hashing is not what is tested (lib/password.ts, whose own
  // tests use the production cost); the server refuses that cost outside NODE_ENV=test.
  const env = { NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' };

  // The files share their worker (one import of the server per worker, not per file), but for the hashing's own
  // test, which sets the production cost for its process, and the assistant's lazy-load test, which must find the
  // engine not yet built (a file before it in a shared worker may have built it).
  const projects: TestProjectInlineConfiguration[] = sharedWorkers(
    { test: { ...base, name: 'server', include: ['src/**/*.test.ts'], env: { ...env, TEST_DB: 'pglite' } } },
    ['src/lib/password.test.ts', 'src/modules/assistant/engine/lazy-load.test.ts'],
  );
  if (process.env.DATABASE_URL) {
    projects.push(
      ...sharedWorkers({
        test: {
          ...base,
          name: 'server-pg',
          include: ENGINE_TEST_FILES,
          env: { ...env, TEST_DB: 'postgres' },
        },
      }),
    );
  }
  return projects;
}
