import type { ScheduleMove, Timeline, TimelineQuery } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { getTimeline, scheduleTasks } from '../timeline';
import { workQueryKeys } from './keys';

/** The timeline of a project (`projectId`) or across projects, under `['tasks','timeline']`. */
export function timelineQueryOptions(client: ApiClient, query: TimelineQuery = {}) {
  return queryOptions({
    queryKey: workQueryKeys.timeline.detail(query.projectId),
    queryFn: () => getTimeline(client, query),
  });
}

export function useTimeline(client: ApiClient, query: TimelineQuery & { enabled?: boolean } = {}) {
  const { enabled = true, ...rest } = query;
  return useQuery({ ...timelineQueryOptions(client, rest), enabled });
}

/** Applies moves to a cached timeline: the bars move at once, before the server answers. */
export function withMoves(timeline: Timeline, moves: readonly ScheduleMove[]): Timeline {
  const byId = new Map(moves.map((move) => [move.taskId, move]));
  return {
    ...timeline,
    tasks: timeline.tasks.map((task) => {
      const move = byId.get(task._id);
      return move ? { ...task, startDate: move.startDate, dueDate: move.dueDate } : task;
    }),
  };
}

/**
 * Moves tasks on the timeline (a drag and the tasks it pushes, or an undo): every cached timeline shows the new
 * dates at once and goes back if the server refuses; afterwards every copy of the tasks is read again.
 */
export function useScheduleTasks(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moves: ScheduleMove[]) => scheduleTasks(client, { moves }),
    onMutate: async (moves) => {
      await queryClient.cancelQueries({ queryKey: workQueryKeys.timeline.all() });
      const snapshot = queryClient.getQueriesData<Timeline>({ queryKey: workQueryKeys.timeline.all() });
      queryClient.setQueriesData<Timeline>({ queryKey: workQueryKeys.timeline.all() }, (timeline) =>
        timeline ? withMoves(timeline, moves) : timeline,
      );
      return { snapshot };
    },
    onError: (_error, _moves, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.all() });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.dashboard.all() });
    },
  });
}
