// The answer schemas of workflows.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import { apiSuccess, WorkflowSchema } from '@app/domain';

export const WorkflowAnswerSchema = /* @__PURE__ */ apiSuccess(WorkflowSchema);
