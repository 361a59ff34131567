import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieHeader, registerUser, uniqueEmail } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { GOOGLE_MESSAGES } from './google';

// A real OpenID Connect provider on loopback. Its ID tokens carry whatever `claims` holds at the time.
const APP_ORIGIN = 'http://localhost:5173';
const CLIENT_ID = 'taskflow-test-client';
let provider: OAuth2Server;
let claims: Record<string, unknown> = {};
let t: TestApp;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims);
  });
  t = await createTestApp({
    env: {
      APP_ORIGIN,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'test-client-secret',
      GOOGLE_ISSUER: provider.issuer.url ?? '',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});
beforeEach(() => {
  claims = {};
});

interface FlowResult {
  callback: LightMyRequestResponse;
  location: URL;
}

/**
 * The browser's part, step by step: ask our API for the URL (it sets the state cookie), follow the provider's
 * redirect back by hand, and hand our callback the query and the cookie. `tamper` may change the callback URL.
 */
async function signInFlow(
  options: { tamper?: (url: URL) => void; dropStateCookie?: boolean } = {},
): Promise<FlowResult> {
  const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
  expect(start.statusCode, start.body).toBe(200);
  const { url } = start.json() as { url: string };
  const authorize = new URL(url);
  expect(authorize.origin).toBe(new URL(provider.issuer.url ?? '').origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/api/v1/auth/google/callback`);
  const stateCookie = start.cookies.find((cookie) => cookie.name === 'oidc_state');
  expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth/google' });

  const atProvider = await fetch(url, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location') ?? '');
  options.tamper?.(back);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: options.dropStateCookie ? {} : { cookie: cookieHeader(start) },
  });
  expect(callback.statusCode).toBe(302);
  return { callback, location: new URL(callback.headers.location as string) };
}

async function meWith(callback: LightMyRequestResponse, token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${token}`, cookie: cookieHeader(callback) },
  });
}

describe('Google sign-in (OpenID Connect, code flow with PKCE, state and nonce)', () => {
  it('creates an account on first sign-in, finds it again by issuer + subject, and binds the session', async () => {
    const email = uniqueEmail('gina');
    claims = { sub: 'google-subject-1', email, email_verified: true, name: 'Gina Google' };
    const first = await signInFlow();
    expect(first.location.origin + first.location.pathname).toBe(`${APP_ORIGIN}/auth/callback`);
    expect(first.location.searchParams.get('type')).toBe('google');
    const token = first.location.searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    const me = await meWith(first.callback, token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email, name: 'Gina Google', accountType: 'individual' });
    // The token alone, without the fingerprint cookie set by the callback, is refused.
    const bare = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bare.statusCode).toBe(401);

    // Same subject, a changed email at the provider: still the same account.
    claims = { sub: 'google-subject-1', email: uniqueEmail('renamed'), email_verified: true };
    const again = await signInFlow();
    const secondMe = await meWith(again.callback, again.location.searchParams.get('token') ?? '');
    expect(secondMe.json().data._id).toBe(me.json().data._id);
  });

  it('links an existing account when the provider has verified the email', async () => {
    const existing = await registerUser(t.app, { name: 'Password Person' });
    claims = { sub: 'google-subject-2', email: existing.user.email, email_verified: true };
    const flow = await signInFlow();
    const me = await meWith(flow.callback, flow.location.searchParams.get('token') ?? '');
    expect(me.json().data._id).toBe(existing.user._id);
  });

  it('refuses an unverified email that matches an existing account, and never takes it over', async () => {
    const existing = await registerUser(t.app);
    claims = { sub: 'google-attacker', email: existing.user.email, email_verified: false };
    const flow = await signInFlow();
    expect(flow.location.pathname).toBe('/auth/callback');
    expect(flow.location.searchParams.get('token')).toBeNull();
    expect(flow.location.searchParams.get('error')).toBe(GOOGLE_MESSAGES.unverifiedEmail);
    // Nothing was linked: the same provider account still cannot get in once verified under another email.
    claims = { sub: 'google-attacker', email: uniqueEmail('attacker'), email_verified: true };
    const later = await signInFlow();
    const me = await meWith(later.callback, later.location.searchParams.get('token') ?? '');
    expect(me.json().data._id).not.toBe(existing.user._id);
  });

  it('refuses a callback whose state does not match, or that lacks the state cookie', async () => {
    claims = { sub: 'google-subject-3', email: uniqueEmail(), email_verified: true };
    const mismatch = await signInFlow({ tamper: (url) => url.searchParams.set('state', 'forged-state') });
    expect(mismatch.location.searchParams.get('error')).toBe(GOOGLE_MESSAGES.stateMismatch);
    expect(mismatch.location.searchParams.get('token')).toBeNull();

    const noCookie = await signInFlow({ dropStateCookie: true });
    expect(noCookie.location.searchParams.get('error')).toBe(GOOGLE_MESSAGES.stateMismatch);
  });

  it('refuses a forged authorization code and a provider error, sending the browser back with a message', async () => {
    claims = { sub: 'google-subject-4', email: uniqueEmail(), email_verified: true };
    const forged = await signInFlow({ tamper: (url) => url.searchParams.set('code', 'forged-code') });
    expect(forged.location.searchParams.get('error')).toBe(GOOGLE_MESSAGES.failed);

    const denied = await signInFlow({
      tamper: (url) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', 'access_denied');
      },
    });
    expect(denied.location.searchParams.get('error')).toBe(GOOGLE_MESSAGES.cancelled);
  });

  it('refuses a state cookie that was changed', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
    const state = new URL((start.json() as { url: string }).url).searchParams.get('state') ?? '';
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/google/callback?code=abc&state=${state}`,
      headers: { cookie: `oidc_state=${cookieHeader(start).split('=')[1]?.slice(0, -4)}AAAA` },
    });
    expect(new URL(callback.headers.location as string).searchParams.get('error')).toBe(
      GOOGLE_MESSAGES.stateMismatch,
    );
  });
});
