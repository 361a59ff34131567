import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import { cookieHeader, registerUser, TEST_PASSWORD } from '../../test/auth';
import { followVerificationLink, verificationTokenFor } from '../../test/email-verification';
import { createTestApp, type TestApp } from '../../test/helpers';
import { ORGANIZATION_SERVER_MESSAGES, TRIAL_DAYS } from './organizations.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const registration = (overrides: Record<string, unknown> = {}) => ({
  organizationName: 'Initech',
  domain: 'initech.test',
  description: 'Software for banks',
  adminName: 'Bill Lumbergh',
  adminEmail: 'bill@initech.test',
  adminPassword: TEST_PASSWORD,
  adminJobTitle: 'Vice President',
  ...overrides,
});

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/organizations/register', payload: payload as object });

describe('POST /organizations/register', () => {
  it('creates the organization and its org_admin, answers { success, data: { token, user, organization }, message }', async () => {
    const response = await register(
      registration({
        subscriptionTier: 'enterprise',
        isActive: false,
        orgRole: 'member',
        platformRole: 'super_admin',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: ORGANIZATION_SERVER_MESSAGES.registered,
      data: {
        token: expect.any(String),
        user: {
          name: 'Bill Lumbergh',
          email: 'bill@initech.test',
          orgRole: 'org_admin',
          isOrgAdmin: true,
          accountType: 'organization',
          jobTitle: 'Vice President',
          platformRole: null,
        },
        organization: {
          name: 'Initech',
          domain: 'initech.test',
          subdomain: 'initech',
          description: 'Software for banks',
          isActive: true,
          subscriptionTier: 'free',
        },
      },
    });
    const { user, organization, token } = body.data;
    expect(user.organizationId).toBe(organization._id);
    const trialDays = (Date.parse(organization.trialEndsAt) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(TRIAL_DAYS - 1);
    expect(trialDays).toBeLessThanOrEqual(TRIAL_DAYS);
    expect(response.body).not.toMatch(/passwordHash|\$argon2|billing/);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}`, cookie: cookieHeader(response) },
    });
    expect(me.json().data).toMatchObject({ _id: user._id, orgRole: 'org_admin' });
  });

  it('refuses a taken domain (with free alternatives) and an email already registered', async () => {
    const taken = await register(registration({ domain: 'INITECH.test', adminEmail: 'peter@initech.test' }));
    expect(taken.statusCode).toBe(409);
    const body = taken.json();
    expect(body.error).toBe(ORGANIZATION_SERVER_MESSAGES.domainTaken);
    expect(body.details.suggestions.length).toBeGreaterThan(0);
    expect(body.details.suggestions).not.toContain('initech.test');

    const person = await registerUser(t.app, { email: 'milton@initrode.test' });
    const emailTaken = await register(
      registration({ domain: 'initrode.test', adminEmail: person.user.email.toUpperCase() }),
    );
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json().error).toContain('already registered');
  });

  it('answers bad input with a 400 and the spec message', async () => {
    const cases: Array<[unknown, string]> = [
      [
        registration({ adminEmail: 'bill@elsewhere.test', domain: 'newco.test' }),
        'Admin email must match organization domain',
      ],
      [registration({ organizationName: '' }), 'Organization name is required'],
      [registration({ domain: '' }), 'Domain is required'],
      [registration({ domain: 'not a domain' }), 'Domain is not available or invalid'],
      [registration({ adminName: ' ' }), 'Admin name is required'],
      [registration({ adminEmail: '' }), 'Admin email is required'],
      [registration({ adminPassword: '' }), 'Password is required'],
      [registration({ adminPassword: '12345' }), 'Password must be at least 6 characters'],
      [
        registration({ domain: 'long.test', adminEmail: 'a@long.test', organizationName: 'o'.repeat(300) }),
        'at most 200',
      ],
      [{}, 'Invalid request'],
      [[1, 2], 'Invalid request'],
    ];
    for (const [payload, text] of cases) {
      const response = await register(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error).toContain(text);
    }
  });
});

describe('domain and subdomain checks', () => {
  beforeAll(async () => {
    await t.database.db.insert(organizations).values([
      { name: 'Globex', domain: 'globex.test', subdomain: 'globex' },
      { name: 'Globex HQ', domain: 'globexhq.test', subdomain: 'globex-team', isActive: false },
    ]);
  });

  it('GET /organizations/domain-check/{domain}: success, message, suggestions, data.available, data.organization', async () => {
    const free = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizations/domain-check/umbrella.test',
    });
    expect(free.json()).toEqual({
      success: true,
      message: ORGANIZATION_SERVER_MESSAGES.domainAvailable,
      suggestions: [],
      data: { available: true, organization: null, suggestions: [] },
    });

    const taken = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizations/domain-check/GLOBEX.test',
    });
    const body = taken.json();
    expect(body).toMatchObject({
      success: true,
      message: ORGANIZATION_SERVER_MESSAGES.domainTaken,
      data: {
        available: false,
        organization: { name: 'Globex', domain: 'globex.test', isActive: true },
        error: ORGANIZATION_SERVER_MESSAGES.domainTaken,
      },
    });
    // Suggestions are free: globexhq.test is taken, so it is not offered.
    expect(body.suggestions).toEqual(body.data.suggestions);
    expect(body.suggestions).toHaveLength(3);
    expect(body.suggestions).not.toContain('globexhq.test');
  });

  it('answers an invalid or hostile domain in the path with available: false and a message, never a 500', async () => {
    for (const domain of [
      'nodot',
      'a',
      '..%2F..%2Fetc%2Fpasswd',
      '%3Cscript%3E.test',
      "x'%20OR%201=1--",
      'é.test',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/organizations/domain-check/${domain}`,
      });
      expect(response.statusCode, domain).toBe(200);
      expect(response.json().data).toMatchObject({
        available: false,
        error: ORGANIZATION_SERVER_MESSAGES.domainInvalid,
      });
    }
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/domain-check/${'a'.repeat(300)}.test`,
    });
    // Longer than any domain: refused before routing (URI too long), in the one error shape.
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
    expect(tooLong.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it('POST /organizations/check-domain answers available (and suggestions) at the top level', async () => {
    const check = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v1/organizations/check-domain', payload: payload as object });
    expect((await check({ domain: 'umbrella.test' })).json()).toEqual({
      success: true,
      available: true,
      suggestions: [],
    });
    const taken = (await check({ domain: 'globex.test' })).json();
    expect(taken).toMatchObject({ success: true, available: false });
    expect(taken.suggestions.length).toBeGreaterThan(0);
    const invalid = await check({ domain: 'nodot' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toContain('Domain is not available or invalid');
    expect((await check({})).statusCode).toBe(400);
    expect((await check({ domain: 42 })).statusCode).toBe(400);
  });

  it('POST /organizations/check-subdomain: taken, reserved and free names', async () => {
    const check = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/organizations/check-subdomain',
        payload: payload as object,
      });
    expect((await check({ subdomain: 'Umbrella' })).json()).toEqual({
      success: true,
      available: true,
      suggestions: [],
    });
    const taken = (await check({ subdomain: 'globex' })).json();
    expect(taken).toMatchObject({ success: true, available: false });
    expect(taken.suggestions).not.toContain('globex-team');
    expect((await check({ subdomain: 'admin' })).json()).toMatchObject({ available: false });
    expect((await check({ subdomain: 'bad_name!' })).statusCode).toBe(400);
    expect((await check({ subdomain: '-x' })).statusCode).toBe(400);
  });
});

describe('individual registration on an organization domain', () => {
  it('joins the active organization that owns the email domain once the mailed link is followed', async () => {
    const [org] = await t.database.db
      .insert(organizations)
      .values({ name: 'Hooli', domain: 'hooli.test' })
      .returning();
    const pending = await registerUser(t.app, { email: 'gavin@HOOLI.test' });
    expect(pending.user).toMatchObject({
      accountType: 'individual',
      organizationId: null,
      isOrgAdmin: false,
    });
    const verified = await followVerificationLink(
      t.app,
      await verificationTokenFor(t.app, 'gavin@HOOLI.test'),
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: pending.headers });
    expect(me.json().data).toMatchObject({
      accountType: 'organization',
      organizationId: org?.id,
      orgRole: 'member',
      isOrgAdmin: false,
      role: 'user',
    });
    const check = await t.app.inject({ method: 'GET', url: '/api/v1/organizations/domain-check/hooli.test' });
    expect(check.json().data.organization).toEqual({ name: 'Hooli', domain: 'hooli.test', isActive: true });

    // An inactive organization takes nobody in.
    await t.database.db
      .insert(organizations)
      .values({ name: 'Pied Piper', domain: 'piedpiper.test', isActive: false });
    const outsider = await registerUser(t.app, { email: 'richard@piedpiper.test' });
    expect(outsider.user).toMatchObject({ accountType: 'individual', organizationId: null });
  });
});

describe('GET /organizations/current', () => {
  it("answers the signed-in member's own organization, with its branding", async () => {
    const created = await register(
      registration({
        organizationName: 'Raviga',
        domain: 'raviga-current.test',
        adminEmail: 'laurie@raviga-current.test',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { token } = created.json().data as { token: string };
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizations/current',
      headers: { authorization: `Bearer ${token}`, cookie: cookieHeader(created) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { name: 'Raviga', domain: 'raviga-current.test', branding: expect.any(Object) },
    });
  });

  it('answers 404 for an individual, and 401 without a session', async () => {
    const individual = await registerUser(t.app);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizations/current',
      headers: individual.headers,
    });
    expect(own.statusCode).toBe(404);
    expect(own.json()).toEqual({ success: false, error: 'You do not belong to an organization' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/organizations/current' });
    expect(anonymous.statusCode).toBe(401);
  });
});
