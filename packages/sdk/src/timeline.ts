import type { SchedulePayload, Task, Timeline, TimelineQuery } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

// Loaded with the first call, not with the client: see schemas/timeline.ts.
const schemas = () => import('./schemas/timeline');
const ScheduledAnswerSchema = lazySchema(schemas, 'ScheduledAnswerSchema');
const TimelineAnswerSchema = lazySchema(schemas, 'TimelineAnswerSchema');

/**
 * The timeline (GET /timeline): the dated tasks of a project (`projectId`), or of every project the user sees,
 * with the 'blocks' relations between them.
 */
export async function getTimeline(client: ApiClient, query: TimelineQuery = {}): Promise<Timeline> {
  return (
    await client.get('timeline', TimelineAnswerSchema, searchParamsOrNone({ projectId: query.projectId }))
  ).data;
}

/**
 * New start and due dates for several tasks in one change (POST /tasks/schedule): all of them or, when one may
 * not be moved, none. Answers the saved tasks.
 */
export async function scheduleTasks(client: ApiClient, payload: SchedulePayload): Promise<Task[]> {
  return (await client.post('tasks/schedule', ScheduledAnswerSchema, payload)).data;
}
