// The answer schemas of discussion.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import { apiSuccess, DiscussionMessageSchema, paginated } from '@app/domain';

export const MessageAnswerSchema = /* @__PURE__ */ apiSuccess(DiscussionMessageSchema);
export const MessagePageSchema = /* @__PURE__ */ paginated(DiscussionMessageSchema);
