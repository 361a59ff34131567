import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';
import { loopback, OIDC_TEST_PARAMS } from './loopback';

interface Identity {
  email: string;
  name: string;
}

/** The SMTP server: every mail lands in `mailDir` as one JSON file. */
async function startSmtp(port: number, mailDir: string): Promise<SMTPServer> {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        // Written beside and renamed into place: a test reading the folder meanwhile never sees half a mail.
        const name = join(mailDir, `${Date.now()}-${randomUUID()}.json`);
        writeFileSync(`${name}.part`, JSON.stringify({ to, raw }));
        renameSync(`${name}.part`, name);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => resolve());
  });
  return smtp;
}

/**
 * The OpenID Connect provider. Its authorize endpoint signs in whoever the spec named in the URL (a fresh
 * Google identity per test, with a verified email), or answers with the error the spec asked for.
 */
async function startOidc(port: number): Promise<OAuth2Server> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  const identities = new Map<string, Identity>();

  provider.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, request: IncomingMessage) => {
    const query = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams;
    const error = query.get(OIDC_TEST_PARAMS.error);
    if (error) {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', error);
      return;
    }
    const email = query.get(OIDC_TEST_PARAMS.email);
    const code = redirect.url.searchParams.get('code');
    if (email && code) identities.set(code, { email, name: query.get(OIDC_TEST_PARAMS.name) ?? email });
  });
  provider.service.on(
    'beforeTokenSigning',
    (
      token: { payload: Record<string, unknown> },
      request: IncomingMessage & { body?: Record<string, unknown> },
    ) => {
      const code = request.body?.code;
      const identity = typeof code === 'string' ? identities.get(code) : undefined;
      if (!identity) return;
      Object.assign(token.payload, {
        sub: `e2e-${identity.email}`,
        email: identity.email,
        email_verified: true,
        name: identity.name,
      });
    },
  );
  await provider.start(port, '127.0.0.1');
  // The provider names itself 'localhost'; the server discovers it by the address it was given.
  provider.issuer.url = `http://127.0.0.1:${port}`;
  return provider;
}

/** Starts the loopback SMTP server and OIDC provider for the run; the returned function stops them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { smtpPort, oidcPort, mailDir } = loopback();
  const smtp = await startSmtp(smtpPort, mailDir);
  const provider = await startOidc(oidcPort);
  return async () => {
    await provider.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(mailDir, { recursive: true, force: true });
  };
}
