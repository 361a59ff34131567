// The answer schemas of the platform console, system users and the multi-organization dashboard.
// Loaded with the first of those calls (see `lazySchema`), so no other screen brings them.
import {
  AdminUserAnswerSchema,
  AdminUserPageSchema,
  apiSuccess,
  EnterpriseOverviewAnswerSchema,
  OrganizationAnswerSchema,
  PlatformFiguresAnswerSchema,
  UserSchema,
} from '@app/domain';

export const UserAnswerSchema = apiSuccess(UserSchema);

export {
  AdminUserAnswerSchema,
  AdminUserPageSchema,
  EnterpriseOverviewAnswerSchema,
  OrganizationAnswerSchema,
  PlatformFiguresAnswerSchema,
};
