// The answer schemas of the account calls (sign-in, registration, profile, organization sign-up). They are
// loaded on demand by those calls (see `lazySchema` in http.ts), so the sign-in and sign-up screens can paint
// before zod and the schemas arrive; the import starts with the request and is done long before its answer.
import {
  ApiMessageSchema,
  AuthAnswerSchema,
  AvailabilityAnswerSchema,
  apiSuccess,
  DomainCheckAnswerSchema,
  GoogleAuthUrlSchema,
  OrganizationRegistrationAnswerSchema,
  OrganizationSchema,
  RegisterAnswerSchema,
  SessionInfoSchema,
  UserSchema,
} from '@app/domain';
import { z } from 'zod';

export {
  ApiMessageSchema,
  AuthAnswerSchema,
  AvailabilityAnswerSchema,
  DomainCheckAnswerSchema,
  GoogleAuthUrlSchema,
  OrganizationRegistrationAnswerSchema,
  RegisterAnswerSchema,
};

export const UserAnswerSchema = apiSuccess(UserSchema);
export const SessionAnswerSchema = apiSuccess(SessionInfoSchema);
export const PasswordChangedSchema = ApiMessageSchema.extend({ token: z.string().min(1) });
export const CurrentOrganizationAnswerSchema = apiSuccess(OrganizationSchema);
