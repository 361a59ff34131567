// The answer schemas of timeline.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import { apiSuccess, TaskSchema, TimelineSchema } from '@app/domain';
import { z } from 'zod';

export const TimelineAnswerSchema = /* @__PURE__ */ apiSuccess(TimelineSchema);
export const ScheduledAnswerSchema = /* @__PURE__ */ apiSuccess(/* @__PURE__ */ z.array(TaskSchema));
