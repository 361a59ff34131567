import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  checkDomain,
  checkDomainAvailability,
  checkSubdomain,
  errorSuggestions,
  registerOrganization,
} from './organizations';
import { createFakeApi, fakeClient } from './test-support';
import { createMemoryTokenStorage } from './token-storage';

const api = createFakeApi();

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

const id = (n: number) => String(n).padStart(24, '0');
const organization = {
  _id: id(1),
  name: 'Initech',
  domain: 'initech.com',
  isActive: true,
  subscriptionTier: 'free',
};
const admin = {
  _id: id(2),
  name: 'Bill',
  email: 'bill@initech.com',
  accountType: 'organization',
  orgRole: 'org_admin',
  isOrgAdmin: true,
  organizationId: id(1),
  createdAt: '2026-01-01T00:00:00.000Z',
};
const payload = {
  organizationName: 'Initech',
  domain: 'initech.com',
  adminName: 'Bill',
  adminEmail: 'bill@initech.com',
  adminPassword: 'secret1',
};

describe('organization registration', () => {
  it('posts the payload, stores the token and returns token, user, organization and message', async () => {
    api.on('POST /organizations/register', [
      201,
      {
        success: true,
        data: { token: 'o.r.g', user: admin, organization },
        message: 'Organization registered successfully',
      },
    ]);
    const tokenStorage = createMemoryTokenStorage();
    const client = fakeClient(api, tokenStorage);
    await expect(registerOrganization(client, payload)).resolves.toEqual({
      token: 'o.r.g',
      user: admin,
      organization,
      message: 'Organization registered successfully',
    });
    expect(api.seen[0]?.json).toEqual(payload);
    expect(tokenStorage.get()).toBe('o.r.g');
  });

  it('exposes the suggestions of a refused registration', async () => {
    api.on('POST /organizations/register', [
      409,
      {
        success: false,
        error: 'An organization with this domain is already registered',
        details: { suggestions: ['initechhq.com', 'getinitech.com'] },
      },
    ]);
    const client = fakeClient(api, createMemoryTokenStorage());
    const error = await registerOrganization(client, payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('An organization with this domain is already registered');
    expect(errorSuggestions(error)).toEqual(['initechhq.com', 'getinitech.com']);
    expect(errorSuggestions(new Error('x'))).toEqual([]);
    expect(errorSuggestions(new ApiError('x', 400, { suggestions: 'nope' }))).toEqual([]);
  });
});

describe('domain checks', () => {
  const client = () => fakeClient(api, createMemoryTokenStorage());

  it('checkDomain reads availability, the organization, suggestions and the message', async () => {
    api.on('GET /organizations/domain-check/initech.com', [
      200,
      {
        success: true,
        message: 'An organization with this domain is already registered',
        suggestions: ['initechhq.com'],
        data: {
          available: false,
          organization: { name: 'Initech', domain: 'initech.com', isActive: true },
          error: 'An organization with this domain is already registered',
          suggestions: ['initechhq.com'],
        },
      },
    ]);
    await expect(checkDomain(client(), ' Initech.COM ')).resolves.toEqual({
      available: false,
      organization: { name: 'Initech', domain: 'initech.com', isActive: true },
      error: 'An organization with this domain is already registered',
      suggestions: ['initechhq.com'],
      message: 'An organization with this domain is already registered',
    });
  });

  it('checkDomainAvailability and checkSubdomain post the name and read available', async () => {
    api.on('POST /organizations/check-domain', [200, { success: true, available: true, suggestions: [] }]);
    api.on('POST /organizations/check-subdomain', [
      200,
      { success: true, available: false, suggestions: ['acme-team'] },
    ]);
    await expect(checkDomainAvailability(client(), 'acme.com')).resolves.toEqual({
      available: true,
      suggestions: [],
    });
    await expect(checkSubdomain(client(), 'acme')).resolves.toEqual({
      available: false,
      suggestions: ['acme-team'],
    });
    expect(api.seen.map((request) => request.json)).toEqual([{ domain: 'acme.com' }, { subdomain: 'acme' }]);
  });

  it('turns a refused check into an ApiError with the server message', async () => {
    api.on('POST /organizations/check-domain', [
      400,
      { success: false, error: 'Invalid request: body.domain: Domain is not available or invalid' },
    ]);
    await expect(checkDomainAvailability(client(), 'nodot')).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('Domain is not available or invalid'),
    });
  });
});
