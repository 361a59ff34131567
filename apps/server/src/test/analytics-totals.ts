import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';

// The totals the analytics read (migration 0011, docs/analytics.md), as kept by the triggers and as a recount of
// tasks and their history gives them: the tests expect the two to be equal.

async function select(db: AppDb, query: SQL): Promise<unknown[]> {
  const result = await db.execute(query);
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}

export interface AnalyticsTotals {
  flowDays: unknown[];
  statusCounts: unknown[];
  dueCounts: unknown[];
  completions: unknown[];
}

/** The four tables as kept (rows of zeros left out: they count nothing). */
export async function keptAnalyticsTotals(db: AppDb): Promise<AnalyticsTotals> {
  return {
    flowDays: await select(
      db,
      sql`select scope_id, day::text as day, status, entered, exited, created from task_flow_days
        where entered <> 0 or exited <> 0 or created <> 0 order by 1, 2, 3`,
    ),
    statusCounts: await select(
      db,
      sql`select scope_id, status, tasks from task_status_counts where tasks <> 0 order by 1, 2`,
    ),
    dueCounts: await select(
      db,
      sql`select scope_id, due_date::text as due_date, tasks from task_due_counts where tasks <> 0 order by 1, 2`,
    ),
    completions: await select(
      db,
      sql`select history_id, task_id, project_id, organization_id, done_at, created_at, started_at, superseded_at,
          cycle_days, lead_days
        from task_completions order by 1`,
    ),
  };
}

/** The same totals recounted from tasks and task_status_changes. */
export async function recountedAnalyticsTotals(db: AppDb): Promise<AnalyticsTotals> {
  return {
    flowDays: await select(
      db,
      sql`
        with moves as (
          select organization_id, project_id, (changed_at at time zone 'UTC')::date as day, to_status as status,
            1 as entered, 0 as exited, case when from_status is null then 1 else 0 end as created
          from task_status_changes where to_status is not null
          union all
          select organization_id, project_id, (changed_at at time zone 'UTC')::date, from_status, 0, 1, 0
          from task_status_changes where from_status is not null
        ),
        keyed as (
          select organization_id as scope_id, day, status, entered, exited, created
          from moves where organization_id is not null
          union all
          select project_id, day, status, entered, exited, created from moves where project_id is not null
        )
        select scope_id, day::text as day, status, sum(entered)::int as entered, sum(exited)::int as exited,
          sum(created)::int as created
        from keyed group by 1, 2, 3 order by 1, 2, 3`,
    ),
    statusCounts: await select(
      db,
      sql`
        select scope_id, status, count(*)::int as tasks from (
          select organization_id as scope_id, status from tasks where organization_id is not null
          union all
          select project_id, status from tasks where project_id is not null
        ) k group by 1, 2 order by 1, 2`,
    ),
    dueCounts: await select(
      db,
      sql`
        select scope_id, due_date::text as due_date, count(*)::int as tasks from (
          select organization_id as scope_id, due_date, status from tasks where organization_id is not null
          union all
          select project_id, due_date, status from tasks where project_id is not null
        ) k
        where status in ('todo', 'in-progress', 'review') and due_date is not null
        group by 1, 2 order by 1, 2`,
    ),
    completions: await select(
      db,
      sql`
        select d.*, (extract(epoch from d.done_at - d.started_at) / 86400.0)::float8 as cycle_days,
          greatest(extract(epoch from d.done_at - d.created_at) / 86400.0, 0)::float8 as lead_days
        from (
          select h.id as history_id, h.task_id, h.project_id, h.organization_id, h.changed_at as done_at,
            (select min(x.changed_at) from task_status_changes x where x.task_id = h.task_id and x.from_status is null)
              as created_at,
            (select min(x.changed_at) from task_status_changes x
              where x.task_id = h.task_id and x.to_status = 'in-progress' and x.changed_at <= h.changed_at) as started_at,
            (select min(x.changed_at) from task_status_changes x
              where x.task_id = h.task_id and x.to_status = 'done'
                and (x.changed_at > h.changed_at or (x.changed_at = h.changed_at and x.id > h.id))) as superseded_at
          from task_status_changes h where h.to_status = 'done'
        ) d order by 1`,
    ),
  };
}
