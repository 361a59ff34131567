import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  FinanceGateFormSchema,
  ForgotPasswordFormSchema,
  firstErrorByField,
  InvitationRegisterFormSchema,
  InviteEmailFormSchema,
  LoginFormSchema,
  OrganizationDetailsFormSchema,
  OrganizationRegistrationFormSchema,
  organizationAdminFormSchema,
  RegisterFormSchema,
  ResetPasswordFormSchema,
} from './auth-forms';

/** The first message per field, or {} when valid. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : firstErrorByField(result.error);
}

describe('LoginFormSchema', () => {
  it('requires both fields', () => {
    expect(errorsOf(LoginFormSchema, { email: '', password: '' })).toEqual({
      email: 'Please fill in all required fields',
      password: 'Please fill in all required fields',
    });
  });

  it('checks the email pattern', () => {
    expect(errorsOf(LoginFormSchema, { email: 'jane@acme', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('accepts and normalizes a valid login', () => {
    expect(LoginFormSchema.parse({ email: ' Jane@Acme.com ', password: 'secret', rememberMe: true })).toEqual(
      {
        email: 'jane@acme.com',
        password: 'secret',
        rememberMe: true,
      },
    );
  });
});

describe('RegisterFormSchema', () => {
  const valid = { name: 'Jane Doe', email: 'jane@acme.com', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a valid registration', () => {
    expect(errorsOf(RegisterFormSchema, valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(errorsOf(RegisterFormSchema, { name: ' ', email: '', password: '', confirmPassword: '' })).toEqual(
      {
        name: 'Please fill in all required fields',
        email: 'Please fill in all required fields',
        password: 'Please fill in all required fields',
        confirmPassword: 'Please fill in all required fields',
      },
    );
  });

  it('needs 6 characters and matching passwords, with the long messages', () => {
    expect(errorsOf(RegisterFormSchema, { ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(errorsOf(RegisterFormSchema, { ...valid, password: '123456', confirmPassword: '123456' })).toEqual(
      {},
    );
    expect(errorsOf(RegisterFormSchema, { ...valid, confirmPassword: 'other12' })).toEqual({
      confirmPassword: 'Passwords do not match. Please check and try again',
    });
  });

  it('reports the mismatch together with other missing fields', () => {
    expect(errorsOf(RegisterFormSchema, { ...valid, name: '', confirmPassword: 'other12' })).toEqual({
      name: 'Please fill in all required fields',
      confirmPassword: 'Passwords do not match. Please check and try again',
    });
  });
});

describe('OrganizationDetailsFormSchema (step 1)', () => {
  it('requires the name and the domain', () => {
    expect(errorsOf(OrganizationDetailsFormSchema, { organizationName: '', domain: '' })).toEqual({
      organizationName: 'Organization name is required',
      domain: 'Domain is required',
    });
  });

  it('refuses a malformed domain or one the check found unavailable', () => {
    expect(errorsOf(OrganizationDetailsFormSchema, { organizationName: 'Acme', domain: 'acme' })).toEqual({
      domain: 'Domain is not available or invalid',
    });
    expect(
      errorsOf(OrganizationDetailsFormSchema, {
        organizationName: 'Acme',
        domain: 'acme.com',
        domainAvailable: false,
      }),
    ).toEqual({ domain: 'Domain is not available or invalid' });
  });

  it('accepts an available domain, normalized, with an optional description', () => {
    expect(
      OrganizationDetailsFormSchema.parse({
        organizationName: 'Acme',
        domain: ' Acme.COM ',
        domainAvailable: true,
      }),
    ).toEqual({ organizationName: 'Acme', domain: 'acme.com', domainAvailable: true });
  });
});

describe('organizationAdminFormSchema (step 2)', () => {
  const schema = organizationAdminFormSchema('acme.com');
  const valid = {
    adminName: 'Jane Doe',
    adminEmail: 'jane.doe@acme.com',
    adminJobTitle: '',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('accepts a valid admin on the organization domain', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it('requires the admin fields with their messages', () => {
    expect(errorsOf(schema, { adminName: '', adminEmail: '', password: '', confirmPassword: '' })).toEqual({
      adminName: 'Admin name is required',
      adminEmail: 'Admin email is required',
      password: 'Password is required',
    });
  });

  it('needs 6 characters and matching passwords', () => {
    expect(errorsOf(schema, { ...valid, password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(schema, { ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('needs the admin email on the organization domain', () => {
    expect(errorsOf(schema, { ...valid, adminEmail: 'jane@gmail.com' })).toEqual({
      adminEmail: 'Admin email must match organization domain',
    });
    expect(errorsOf(schema, { ...valid, adminEmail: 'jane@sub.acme.com' })).toEqual({
      adminEmail: 'Admin email must match organization domain',
    });
    expect(errorsOf(schema, { ...valid, adminEmail: 'Jane@ACME.com' })).toEqual({});
  });
});

describe('OrganizationRegistrationFormSchema (both steps)', () => {
  it('checks the admin email against the domain entered in step 1', () => {
    const value = {
      organizationName: 'Acme',
      domain: 'acme.com',
      adminName: 'Jane',
      adminEmail: 'jane@other.com',
      password: 'secret1',
      confirmPassword: 'secret1',
    };
    expect(errorsOf(OrganizationRegistrationFormSchema, value)).toEqual({
      adminEmail: 'Admin email must match organization domain',
    });
    expect(errorsOf(OrganizationRegistrationFormSchema, { ...value, adminEmail: 'jane@acme.com' })).toEqual(
      {},
    );
  });
});

describe('ForgotPasswordFormSchema', () => {
  it('asks for the email when empty, then checks the pattern', () => {
    expect(errorsOf(ForgotPasswordFormSchema, { email: '' })).toEqual({
      email: 'Please enter your email address',
    });
    expect(errorsOf(ForgotPasswordFormSchema, { email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf(ForgotPasswordFormSchema, { email: 'jane@acme.com' })).toEqual({});
  });
});

describe('ResetPasswordFormSchema', () => {
  it('needs 6 characters and matching passwords', () => {
    expect(errorsOf(ResetPasswordFormSchema, { password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(ResetPasswordFormSchema, { password: '123456', confirmPassword: '654321' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(errorsOf(ResetPasswordFormSchema, { password: '123456', confirmPassword: '123456' })).toEqual({});
  });
});

describe('InvitationRegisterFormSchema', () => {
  const valid = { name: 'Sam', email: 'sam@acme.com', password: 'secret1', confirmPassword: 'secret1' };

  it('requires the name and checks the passwords', () => {
    expect(errorsOf(InvitationRegisterFormSchema, valid)).toEqual({});
    expect(errorsOf(InvitationRegisterFormSchema, { ...valid, name: '' })).toEqual({
      name: 'Name is required',
    });
    expect(
      errorsOf(InvitationRegisterFormSchema, { ...valid, password: '12345', confirmPassword: '12345' }),
    ).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(InvitationRegisterFormSchema, { ...valid, confirmPassword: 'x' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('InviteEmailFormSchema and FinanceGateFormSchema', () => {
  it('checks the invite email pattern', () => {
    expect(errorsOf(InviteEmailFormSchema, { email: 'a@b' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf(InviteEmailFormSchema, { email: 'a@b.co' })).toEqual({});
  });

  it('requires both finance gate fields', () => {
    expect(errorsOf(FinanceGateFormSchema, { username: '', password: '' })).toEqual({
      username: 'Please fill in all required fields',
      password: 'Please fill in all required fields',
    });
    expect(errorsOf(FinanceGateFormSchema, { username: 'x', password: 'y' })).toEqual({});
  });
});
