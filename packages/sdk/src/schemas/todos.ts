// The answer schemas of todos.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import { apiSuccess, paginated, TodoSchema } from '@app/domain';

export { ApiMessageSchema } from '@app/domain';

export const TodoAnswerSchema = /* @__PURE__ */ apiSuccess(TodoSchema);
export const TodoPageSchema = /* @__PURE__ */ paginated(TodoSchema);
