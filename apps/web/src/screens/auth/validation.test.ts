import { VALIDATION_MESSAGES as M } from '@app/domain';
import { validateYupSchema, yupToFormErrors } from 'formik';
import { describe, expect, it } from 'vitest';
import {
  financeGateSchema,
  forgotPasswordSchema,
  invitationLoginSchema,
  invitationRegisterSchema,
  inviteEmailSchema,
  loginSchema,
  organizationAdminSchema,
  organizationDetailsSchema,
  registerSchema,
  resetPasswordSchema,
} from './validation';

type Schema = Parameters<typeof validateYupSchema>[1];

/** The errors formik shows for `values`: one message per field, {} when valid. */
async function errorsOf(schema: Schema, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

// The form rules of spec section 5, defined once (yup, in validation.ts) with the catalogue's messages.
describe('the auth forms’ rules', () => {
  it('login: both fields required, then the email pattern', async () => {
    expect(await errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: M.requiredFields,
      password: M.requiredFields,
    });
    expect(await errorsOf(loginSchema, { email: 'nope', password: 'x' })).toEqual({ email: M.invalidEmail });
    expect(await errorsOf(loginSchema, { email: ' ann@example.com ', password: 'x' })).toEqual({});
  });

  it('registration: every field, 6 characters and matching passwords with the long messages', async () => {
    expect(
      await errorsOf(registerSchema, { name: '', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      name: M.requiredFields,
      email: M.requiredFields,
      password: M.requiredFields,
      confirmPassword: M.requiredFields,
    });
    const short = { name: 'Ann', email: 'ann@example.com', password: 'abc', confirmPassword: 'abd' };
    expect(await errorsOf(registerSchema, short)).toEqual({
      password: M.passwordTooShortLong,
      confirmPassword: M.passwordsDoNotMatchLong,
    });
  });

  it('organization step 1: the name and a well-formed domain', async () => {
    expect(await errorsOf(organizationDetailsSchema, { organizationName: '', domain: '' })).toEqual({
      organizationName: M.organizationNameRequired,
      domain: M.domainRequired,
    });
    expect(await errorsOf(organizationDetailsSchema, { organizationName: 'Acme', domain: 'acme' })).toEqual({
      domain: M.domainUnavailable,
    });
  });

  it('organization step 2: the admin email on the organization’s domain', async () => {
    const admin = {
      adminName: 'Jane',
      adminEmail: 'jane@other.com',
      password: 'secret1',
      confirmPassword: 'x',
    };
    expect(await errorsOf(organizationAdminSchema('acme.com'), admin)).toEqual({
      adminEmail: M.adminEmailDomainMismatch,
      confirmPassword: M.passwordsDoNotMatch,
    });
    expect(
      await errorsOf(organizationAdminSchema('acme.com'), {
        ...admin,
        adminEmail: 'jane@acme.com',
        confirmPassword: 'secret1',
      }),
    ).toEqual({});
  });

  it('forgot and reset password', async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: M.emailRequired });
    expect(await errorsOf(resetPasswordSchema, { password: 'abc', confirmPassword: '' })).toEqual({
      password: M.passwordTooShort,
      confirmPassword: M.passwordsDoNotMatch,
    });
    // Nothing typed yet: the password is missing, and the two empty fields do not disagree.
    expect(await errorsOf(resetPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: M.passwordRequired,
    });
  });

  it('invitations and the finance gate', async () => {
    expect(
      await errorsOf(invitationRegisterSchema, {
        name: '',
        email: 'ann@example.com',
        password: 'abc',
        confirmPassword: 'abc',
      }),
    ).toEqual({ name: M.nameRequired, password: M.passwordTooShort });
    expect(await errorsOf(invitationLoginSchema, { email: 'ann@example.com', password: '' })).toEqual({
      password: M.passwordRequired,
    });
    expect(await errorsOf(inviteEmailSchema, { email: 'ann' })).toEqual({ email: M.invalidEmail });
    expect(await errorsOf(financeGateSchema, { username: ' ', password: '' })).toEqual({
      username: M.requiredFields,
      password: M.requiredFields,
    });
  });
});
