import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_GOOGLE_ISSUER, loadConfig } from './config';
import { makeTempDir } from './test/helpers';

// The variables of accounts and sessions (mail, Google sign-in, token lifetime, brute-force limits).
describe('loadConfig: accounts and sessions', () => {
  const base = () => ({ DATA_DIR: makeTempDir('config-auth').dir, JWT_SECRET: 'k'.repeat(32) });

  it('has safe defaults: outbox mail, no Google, 8-hour tokens, 20 attempts a minute, 5 failures then a lock', () => {
    const config = loadConfig({ ...base(), APP_ORIGIN: 'https://tasks.example.com' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'TaskFlow <no-reply@tasks.example.com>',
      batchWindowMs: 120_000,
      dueSoonIntervalMs: 3_600_000,
    });
    expect(config.google).toBeUndefined();
    expect(config.auth).toEqual({
      tokenTtlSeconds: 8 * 3600,
      rateLimitMax: 20,
      rateLimitWindowSeconds: 60,
      lockoutThreshold: 5,
      lockoutMaxSeconds: 300,
    });
  });

  it('reads every variable; Google needs both the client id and the secret', () => {
    const config = loadConfig({
      ...base(),
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Tasks <tasks@example.com>',
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'client-secret',
      TOKEN_TTL_SECONDS: '3600',
      AUTH_RATE_LIMIT_MAX: '5',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '30',
      LOGIN_LOCKOUT_THRESHOLD: '3',
      LOGIN_LOCKOUT_MAX_SECONDS: '120',
      MAIL_DUE_SOON_INTERVAL_MS: '60000',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'Tasks <tasks@example.com>',
      batchWindowMs: 120_000,
      dueSoonIntervalMs: 60_000,
    });
    expect(config.google).toEqual({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      issuer: DEFAULT_GOOGLE_ISSUER,
    });
    expect(config.auth).toEqual({
      tokenTtlSeconds: 3600,
      rateLimitMax: 5,
      rateLimitWindowSeconds: 30,
      lockoutThreshold: 3,
      lockoutMaxSeconds: 120,
    });
    expect(loadConfig({ ...base(), GOOGLE_CLIENT_ID: 'only-the-id' }).google).toBeUndefined();
  });

  it('names every bad variable and never echoes the SMTP URL or the client secret', () => {
    let error: unknown;
    try {
      loadConfig({
        ...base(),
        SMTP_URL: 'http://user:hunter2@mail.example.com',
        GOOGLE_ISSUER: 'ftp://issuer',
        TOKEN_TTL_SECONDS: '10',
        AUTH_RATE_LIMIT_MAX: 'many',
        LOGIN_LOCKOUT_MAX_SECONDS: '-1',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.map((issue) => issue.split(':')[0]);
    expect(issues).toEqual([
      'SMTP_URL',
      'GOOGLE_ISSUER',
      'TOKEN_TTL_SECONDS',
      'AUTH_RATE_LIMIT_MAX',
      'LOGIN_LOCKOUT_MAX_SECONDS',
    ]);
    expect((error as ConfigError).message).not.toContain('hunter2');
  });
});
