// The auth forms' schemas (@app/domain, zod) and the adapter that checks values with them, in a module of their
// own so that lazyValidation.ts can load them after the form has painted: neither is part of the sign-in
// screen's first download (bench/bundle-size.mjs).
export {
  ForgotPasswordFormSchema,
  formErrors,
  InvitationLoginFormSchema,
  InvitationRegisterFormSchema,
  LoginFormSchema,
  OrganizationDetailsFormSchema,
  organizationAdminFormSchema,
  RegisterFormSchema,
  ResetPasswordFormSchema,
} from '@app/domain';
