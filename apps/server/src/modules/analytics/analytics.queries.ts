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

// Every figure of GET /analytics as one SQL statement (docs/analytics.md), over what the triggers of migration 0011
// keep beside the status history in the same transaction: task_flow_days (the history summed per day and status),
// task_status_counts (tasks per status now) and task_completions (each completion with its cycle and lead time),
// task_due_counts (open tasks per due date), each keyed by the organization and by the project; and over tasks for
// the workload by (organization_id or project_id, status, assigned_to, due_date), read from that index alone. So the history-based
// figures read rows per day of the range, not per task. Days and weeks are UTC; weeks start on Monday
// (date_trunc('week')).

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

/**
 * The rows of task_flow_days or task_status_counts for the scope (`column` is their scope_id): the organization's
 * own, or one per project of the scope.
 */
function scopeKeyIn(scope: Scope, column: SQL): SQL {
  if (scope.projectIds === null) return sql`${column} = ${scope.organizationId}`;
  return sql`${column} = any(${textArray(scope.projectIds)})`;
}

/** The completions of the scope (alias c). */
function completionsInScope(scope: Scope): SQL {
  if (scope.projectIds === null) return sql`c.organization_id = ${scope.organizationId}`;
  return sql`c.project_id = any(${textArray(scope.projectIds)})`;
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

/** The figures read from the history since the range's start: weekly counts and the cumulative flow. */
export interface HistoryFigures {
  weekly: { weekStart: string; created: number; completed: number }[];
  flow: CumulativeFlowPoint[];
}

/**
 * Tasks created and completed per week of the range (every week listed, zeros included), and the tasks in each
 * status at the end of each day of the range, from the scope's daily totals since the range's start (a row per
 * day and status, per project for a scope of projects). A task completed more than once in a week (done, reopened,
 * done again) counts once in it: its last completion of the week (within the range), read from task_completions'
 * index as the durations are. The flow's count at the range's start is today's count
 * (task_status_counts) less every change since; then each day adds its changes: what entered the status less what
 * left it.
 */
export async function historyFigures(db: AppDb, scope: Scope, range: DayRange): Promise<HistoryFigures> {
  const statuses = sql.join(
    TASK_STATUSES.map((status) => sql`(${status})`),
    sql`, `,
  );
  const found = await rows<{
    kind: 'week' | 'flow';
    day: string;
    status: string | null;
    a: number;
    b: number;
  }>(
    db,
    sql`
      with agg as materialized (
        select f.day, f.status, sum(f.entered) as entered, sum(f.exited) as exited, sum(f.created) as created
        from task_flow_days f
        where ${scopeKeyIn(scope, sql`f.scope_id`)} and f.day >= ${range.from}::date
        group by 1, 2
      ),
      weeks as (
        select date_trunc('week', agg.day::timestamp) as week, sum(agg.created) as created
        from agg where agg.day <= ${range.to}::date
        group by 1
      ),
      done_weeks as (
        select date_trunc('week', c.done_at at time zone 'UTC') as week, count(*) as completed
        from task_completions c
        where ${completionsInScope(scope)} and c.done_at >= ${start(range.from)} and c.done_at < ${endOf(range.to)}
          and (c.superseded_at is null or c.superseded_at >= (least(
            date_trunc('week', c.done_at at time zone 'UTC') + interval '7 days',
            (${range.to}::date + 1)::timestamp
          ) at time zone 'UTC'))
        group by 1
      ),
      d as (select agg.day, agg.status, agg.entered - agg.exited as delta from agg),
      s(status) as (values ${statuses}),
      cur as (
        select c.status, sum(c.tasks) as n from task_status_counts c where ${scopeKeyIn(scope, sql`c.scope_id`)}
        group by c.status
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
      select 'week' as kind, to_char(w.week, 'YYYY-MM-DD') as day, null as status,
        coalesce(weeks.created, 0)::int as a, coalesce(done_weeks.completed, 0)::int as b
      from generate_series(date_trunc('week', ${range.from}::date::timestamp), ${range.to}::date::timestamp,
        interval '1 week') as w(week)
      left join weeks on weeks.week = w.week
      left join done_weeks on done_weeks.week = w.week
      union all
      select 'flow', to_char(grid.day, 'YYYY-MM-DD'), grid.status,
        (base.n + coalesce(sum(daily.n) over (partition by grid.status order by grid.day), 0))::int, 0
      from grid
      join base on base.status = grid.status
      left join daily on daily.day = grid.day and daily.status = grid.status
      order by 1 desc, 2`,
  );
  const weekly: HistoryFigures['weekly'] = [];
  const flow: CumulativeFlowPoint[] = [];
  let current: CumulativeFlowPoint | undefined;
  for (const row of found) {
    if (row.kind === 'week') {
      weekly.push({ weekStart: row.day, created: Number(row.a), completed: Number(row.b) });
      continue;
    }
    if (current?.date !== row.day) {
      current = { date: row.day, todo: 0, 'in-progress': 0, review: 0, done: 0 };
      flow.push(current);
    }
    current[row.status as TaskStatus] = Math.max(0, Number(row.a));
  }
  return { weekly, flow };
}

/**
 * Cycle time (a task's first move to in progress, to its completion) and lead time (its creation to its
 * completion), median and 85th percentile in days, over the tasks completed in the range (their last completion
 * in it: a completion not superseded by another before the range's end). A task that never went through in
 * progress has a lead time but no cycle time. Read from task_completions' index alone, where both durations are
 * kept in days at each completion.
 */
export async function durations(
  db: AppDb,
  scope: Scope,
  range: DayRange,
): Promise<{ cycleTime: DurationSummary; leadTime: DurationSummary }> {
  const [row] = await rows<{
    cycle: (number | null)[] | null;
    cycle_count: number;
    lead: (number | null)[] | null;
    lead_count: number;
  }>(
    db,
    sql`
      with d as (
        select c.lead_days as lead, c.cycle_days as cycle
        from task_completions c
        where ${completionsInScope(scope)} and c.done_at >= ${start(range.from)} and c.done_at < ${endOf(range.to)}
          and (c.superseded_at is null or c.superseded_at >= ${endOf(range.to)})
      ),
      p as (
        select percentile_cont(array[0.5, 0.85]) within group (order by cycle) as cycle, count(cycle) as cycle_count,
          percentile_cont(array[0.5, 0.85]) within group (order by lead) as lead, count(lead) as lead_count
        from d
      )
      select array[round(p.cycle[1]::numeric, 1)::float8, round(p.cycle[2]::numeric, 1)::float8] as cycle,
        p.cycle_count::int as cycle_count,
        array[round(p.lead[1]::numeric, 1)::float8, round(p.lead[2]::numeric, 1)::float8] as lead,
        p.lead_count::int as lead_count
      from p`,
  );
  const summary = (values: (number | null)[] | null | undefined, count: number | undefined) => {
    const [median, p85] = values ?? [];
    return {
      medianDays: median === null || median === undefined ? null : Number(median),
      p85Days: p85 === null || p85 === undefined ? null : Number(p85),
      count: Number(count ?? 0),
    };
  };
  return {
    cycleTime: summary(row?.cycle, row?.cycle_count),
    leadTime: summary(row?.lead, row?.lead_count),
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

/**
 * Open tasks past their due date by the buckets of @app/domain (every bucket listed, zeros included), from the
 * scope's open tasks per due date (task_due_counts).
 */
export async function overdueAgeing(
  db: AppDb,
  scope: Scope,
  today: string,
): Promise<{ bucket: OverdueBucket; count: number }[]> {
  const age = sql`(${today}::date - c.due_date)`;
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
      select case ${bucketOf} end as bucket, sum(c.tasks)::int as n
      from task_due_counts c
      where ${scopeKeyIn(scope, sql`c.scope_id`)} and c.due_date < ${today}::date
      group by 1`,
  );
  const counts = new Map(found.map((row) => [row.bucket, Number(row.n)]));
  return OVERDUE_BUCKETS.map((bucket) => ({ bucket: bucket.label, count: counts.get(bucket.label) ?? 0 }));
}
