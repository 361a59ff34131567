import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The loopback services the auth specs talk to through the real server: an SMTP server that keeps every mail
// as a file (so spec workers can read what the server sent), and an OpenID Connect provider standing in for
// Google. The e2e config asks the system for their ports and passes them as E2E_SMTP_PORT and E2E_OIDC_PORT;
// without those they follow the app's port (E2E_PORT), so the global setup and the spec workers agree.

export const GOOGLE_CLIENT_ID = 'taskflow-e2e';
export const GOOGLE_CLIENT_SECRET = 'taskflow-e2e-secret';

export interface Loopback {
  smtpPort: number;
  oidcPort: number;
  /** Where the SMTP server writes each received mail as `{ to, raw }` JSON. */
  mailDir: string;
  issuer: string;
}

export function loopback(appPort: number = Number(process.env.E2E_PORT)): Loopback {
  if (!Number.isInteger(appPort) || appPort <= 0)
    throw new Error('E2E_PORT is not set: run through the e2e config');
  const smtpPort = Number(process.env.E2E_SMTP_PORT ?? appPort + 1000);
  const oidcPort = Number(process.env.E2E_OIDC_PORT ?? appPort + 2000);
  return {
    smtpPort,
    oidcPort,
    mailDir: process.env.E2E_MAIL_DIR ?? join(tmpdir(), `app-e2e-mail-${appPort}`),
    issuer: `http://127.0.0.1:${oidcPort}`,
  };
}

/** The server's environment for the loopback services (the e2e webServer's `env`). */
export function loopbackEnv(appPort: number): Record<string, string> {
  const { smtpPort, issuer } = loopback(appPort);
  return {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'TaskFlow <no-reply@taskflow.test>',
    GOOGLE_ISSUER: issuer,
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET,
  };
}

/**
 * Query parameters a spec adds to the provider's authorization URL to pick who signs in, or to make the
 * provider refuse (`error`, e.g. access_denied). The loopback provider reads and drops them.
 */
export const OIDC_TEST_PARAMS = { email: 'e2e_email', name: 'e2e_name', error: 'e2e_error' } as const;

/**
 * What every server the suite starts runs with besides: passwords hash at Argon2's lowest cost (the suite signs
 * up and in about 200 times; the cost itself is the server suite's to test), which the server accepts only under
 * NODE_ENV=test. Everything else is the production bundle as `npm start` runs it.
 */
export const SERVER_TEST_ENV = { NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' } as const;
