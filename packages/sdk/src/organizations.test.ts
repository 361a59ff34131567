import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createApiClient } from './http';
import {
  checkDomain,
  checkDomainAvailability,
  checkSubdomain,
  errorSuggestions,
  registerOrganization,
} from './organizations';
import { createMemoryTokenStorage } from './token-storage';

// A loopback stand-in for the server (see http.test.ts): scripted answers, recorded requests.
let server: Server;
let baseUrl: string;
let seen: Array<{ method: string; url: string; body: unknown }> = [];
let answers: Record<string, [number, unknown]> = {};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const key = `${req.method} ${req.url}`;
      seen.push({ method: req.method ?? '', url: req.url ?? '', body: raw ? JSON.parse(raw) : undefined });
      const [status, body] = answers[key] ?? [404, { success: false, error: `Not found: ${key}` }];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
  answers = {};
});

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
    answers['POST /api/v1/organizations/register'] = [
      201,
      {
        success: true,
        data: { token: 'o.r.g', user: admin, organization },
        message: 'Organization registered successfully',
      },
    ];
    const tokenStorage = createMemoryTokenStorage();
    const client = createApiClient({ baseUrl, tokenStorage });
    await expect(registerOrganization(client, payload)).resolves.toEqual({
      token: 'o.r.g',
      user: admin,
      organization,
      message: 'Organization registered successfully',
    });
    expect(seen[0]?.body).toEqual(payload);
    expect(tokenStorage.get()).toBe('o.r.g');
  });

  it('exposes the suggestions of a refused registration', async () => {
    answers['POST /api/v1/organizations/register'] = [
      409,
      {
        success: false,
        error: 'An organization with this domain is already registered',
        details: { suggestions: ['initechhq.com', 'getinitech.com'] },
      },
    ];
    const client = createApiClient({ baseUrl, tokenStorage: createMemoryTokenStorage() });
    const error = await registerOrganization(client, payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('An organization with this domain is already registered');
    expect(errorSuggestions(error)).toEqual(['initechhq.com', 'getinitech.com']);
    expect(errorSuggestions(new Error('x'))).toEqual([]);
    expect(errorSuggestions(new ApiError('x', 400, { suggestions: 'nope' }))).toEqual([]);
  });
});

describe('domain checks', () => {
  const client = () => createApiClient({ baseUrl, tokenStorage: createMemoryTokenStorage() });

  it('checkDomain reads availability, the organization, suggestions and the message', async () => {
    answers['GET /api/v1/organizations/domain-check/initech.com'] = [
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
    ];
    await expect(checkDomain(client(), ' Initech.COM ')).resolves.toEqual({
      available: false,
      organization: { name: 'Initech', domain: 'initech.com', isActive: true },
      error: 'An organization with this domain is already registered',
      suggestions: ['initechhq.com'],
      message: 'An organization with this domain is already registered',
    });
  });

  it('checkDomainAvailability and checkSubdomain post the name and read available', async () => {
    answers['POST /api/v1/organizations/check-domain'] = [
      200,
      { success: true, available: true, suggestions: [] },
    ];
    answers['POST /api/v1/organizations/check-subdomain'] = [
      200,
      { success: true, available: false, suggestions: ['acme-team'] },
    ];
    await expect(checkDomainAvailability(client(), 'acme.com')).resolves.toEqual({
      available: true,
      suggestions: [],
    });
    await expect(checkSubdomain(client(), 'acme')).resolves.toEqual({
      available: false,
      suggestions: ['acme-team'],
    });
    expect(seen.map((request) => request.body)).toEqual([{ domain: 'acme.com' }, { subdomain: 'acme' }]);
  });

  it('turns a refused check into an ApiError with the server message', async () => {
    answers['POST /api/v1/organizations/check-domain'] = [
      400,
      { success: false, error: 'Invalid request: body.domain: Domain is not available or invalid' },
    ];
    await expect(checkDomainAvailability(client(), 'nodot')).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('Domain is not available or invalid'),
    });
  });
});
