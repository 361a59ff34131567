// The answer schemas of watchers.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import { apiSuccess, TaskWatchersSchema } from '@app/domain';

export const WatchersAnswerSchema = /* @__PURE__ */ apiSuccess(TaskWatchersSchema);
