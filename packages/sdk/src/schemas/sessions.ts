// The answer schemas of the session and security-policy calls, loaded with the first such call (see
// `lazySchema` in http.ts).
import { ApiMessageSchema, apiSuccess, SecurityPolicyViewSchema, UserSessionSchema } from '@app/domain';
import { z } from 'zod';

export { ApiMessageSchema };
export const UserSessionsAnswerSchema = apiSuccess(z.array(UserSessionSchema));
export const SecurityPolicyAnswerSchema = apiSuccess(SecurityPolicyViewSchema);
export const SessionsEndedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ended: z.number().int(),
});
