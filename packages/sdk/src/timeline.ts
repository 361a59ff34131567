import {
  apiSuccess,
  type SchedulePayload,
  type Task,
  TaskSchema,
  type Timeline,
  type TimelineQuery,
  TimelineSchema,
} from '@app/domain';
import { z } from 'zod';
import type { ApiClient } from './http';
import { searchParamsOrNone } from './search-params';

const TimelineAnswerSchema = /* @__PURE__ */ apiSuccess(TimelineSchema);
const ScheduledAnswerSchema = /* @__PURE__ */ apiSuccess(/* @__PURE__ */ z.array(TaskSchema));

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
