import type { TaskWatchers } from '@app/domain';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { followTask, getTaskWatchers, unfollowTask } from '../watchers';
import { workQueryKeys } from './keys';

/** A task's followers; waits while the task is not known. */
export function taskWatchersQueryOptions(client: ApiClient, taskId: string | null | undefined) {
  return queryOptions({
    queryKey: workQueryKeys.watchers(taskId ?? ''),
    queryFn: taskId ? () => getTaskWatchers(client, taskId) : skipToken,
  });
}

/** Who follows a task, and whether the current user does (the task screen's follow button). */
export function useTaskWatchers(client: ApiClient, taskId: string | null | undefined) {
  return useQuery(taskWatchersQueryOptions(client, taskId));
}

function useWatchingMutation(
  client: ApiClient,
  taskId: string,
  change: (client: ApiClient, taskId: string) => Promise<TaskWatchers>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => change(client, taskId),
    onSuccess: (watchers) => queryClient.setQueryData(workQueryKeys.watchers(taskId), watchers),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workQueryKeys.watchers(taskId) }),
  });
}

/** Follows the task: `mutate()`. */
export function useFollowTask(client: ApiClient, taskId: string) {
  return useWatchingMutation(client, taskId, followTask);
}

/** Stops following the task: `mutate()`. */
export function useUnfollowTask(client: ApiClient, taskId: string) {
  return useWatchingMutation(client, taskId, unfollowTask);
}
