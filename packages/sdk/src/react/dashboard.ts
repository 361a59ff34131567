import {
  DASHBOARD_ACTIVITY_INTERVAL_MS,
  type Dashboard,
  type DashboardScope,
  PERSONAL_DASHBOARD,
  type PerformanceUpdate,
  type ProjectStatsUpdate,
  sameDashboardScope,
  type TaskStatsUpdate,
} from '@app/domain';
import { type QueryKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getDashboard, localCalendarDay } from '../dashboard';
import type { ApiClient } from '../http';
import { lazySchema } from '../schema-source';
import { workQueryKeys } from './keys';
import { useRealtimeClient, useRealtimeEvent } from './realtime';

/** The dashboard for the caller's calendar day (today in the local time zone unless given). */
export function dashboardQueryOptions(client: ApiClient, today: string = localCalendarDay()) {
  return queryOptions({
    queryKey: workQueryKeys.dashboard.detail(today),
    queryFn: () => getDashboard(client, { today }),
  });
}

export function useDashboard(client: ApiClient, today?: string) {
  return useQuery(dashboardQueryOptions(client, today));
}

// Loaded with the first live figure, not with the screen (see schemas/work.ts).
const liveSchemas = {
  task_stats_update: lazySchema(() => import('../schemas/work'), 'TaskStatsUpdateSchema'),
  project_stats_update: lazySchema(() => import('../schemas/work'), 'ProjectStatsUpdateSchema'),
  performance_update: lazySchema(() => import('../schemas/work'), 'PerformanceUpdateSchema'),
};

/** How a dashboard's cached answer takes each live figure of the socket; a figure without one is ignored. */
export interface DashboardFigureUpdaters<T> {
  taskStats?: (data: T, update: TaskStatsUpdate) => T;
  projectStats?: (data: T, update: ProjectStatsUpdate) => T;
  performance?: (data: T, update: PerformanceUpdate) => T;
}

export interface LiveDashboardOptions<T> {
  /** Whose figures the dashboard shows: updates of another scope are ignored. */
  scope: DashboardScope;
  /** The calendar day it shows, sent with the join and the refresh; updates for another day are ignored. */
  today: string;
  /** The cached answer that the figures update. */
  queryKey: QueryKey;
  updaters: DashboardFigureUpdaters<T>;
}

export interface LiveDashboard {
  /** Asks the server for the figures again (`refresh_dashboard`) and fetches the dashboard again. */
  refresh: () => void;
  /** From a refresh until its figures and its refetch have come. */
  refreshing: boolean;
}

/**
 * A dashboard kept live by the socket (spec 7.6): joins the dashboard room while mounted, writes each
 * `task_stats_update`, `project_stats_update` and `performance_update` of its scope and day into its cached
 * answer (checked by the domain's schemas; a malformed one is dropped), and refreshes on demand.
 */
export function useLiveDashboard<T>(options: LiveDashboardOptions<T>): LiveDashboard {
  const { today } = options;
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => client.joinDashboard({ today }), [client, today]);

  function receive<E extends keyof typeof liveSchemas>(
    event: E,
    apply: (current: LiveDashboardOptions<T>, data: T, update: never) => T | undefined,
  ) {
    return (payload: unknown) => {
      void liveSchemas[event]().then((schema) => {
        const parsed = schema.safeParse(payload);
        const current = latest.current;
        if (!parsed.success) return;
        const update = parsed.data;
        if (!sameDashboardScope(update.scope, current.scope) || update.today !== current.today) return;
        queryClient.setQueryData<T>(current.queryKey, (data) =>
          data === undefined ? data : (apply(current, data, update as never) ?? data),
        );
      });
    };
  }
  useRealtimeEvent(
    'task_stats_update',
    receive('task_stats_update', (current, data, update: TaskStatsUpdate) =>
      current.updaters.taskStats?.(data, update),
    ),
  );
  useRealtimeEvent(
    'project_stats_update',
    receive('project_stats_update', (current, data, update: ProjectStatsUpdate) =>
      current.updaters.projectStats?.(data, update),
    ),
  );
  useRealtimeEvent(
    'performance_update',
    receive('performance_update', (current, data, update: PerformanceUpdate) =>
      current.updaters.performance?.(data, update),
    ),
  );

  const [refreshing, setRefreshing] = useState(false);
  const running = useRef(false);
  const refresh = useCallback(() => {
    // One refresh at a time: a second press while one runs is the same wish.
    if (running.current) return;
    running.current = true;
    setRefreshing(true);
    void client
      .emit('refresh_dashboard', { today })
      // Offline or refused, the refetch alone brings the figures; a refetch already running is joined.
      .then(() =>
        queryClient.refetchQueries(
          { queryKey: latest.current.queryKey, exact: true },
          { cancelRefetch: false },
        ),
      )
      .finally(() => {
        running.current = false;
        setRefreshing(false);
      });
  }, [client, queryClient, today]);

  return { refresh, refreshing };
}

/** The personal dashboard's answer with the live figures written in. */
export const personalDashboardUpdaters: DashboardFigureUpdaters<Dashboard> = {
  taskStats: (data, update) => ({
    ...data,
    tasks: {
      total: update.total,
      byStatus: {
        todo: update.todo,
        'in-progress': update.inProgress,
        review: update.review,
        done: update.done,
      },
      overdue: update.overdue,
      dueThisWeek: update.dueThisWeek,
    },
  }),
  projectStats: (data, update) => ({
    ...data,
    projects: {
      total: update.total,
      byStatus: {
        planning: update.planning,
        active: update.active,
        'on-hold': update.onHold,
        completed: update.completed,
        cancelled: update.cancelled,
      },
    },
    averageProgress: update.averageProgress,
  }),
  performance: (data, { completionRate, onTimeRate, tasksCompletedThisWeek }) => ({
    ...data,
    performance: { completionRate, onTimeRate, tasksCompletedThisWeek },
  }),
};

/** The signed-in user's own dashboard for `today`, live (see {@link useLiveDashboard}). */
export function usePersonalLiveDashboard(today: string): LiveDashboard {
  return useLiveDashboard<Dashboard>({
    scope: PERSONAL_DASHBOARD,
    today,
    queryKey: workQueryKeys.dashboard.detail(today),
    updaters: personalDashboardUpdaters,
  });
}

// What counts as the user being active on a page.
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Tells the server the user is active on the dashboard (`dashboard_activity` with the time): when it opens and
 * then on their input while the page is visible, at most once per {@link DASHBOARD_ACTIVITY_INTERVAL_MS}.
 */
export function useDashboardActivity(): void {
  const client = useRealtimeClient();
  useEffect(() => {
    let lastSent: number | undefined;
    const active = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (lastSent !== undefined && now - lastSent < DASHBOARD_ACTIVITY_INTERVAL_MS) return;
      // Not sent while offline: the next input after the connection is back tells it.
      if (client.getStatus() !== 'connected') return;
      lastSent = now;
      void client.emit('dashboard_activity', { timestamp: new Date(now).toISOString() });
    };
    const stopStatus = client.onStatus((status) => {
      if (status === 'connected') active();
    });
    active();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, active, { passive: true });
    document.addEventListener('visibilitychange', active);
    return () => {
      stopStatus();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, active);
      document.removeEventListener('visibilitychange', active);
    };
  }, [client]);
}
