import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deriveKey,
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

  it("are the token jose's SignJWT makes of the same claims, byte for byte", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00.600Z') });
    const { token, expiresAt } = signSessionToken(SECRET, options);
    const issuedAt = Math.floor(Date.parse('2026-11-25T10:00:00Z') / 1000);
    const jose = await new SignJWT({
      tv: options.tokenVersion,
      fph: sha256Hex(options.fingerprint),
      sid: options.sessionId,
    })
      .setProtectedHeader({ alg: SESSION_TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(options.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + options.ttlSeconds)
      .sign(deriveKey(SECRET, 'session-token'));
    expect(token).toBe(jose);
    expect(expiresAt.toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });

  it('verify with their claims, and only with the key they were signed with', async () => {
    const { token, expiresAt } = signSessionToken(SECRET, options);
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
    const { token } = signSessionToken(SECRET, { ...options, ttlSeconds: 60 });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await verifySessionToken(SECRET, token)).toBeUndefined();
  });
});
