// The answer schemas of calendar-feed.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import { apiSuccess, CalendarFeedStatusSchema, CalendarFeedUrlSchema } from '@app/domain';

export { ApiMessageSchema } from '@app/domain';

export const StatusAnswerSchema = /* @__PURE__ */ apiSuccess(CalendarFeedStatusSchema);
export const UrlAnswerSchema = /* @__PURE__ */ apiSuccess(CalendarFeedUrlSchema);
