import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  csrfTokenFor,
  deriveKey,
  isCsrfTokenOf,
  SESSION_TOKEN_ALGORITHM,
  sha256Hex,
  signSessionToken,
  verifySessionToken,
} from './tokens';

const SECRET = 'a test secret of enough length for HS256 tokens';
const options = {
  userId: '0123456789abcdef01234567',
  tokenVersion: 3,
  fingerprint: 'the fingerprint cookie value',
  sessionId: '76543210fedcba9876543210',
  ttlSeconds: 3600,
};

describe('session tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Tokens issued before signing went through jose were built by hand: header, claims in this order, HMAC-SHA256
  // of the two under the session key. They must stay the same strings, so that nothing about a token changes.
  it('are the compact JWS of the claims in their fixed order, byte for byte as tokens always were', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00.600Z') });
    const { token, expiresAt } = await signSessionToken(SECRET, options);
    const issuedAt = Math.floor(Date.parse('2026-11-25T10:00:00Z') / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${encode({ alg: SESSION_TOKEN_ALGORITHM, typ: 'JWT' })}.${encode({
      tv: options.tokenVersion,
      fph: sha256Hex(options.fingerprint),
      sid: options.sessionId,
      sub: options.userId,
      iat: issuedAt,
      exp: issuedAt + options.ttlSeconds,
    })}`;
    const signature = createHmac('sha256', deriveKey(SECRET, 'session-token'))
      .update(input)
      .digest('base64url');
    expect(token).toBe(`${input}.${signature}`);
    expect(expiresAt.toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });

  it('verify with their claims, and only with the key they were signed with', async () => {
    const { token, expiresAt } = await signSessionToken(SECRET, options);
    expect(await verifySessionToken(SECRET, token)).toEqual({
      sub: options.userId,
      tv: options.tokenVersion,
      fph: sha256Hex(options.fingerprint),
      sid: options.sessionId,
      exp: expiresAt.getTime() / 1000,
    });
    expect(await verifySessionToken(`${SECRET} (another)`, token)).toBeUndefined();
    const [header, payload, signature] = token.split('.');
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(String(payload), 'base64url').toString()), tv: 4 }),
    ).toString('base64url');
    expect(await verifySessionToken(SECRET, `${header}.${changed}.${signature}`)).toBeUndefined();
  });

  it('expire after their time to live', async () => {
    const { token } = await signSessionToken(SECRET, { ...options, ttlSeconds: 60 });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await verifySessionToken(SECRET, token)).toBeUndefined();
  });
});

describe('CSRF tokens', () => {
  const fph = sha256Hex('one browser');
  const other = sha256Hex('another browser');

  it('are bound to the session fingerprint and to the secret', () => {
    const token = csrfTokenFor(SECRET, fph);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(csrfTokenFor(SECRET, fph)).toBe(token);
    expect(csrfTokenFor(SECRET, other)).not.toBe(token);
    expect(csrfTokenFor(`${SECRET} rotated`, fph)).not.toBe(token);
  });

  it('use a key of their own purpose, never the session key', () => {
    expect(
      Buffer.from(deriveKey(SECRET, 'csrf-token')).equals(Buffer.from(deriveKey(SECRET, 'session-token'))),
    ).toBe(false);
  });

  it('check only the exact token of the session', () => {
    const token = csrfTokenFor(SECRET, fph);
    expect(isCsrfTokenOf(SECRET, fph, token)).toBe(true);
    expect(isCsrfTokenOf(SECRET, other, token)).toBe(false);
    expect(isCsrfTokenOf(SECRET, fph, undefined)).toBe(false);
    expect(isCsrfTokenOf(SECRET, fph, '')).toBe(false);
    expect(isCsrfTokenOf(SECRET, fph, token.slice(1))).toBe(false);
    expect(isCsrfTokenOf(SECRET, fph, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
  });
});
