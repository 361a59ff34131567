// The answer schemas of attachments.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import { AttachmentSchema, apiSuccess } from '@app/domain';
import { z } from 'zod';

export { ApiMessageSchema } from '@app/domain';

export const AttachmentAnswerSchema = /* @__PURE__ */ apiSuccess(AttachmentSchema);
export const AttachmentListSchema = /* @__PURE__ */ apiSuccess(/* @__PURE__ */ z.array(AttachmentSchema));
