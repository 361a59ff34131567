import { describe, expect, it } from 'vitest';
import {
  ChangePasswordFormSchema,
  ForgotPasswordFormSchema,
  INVITATION_AUTH_FORM_SCHEMAS,
  InvitationLoginFormSchema,
  InvitationRegisterFormSchema,
  LoginFormSchema,
  OrganizationDetailsFormSchema,
  organizationAdminFormSchema,
  RegisterFormSchema,
  ResetPasswordFormSchema,
} from './auth-forms';
import { VALIDATION_MESSAGES as M } from './auth-messages';
import { formErrors } from './forms';
import { ProfileDetailsFormSchema, USER_LIMITS } from './user';

// The form rules of spec section 5, defined once (zod, in auth-forms.ts) with the catalogue's messages, as the
// forms see them through formErrors: one message per field, {} when valid.
describe('the forms’ rules', () => {
  it('login: both fields required, then the email pattern', () => {
    expect(formErrors(LoginFormSchema, { email: '', password: '' })).toEqual({
      email: M.requiredFields,
      password: M.requiredFields,
    });
    expect(formErrors(LoginFormSchema, { email: 'nope', password: 'x' })).toEqual({ email: M.invalidEmail });
    expect(
      formErrors(LoginFormSchema, { email: ' ann@example.com ', password: 'x', rememberMe: true }),
    ).toEqual({});
  });

  it('registration: every field, 6 characters and matching passwords with the long messages', () => {
    expect(
      formErrors(RegisterFormSchema, { name: '', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      name: M.requiredFields,
      email: M.requiredFields,
      password: M.requiredFields,
      confirmPassword: M.requiredFields,
    });
    const short = { name: 'Ann', email: 'ann@example.com', password: 'abc', confirmPassword: 'abd' };
    expect(formErrors(RegisterFormSchema, short)).toEqual({
      password: M.passwordTooShortLong,
      confirmPassword: M.passwordsDoNotMatchLong,
    });
  });

  it('organization step 1: the name and a well-formed domain', () => {
    expect(formErrors(OrganizationDetailsFormSchema, { organizationName: '', domain: '' })).toEqual({
      organizationName: M.organizationNameRequired,
      domain: M.domainRequired,
    });
    expect(formErrors(OrganizationDetailsFormSchema, { organizationName: 'Acme', domain: 'acme' })).toEqual({
      domain: M.domainUnavailable,
    });
  });

  it('organization step 2: the admin email on the organization’s domain', () => {
    const admin = {
      adminName: 'Jane',
      adminEmail: 'jane@other.com',
      adminJobTitle: '',
      password: 'secret1',
      confirmPassword: 'x',
    };
    expect(formErrors(organizationAdminFormSchema('acme.com'), admin)).toEqual({
      adminEmail: M.adminEmailDomainMismatch,
      confirmPassword: M.passwordsDoNotMatch,
    });
    expect(
      formErrors(organizationAdminFormSchema('acme.com'), {
        ...admin,
        adminEmail: 'jane@acme.com',
        confirmPassword: 'secret1',
      }),
    ).toEqual({});
    expect(
      formErrors(organizationAdminFormSchema('acme.com'), {
        ...admin,
        adminName: ' ',
        adminEmail: '',
        password: '',
        confirmPassword: '',
      }),
    ).toEqual({
      adminName: M.adminNameRequired,
      adminEmail: M.adminEmailRequired,
      password: M.passwordRequired,
    });
  });

  it('forgot and reset password', () => {
    expect(formErrors(ForgotPasswordFormSchema, { email: '' })).toEqual({ email: M.emailRequired });
    expect(formErrors(ResetPasswordFormSchema, { password: 'abc', confirmPassword: '' })).toEqual({
      password: M.passwordTooShort,
      confirmPassword: M.passwordsDoNotMatch,
    });
    // Nothing typed yet: the password is missing, and the two empty fields do not disagree.
    expect(formErrors(ResetPasswordFormSchema, { password: '', confirmPassword: '' })).toEqual({
      password: M.passwordRequired,
    });
  });

  it('joining by invitation', () => {
    expect(
      formErrors(InvitationRegisterFormSchema, {
        name: '',
        email: 'ann@example.com',
        password: 'abc',
        confirmPassword: 'abc',
      }),
    ).toEqual({ name: M.nameRequired, password: M.passwordTooShort });
    expect(formErrors(InvitationLoginFormSchema, { email: 'ann@example.com', password: '' })).toEqual({
      password: M.passwordRequired,
    });
  });

  it('accepting an invitation signed out: the password to sign in; name, 6+ matching characters to register', () => {
    const empty = { name: '', password: '', confirmPassword: '' };
    expect(formErrors(INVITATION_AUTH_FORM_SCHEMAS.login, empty)).toEqual({ password: M.requiredFields });
    expect(formErrors(INVITATION_AUTH_FORM_SCHEMAS.register, empty)).toEqual({
      name: M.nameRequired,
      password: M.passwordTooShortLong,
    });
    expect(
      formErrors(INVITATION_AUTH_FORM_SCHEMAS.register, {
        name: 'Ann',
        password: 'secret1',
        confirmPassword: 'x',
      }),
    ).toEqual({ confirmPassword: M.passwordsDoNotMatchLong });
  });

  it('change password: the current one, then the password rule and the confirmation', () => {
    expect(
      formErrors(ChangePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: 'x' }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: M.passwordRequired,
      confirmPassword: M.passwordsDoNotMatch,
    });
    expect(
      formErrors(ChangePasswordFormSchema, {
        currentPassword: 'old',
        newPassword: 'abc',
        confirmPassword: 'abc',
      }),
    ).toEqual({ newPassword: M.passwordTooShort });
    expect(
      formErrors(ChangePasswordFormSchema, {
        currentPassword: 'old',
        newPassword: 'secret1',
        confirmPassword: 'secret1',
      }),
    ).toEqual({});
  });

  it('profile details: a name, and both texts within the limits the server enforces', () => {
    expect(formErrors(ProfileDetailsFormSchema, { name: '   ', jobTitle: '' })).toEqual({
      name: M.nameRequired,
    });
    expect(
      formErrors(ProfileDetailsFormSchema, {
        name: 'n'.repeat(USER_LIMITS.nameMax + 1),
        jobTitle: 'j'.repeat(USER_LIMITS.jobTitleMax + 1),
      }),
    ).toEqual({
      name: 'Name must be at most 200 characters',
      jobTitle: 'Job title must be at most 200 characters',
    });
    expect(formErrors(ProfileDetailsFormSchema, { name: ` ${'n'.repeat(200)} `, jobTitle: '' })).toEqual({});
  });
});
