// The answer schemas of labels.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import { apiSuccess, LabelSchema } from '@app/domain';
import { z } from 'zod';

export { ApiMessageSchema } from '@app/domain';

export const LabelAnswerSchema = /* @__PURE__ */ apiSuccess(LabelSchema);
export const LabelListSchema = /* @__PURE__ */ apiSuccess(/* @__PURE__ */ z.array(LabelSchema));
