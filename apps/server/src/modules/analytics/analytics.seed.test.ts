import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskStatusChanges, tasks, users } from '../../db/schema';
import { seedDemoData } from '../../seed';
import { keptAnalyticsTotals, recountedAnalyticsTotals } from '../../test/analytics-totals';
import { openTestDatabase, type TestDatabase } from '../../test/helpers';
import { findCurrentUser } from '../auth/auth.queries';
import { resolveAnalyticsScope } from './analytics.scope';
import { analyticsFor } from './analytics.service';

// The demo history (analytics.seed.ts): consistent with every demo task, and enough for the reports to show real
// throughput and cycle times for Acme, its department manager and Alex.

let t: TestDatabase;
const now = new Date();

beforeAll(async () => {
  t = await openTestDatabase();
  await seedDemoData(t.database.db);
});
afterAll(async () => {
  await t?.dispose();
});

async function figuresOf(email: string) {
  const { db } = t.database;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const user = await findCurrentUser(db, row?.id as string);
  if (!user) throw new Error(`No ${email}`);
  return analyticsFor(db, await resolveAnalyticsScope(db, user, {}), {}, now);
}

describe('the demo status history', () => {
  it('gives every demo task a history that ends in its present status, at its completion when done', async () => {
    const { db } = t.database;
    const all = await db.select().from(tasks);
    const history = await db
      .select()
      .from(taskStatusChanges)
      .where(
        inArray(
          taskStatusChanges.taskId,
          all.map((task) => task.id),
        ),
      )
      .orderBy(asc(taskStatusChanges.changedAt));
    expect(all.length).toBeGreaterThan(20);
    for (const task of all) {
      const rows = history.filter((row) => row.taskId === task.id);
      expect(rows[0], task.title).toMatchObject({
        fromStatus: null,
        toStatus: 'todo',
        changedAt: task.createdAt,
      });
      expect(rows.at(-1)?.toStatus, task.title).toBe(task.status);
      for (const [index, row] of rows.entries()) {
        if (index > 0) expect(row.fromStatus).toBe(rows[index - 1]?.toStatus);
        expect(row.changedAt.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(row.projectId).toBe(task.projectId);
        expect(row.organizationId).toBe(task.organizationId);
      }
      if (task.status === 'done') expect(rows.at(-1)?.changedAt).toEqual(task.completedAt);
    }
  });

  it('fills the totals the figures read for the demo tasks and their history', async () => {
    const { db } = t.database;
    const kept = await keptAnalyticsTotals(db);
    expect(kept.completions.length).toBeGreaterThan(5);
    expect(kept).toEqual(await recountedAnalyticsTotals(db));
  });

  it('shows throughput in several weeks and cycle times of a few days for Acme, Dana and Alex', async () => {
    const acme = await figuresOf('olivia@acme.example');
    expect(acme.scope.kind).toBe('organization');
    expect(acme.throughput.filter((week) => week.completed > 0).length).toBeGreaterThanOrEqual(3);
    expect(acme.cycleTime.count).toBeGreaterThanOrEqual(3);
    expect(acme.cycleTime.medianDays).toBeGreaterThanOrEqual(1);
    expect(acme.cycleTime.medianDays).toBeLessThanOrEqual(7);
    expect(acme.leadTime.medianDays).toBeGreaterThan(acme.cycleTime.medianDays ?? 0);
    expect(acme.workload.length).toBeGreaterThan(0);

    const dana = await figuresOf('dana@acme.example');
    expect(dana.scope.kind).toBe('departments');
    expect(dana.options.projects.length).toBeLessThan(acme.options.projects.length);
    const sum = (answer: typeof acme) => answer.throughput.reduce((total, week) => total + week.completed, 0);
    expect(sum(dana)).toBeLessThanOrEqual(sum(acme));

    const alex = await figuresOf('alex@example.com');
    expect(alex.scope.kind).toBe('personal');
    expect(alex.throughput.filter((week) => week.completed > 0).length).toBeGreaterThanOrEqual(2);
    expect(alex.cycleTime.medianDays).toBeGreaterThanOrEqual(1);

    const globex = await figuresOf('grace@globex.example');
    expect(globex.options.projects.map((project) => project.title)).not.toContain(
      acme.options.projects[0]?.title,
    );
  });
});
