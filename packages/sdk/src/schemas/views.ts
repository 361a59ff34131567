// The answer schemas of views.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import { apiSuccess, SavedViewSchema } from '@app/domain';
import { z } from 'zod';

export { ApiMessageSchema } from '@app/domain';

export const SavedViewAnswerSchema = /* @__PURE__ */ apiSuccess(SavedViewSchema);
export const SavedViewListSchema = /* @__PURE__ */ apiSuccess(/* @__PURE__ */ z.array(SavedViewSchema));
