// The answer schemas of tasks.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import {
  apiSuccess,
  CommentSchema,
  paginated,
  TaskDescriptionVersionSchema,
  TaskRelationSchema,
  TaskSchema,
} from '@app/domain';
import { z } from 'zod';

export { ApiMessageSchema } from '@app/domain';

export const TaskAnswerSchema = /* @__PURE__ */ apiSuccess(TaskSchema);
export const TaskPageSchema = /* @__PURE__ */ paginated(TaskSchema);
export const CommentAnswerSchema = /* @__PURE__ */ apiSuccess(CommentSchema);
export const CommentPageSchema = /* @__PURE__ */ paginated(CommentSchema);
export const TaskListAnswerSchema = /* @__PURE__ */ apiSuccess(/* @__PURE__ */ z.array(TaskSchema));
export const RelationAnswerSchema = /* @__PURE__ */ apiSuccess(TaskRelationSchema);
export const RelationListSchema = /* @__PURE__ */ apiSuccess(/* @__PURE__ */ z.array(TaskRelationSchema));
export const DescriptionHistorySchema = /* @__PURE__ */ apiSuccess(
  /* @__PURE__ */ z.array(TaskDescriptionVersionSchema),
);
