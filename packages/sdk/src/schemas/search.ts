// The answer schemas of search.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import { apiSuccess, SearchAnswerSchema } from '@app/domain';

export const SearchResponseSchema = /* @__PURE__ */ apiSuccess(SearchAnswerSchema);
