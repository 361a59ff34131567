import {
  type CumulativeFlowPoint,
  type DurationSummary,
  OVERDUE_BUCKETS,
  type OverdueBucket,
  TASK_STATUSES,
  type TaskStatus,
} from '@app/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import type { ResolvedAnalyticsScope } from './analytics.scope';

// Every figure of GET /analytics as one SQL statement over task_status_changes and tasks (docs/analytics.md).
// Each reads only the rows of the scope through an index: the history by (organization_id, changed_at) or
// (project_id, changed_at), a task's own history by (task_id, changed_at), tasks by (organization_id, status) or
// (project_id, status). Days and weeks are UTC; weeks start on Monday (date_trunc('week')).

/** The range as the statements take it: whole UTC days, `to` included. */
export interface DayRange {
  from: string;
  to: string;
}

type Scope = Pick<ResolvedAnalyticsScope, 'organizationId' | 'projectIds' | 'members'>;

function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`array[]::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** The history rows of the scope (alias h). */
function historyInScope(scope: Scope): SQL {
  if (scope.projectIds === null) return sql`h.organization_id = ${scope.organizationId}`;
  return sql`h.project_id = any(${textArray(scope.projectIds)})`;
}

/** The tasks of the scope (alias t). */
function tasksInScope(scope: Scope): SQL {
  if (scope.projectIds === null) return sql`t.organization_id = ${scope.organizationId}`;
  return sql`t.project_id = any(${textArray(scope.projectIds)})`;
}

const OPEN_STATUSES = TASK_STATUSES.filter((status) => status !== 'done');
const openStatuses = sql.join(
  OPEN_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

const start = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;
const endOf = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;

async function rows<T>(db: AppDb, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Tasks created and completed per week of the range (every week listed, zeros included). */
export async function weeklyCounts(
  db: AppDb,
  scope: Scope,
  range: DayRange,
): Promise<{ weekStart: string; created: number; completed: number }[]> {
  const found = await rows<{ week_start: string; created: number; completed: number }>(
    db,
    sql`
      select to_char(w.week, 'YYYY-MM-DD') as week_start,
        coalesce(c.created, 0)::int as created, coalesce(c.completed, 0)::int as completed
      from generate_series(date_trunc('week', ${range.from}::date::timestamp), ${range.to}::date::timestamp,
        interval '1 week') as w(week)
      left join (
        select date_trunc('week', h.changed_at at time zone 'UTC') as week,
          count(*) filter (where h.from_status is null) as created,
          count(*) filter (where h.to_status = 'done') as completed
        from task_status_changes h
        where ${historyInScope(scope)} and h.changed_at >= ${start(range.from)} and h.changed_at < ${endOf(range.to)}
        group by 1
      ) c on c.week = w.week
      order by w.week`,
  );
  return found.map((row) => ({
    weekStart: row.week_start,
    created: Number(row.created),
    completed: Number(row.completed),
  }));
}

/**
 * Tasks in each status at the end of each day of the range. The count at the range's start is today's count
 * less every change since (so only the history since the range's start is read), then each day adds its
 * changes: +1 to the status entered, -1 to the one left.
 */
export async function cumulativeFlow(
  db: AppDb,
  scope: Scope,
  range: DayRange,
): Promise<CumulativeFlowPoint[]> {
  const statuses = sql.join(
    TASK_STATUSES.map((status) => sql`(${status})`),
    sql`, `,
  );
  const found = await rows<{ day: string; status: TaskStatus; n: number }>(
    db,
    sql`
      with d as materialized (
        select (h.changed_at at time zone 'UTC')::date as day, v.status, v.delta
        from task_status_changes h
        cross join lateral (values (h.to_status, 1), (h.from_status, -1)) as v(status, delta)
        where ${historyInScope(scope)} and h.changed_at >= ${start(range.from)} and v.status is not null
      ),
      s(status) as (values ${statuses}),
      cur as (
        select t.status, count(*) as n from tasks t where ${tasksInScope(scope)} group by t.status
      ),
      since as (select d.status, sum(d.delta) as n from d group by d.status),
      base as (
        select s.status, coalesce(cur.n, 0) - coalesce(since.n, 0) as n
        from s left join cur on cur.status = s.status left join since on since.status = s.status
      ),
      daily as (select d.day, d.status, sum(d.delta) as n from d where d.day <= ${range.to}::date group by 1, 2),
      grid as (
        select g::date as day, s.status
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as g cross join s
      )
      select to_char(grid.day, 'YYYY-MM-DD') as day, grid.status,
        (base.n + coalesce(sum(daily.n) over (partition by grid.status order by grid.day), 0))::int as n
      from grid
      join base on base.status = grid.status
      left join daily on daily.day = grid.day and daily.status = grid.status
      order by grid.day`,
  );
  const points: CumulativeFlowPoint[] = [];
  let current: CumulativeFlowPoint | undefined;
  for (const row of found) {
    if (current?.date !== row.day) {
      current = { date: row.day, todo: 0, 'in-progress': 0, review: 0, done: 0 };
      points.push(current);
    }
    current[row.status] = Math.max(0, Number(row.n));
  }
  return points;
}

/**
 * Cycle time (a task's first move to in progress, to its completion) and lead time (its creation to its
 * completion), median and 85th percentile in days, over the tasks completed in the range (their last completion
 * in it). A task that never went through in progress has a lead time but no cycle time.
 */
export async function durations(
  db: AppDb,
  scope: Scope,
  range: DayRange,
): Promise<{ cycleTime: DurationSummary; leadTime: DurationSummary }> {
  const [row] = await rows<{
    cycle_median: number | null;
    cycle_p85: number | null;
    cycle_count: number;
    lead_median: number | null;
    lead_p85: number | null;
    lead_count: number;
  }>(
    db,
    sql`
      with done as (
        select h.task_id, max(h.changed_at) as done_at
        from task_status_changes h
        where ${historyInScope(scope)} and h.to_status = 'done'
          and h.changed_at >= ${start(range.from)} and h.changed_at < ${endOf(range.to)}
        group by h.task_id
      ),
      d as (
        select extract(epoch from done.done_at - t.created_at) / 86400.0 as lead,
          extract(epoch from done.done_at - (
            select min(s.changed_at) from task_status_changes s
            where s.task_id = done.task_id and s.to_status = 'in-progress' and s.changed_at <= done.done_at
          )) / 86400.0 as cycle
        from done join tasks t on t.id = done.task_id
      )
      select
        round((percentile_cont(0.5) within group (order by cycle))::numeric, 1)::float8 as cycle_median,
        round((percentile_cont(0.85) within group (order by cycle))::numeric, 1)::float8 as cycle_p85,
        count(cycle)::int as cycle_count,
        round((percentile_cont(0.5) within group (order by greatest(lead, 0)))::numeric, 1)::float8 as lead_median,
        round((percentile_cont(0.85) within group (order by greatest(lead, 0)))::numeric, 1)::float8 as lead_p85,
        count(lead)::int as lead_count
      from d`,
  );
  const summary = (
    median: number | null | undefined,
    p85: number | null | undefined,
    count: number | undefined,
  ) => ({
    medianDays: median === null || median === undefined ? null : Number(median),
    p85Days: p85 === null || p85 === undefined ? null : Number(p85),
    count: Number(count ?? 0),
  });
  return {
    cycleTime: summary(row?.cycle_median, row?.cycle_p85, row?.cycle_count),
    leadTime: summary(row?.lead_median, row?.lead_p85, row?.lead_count),
  };
}

/** The most members the workload lists (those with the most open tasks first). */
export const WORKLOAD_LIMIT = 200;

function membersInScope(scope: Scope): SQL {
  if (!scope.members) return sql`true`;
  if ('organizationId' in scope.members) return sql`u.organization_id = ${scope.members.organizationId}`;
  return sql`u.department_id = any(${textArray(scope.members.departmentIds)})`;
}

/** Open tasks per assignee of the scope, and how many of them are past their due date (`today`). */
export async function workload(
  db: AppDb,
  scope: Scope,
  today: string,
): Promise<{ userId: string; name: string; open: number; overdue: number }[]> {
  const found = await rows<{ user_id: string; name: string; open: number; overdue: number }>(
    db,
    sql`
      select u.id as user_id, u.name, count(*)::int as open,
        count(*) filter (where t.due_date < ${today}::date)::int as overdue
      from tasks t join users u on u.id = t.assigned_to
      where ${tasksInScope(scope)} and t.status in (${openStatuses}) and ${membersInScope(scope)}
      group by u.id, u.name
      order by open desc, overdue desc, u.name, u.id
      limit ${WORKLOAD_LIMIT}`,
  );
  return found.map((row) => ({
    userId: row.user_id,
    name: row.name,
    open: Number(row.open),
    overdue: Number(row.overdue),
  }));
}

/** Open tasks past their due date by the buckets of @app/domain (every bucket listed, zeros included). */
export async function overdueAgeing(
  db: AppDb,
  scope: Scope,
  today: string,
): Promise<{ bucket: OverdueBucket; count: number }[]> {
  const age = sql`(${today}::date - t.due_date)`;
  const bucketOf = sql.join(
    OVERDUE_BUCKETS.map((bucket) =>
      bucket.maxDays === null
        ? sql`when ${age} >= ${bucket.minDays} then ${bucket.label}`
        : sql`when ${age} between ${bucket.minDays} and ${bucket.maxDays} then ${bucket.label}`,
    ),
    sql` `,
  );
  const found = await rows<{ bucket: OverdueBucket; n: number }>(
    db,
    sql`
      select case ${bucketOf} end as bucket, count(*)::int as n
      from tasks t
      where ${tasksInScope(scope)} and t.status in (${openStatuses}) and t.due_date < ${today}::date
      group by 1`,
  );
  const counts = new Map(found.map((row) => [row.bucket, Number(row.n)]));
  return OVERDUE_BUCKETS.map((bucket) => ({ bucket: bucket.label, count: counts.get(bucket.label) ?? 0 }));
}
