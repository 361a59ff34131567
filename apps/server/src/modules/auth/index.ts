import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createMailer, type Mailer } from '../../lib/mail';
import { defineModule } from '../module';
import { authEvents } from './auth.events';
import { authRoutes } from './auth.routes';
import { authSeed } from './auth.seed';
import type { AuthDeps } from './auth.service';
import { createGoogleSignIn } from './google';
import { registerRateLimit } from './rate-limit';
import { checkApiTokenBody, createGuardEnforcer } from './session';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one mailer (reset, verification and invitation mail), set up by the auth module. */
    mailer: Mailer;
  }
}

export {
  type CurrentUser,
  findActiveOrganizationByDomain,
  findCurrentUser,
  findUserByEmail,
} from './auth.queries';
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccount,
  type DemoAccountKind,
  type DemoPeople,
  type DemoPerson,
  demoAccount,
  findDemoAccounts,
} from './auth.seed';
export { AUTH_SERVER_MESSAGES, type SessionSubject } from './auth.service';
export { rateLimitFor, registerRateLimit } from './rate-limit';
export { findSecurityPolicy } from './security-policy.service';
export {
  type ApiTokenGrant,
  AUTH_ERRORS,
  assertMaySignIn,
  authenticate,
  fingerprintFromCookieHeader,
  issueSession,
  optionalCaller,
  type PersonalTokenVerifier,
  requireUser,
  setPersonalTokenVerifier,
  verifySession,
} from './session';
export { findSessionState } from './sessions.queries';
export { endOrganizationSessions, endUserSessions } from './sessions.service';
export { toUser } from './user-view';

/**
 * Accounts and sessions. Besides its routes it gives the API what every module relies on: cookies, the rate
 * limiter and the guard enforcer ('signed-in', roles, permissions). It must be registered before the modules
 * whose routes use them; it is not encapsulated, so its hooks and decorators reach those sibling modules.
 */
async function auth(app: FastifyInstance): Promise<void> {
  const { config } = app;
  await app.register(fastifyCookie);
  await registerRateLimit(app, config);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('apiToken', null);
  // The tokens module installs its check here (setPersonalTokenVerifier); until then a personal token is a 401.
  app.decorate('personalTokens', { verify: undefined });
  app.addHook('preValidation', checkApiTokenBody);

  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    db: app.database.db,
    log: app.log,
  });
  app.addHook('onClose', () => mailer.close());
  // Other modules mail through it too (organization invitations): one transport, one outbox.
  app.decorate('mailer', mailer);
  if (mailer.kind === 'outbox' && config.nodeEnv === 'production') {
    app.log.warn('SMTP_URL is not set: mail (password reset links) is kept in the database outbox, not sent');
  }

  app.setGuardEnforcer(createGuardEnforcer(app));

  const deps: AuthDeps = { db: app.database.db, config, mailer, log: app.log, events: app.events };
  await app.register(authRoutes, { deps, google: createGoogleSignIn(config, app.log) });
}

// Fastify's own switch for "do not encapsulate" (what the fastify-plugin helper sets).
const authPlugin: FastifyPluginAsync = Object.assign(auth, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'auth',
});

/** Listed right after health: its hooks and decorators (cookies, rate limit, guards) reach every later module. */
export const authModule = defineModule({
  name: 'auth',
  routes: authPlugin,
  events: authEvents,
  seed: authSeed,
});
