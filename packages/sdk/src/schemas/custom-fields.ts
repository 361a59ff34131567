// The answer schemas of custom-fields.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import { apiSuccess, CustomFieldSchema, TaskTableViewSchema } from '@app/domain';
import { z } from 'zod';

export { ApiMessageSchema } from '@app/domain';

export const FieldAnswerSchema = /* @__PURE__ */ apiSuccess(CustomFieldSchema);
export const FieldListSchema = /* @__PURE__ */ apiSuccess(/* @__PURE__ */ z.array(CustomFieldSchema));
export const TableViewAnswerSchema = /* @__PURE__ */ apiSuccess(TaskTableViewSchema);
