import type { TaskWatchers } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the client: see schemas/watchers.ts.
const schemas = () => import('./schemas/watchers');
const WatchersAnswerSchema = lazySchema(schemas, 'WatchersAnswerSchema');

const watchersPath = (taskId: string) => `tasks/${encodeURIComponent(taskId)}/watchers`;

/** Who follows a task, and whether the caller does (GET /tasks/{id}/watchers). */
export async function getTaskWatchers(client: ApiClient, taskId: string): Promise<TaskWatchers> {
  return (await client.get(watchersPath(taskId), WatchersAnswerSchema)).data;
}

/** The caller follows the task (POST /tasks/{id}/watchers); answers its followers. */
export async function followTask(client: ApiClient, taskId: string): Promise<TaskWatchers> {
  return (await client.post(watchersPath(taskId), WatchersAnswerSchema)).data;
}

/** The caller stops following the task (DELETE /tasks/{id}/watchers); answers its followers. */
export async function unfollowTask(client: ApiClient, taskId: string): Promise<TaskWatchers> {
  return (await client.delete(watchersPath(taskId), WatchersAnswerSchema)).data;
}
