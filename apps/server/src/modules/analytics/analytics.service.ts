import { type Analytics, type AnalyticsQuery, analyticsRange, utcDay } from '@app/domain';
import type { AppDb } from '../../db/client';
import type { CurrentUser } from '../auth';
import { durations, historyFigures, overdueAgeing, workload } from './analytics.queries';
import { type ResolvedAnalyticsScope, resolveAnalyticsScope } from './analytics.scope';

/** The figures for a resolved scope and range (the route's answer and the exports' content). */
export async function analyticsFor(
  db: AppDb,
  scope: ResolvedAnalyticsScope,
  query: Pick<AnalyticsQuery, 'from' | 'to' | 'projectId'>,
  now: Date,
): Promise<Analytics> {
  const range = analyticsRange(query, now);
  const today = utcDay(now);
  // Independent statements: on PostgreSQL they run at once on the pool's connections.
  const [{ weekly, flow }, times, people, ageing] = await Promise.all([
    historyFigures(db, scope, range),
    durations(db, scope, range),
    workload(db, scope, today),
    overdueAgeing(db, scope, today),
  ]);
  return {
    scope: scope.summary,
    range,
    options: scope.options,
    throughput: weekly.map(({ weekStart, completed }) => ({ weekStart, completed })),
    createdVsCompleted: weekly,
    cumulativeFlow: flow,
    burn: query.projectId
      ? {
          projectId: query.projectId,
          points: flow.map((point) => {
            const total = point.todo + point['in-progress'] + point.review + point.done;
            return { date: point.date, total, completed: point.done, remaining: total - point.done };
          }),
        }
      : null,
    cycleTime: times.cycleTime,
    leadTime: times.leadTime,
    workload: people,
    overdueAgeing: ageing,
  };
}

/** GET /analytics: the viewer's scope (403 outside it), then the figures. */
export async function getAnalytics(
  db: AppDb,
  user: CurrentUser,
  query: AnalyticsQuery,
  now: Date = new Date(),
): Promise<Analytics> {
  const scope = await resolveAnalyticsScope(db, user, query);
  return analyticsFor(db, scope, query, now);
}
