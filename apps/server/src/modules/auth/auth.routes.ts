import {
  ApiMessageSchema,
  AuthAnswerSchema,
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  apiSuccess,
  ChangePasswordPayloadSchema,
  DeleteAccountPayloadSchema,
  ForgotPasswordPayloadSchema,
  GoogleAuthUrlSchema,
  LoginPayloadSchema,
  ProfileUpdatePayloadSchema,
  RegisterAnswerSchema,
  RegisterPayloadSchema,
  ResetPasswordPayloadSchema,
  SessionInfoSchema,
  UserSchema,
} from '@app/domain';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { auditPassword, auditSignIn, auditSignInFailure } from './auth.audit';
import { findCurrentUser } from './auth.queries';
import {
  AUTH_SERVER_MESSAGES,
  type AuthDeps,
  changePassword,
  deleteAccount,
  deleteAvatar,
  login,
  logoutEverywhere,
  register,
  requestPasswordReset,
  resetPassword,
  signInWithProvider,
  updateProfile,
  uploadAvatar,
} from './auth.service';
import { registerEmailVerificationRoute } from './email-verification.routes';
import {
  GOOGLE_MESSAGES,
  type GoogleSignIn,
  OIDC_STATE_TTL_SECONDS,
  ProviderSignInError,
  ProviderUnavailableError,
} from './google';
import { rateLimitFor } from './rate-limit';
import { clearSessionCookie, isHttps, issueSession, requireUser } from './session';
import { sessionRoutes } from './sessions.routes';
import { toUser } from './user-view';

export interface AuthRoutesOptions {
  deps: AuthDeps;
  google: GoogleSignIn;
}

const UserAnswerSchema = apiSuccess(UserSchema);
const SessionAnswerSchema = apiSuccess(SessionInfoSchema);
const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const ResetTokenParamsSchema = z.object({ token: z.string() });
const PasswordChangedAnswerSchema = z.object({
  success: z.literal(true),
  token: z.string().min(1),
  message: z.string(),
});

/** Fastify's own refusals of an avatar body, in words that tell the person what to do. */
function avatarBodyError(error: unknown): unknown {
  const code = (error as Partial<FastifyError> | null)?.code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError(413, AUTH_SERVER_MESSAGES.avatarTooLarge);
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new AppError(415, AUTH_SERVER_MESSAGES.avatarUnsupportedType);
  }
  return error;
}

/** Where the web app's callback screen (spec 2.5) reads token, error and type. */
function callbackUrl(appOrigin: string, query: Record<string, string>): string {
  return `${appOrigin}/auth/callback?${new URLSearchParams(query).toString()}`;
}

// The OIDC state cookie rides the provider's redirect back to us, a cross-site navigation: SameSite=Lax, not
// Strict, or the browser would leave it behind. It is sealed (encrypted), HttpOnly and scoped to these routes.
function stateCookieName(https: boolean): string {
  return https ? '__Secure-oidc_state' : 'oidc_state';
}

/** Sets Retry-After on a 429 of the per-account sign-in lock, then lets the error handler answer. */
function withRetryAfter(reply: FastifyReply, error: unknown): never {
  if (error instanceof AppError && error.statusCode === 429) {
    const seconds = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    if (seconds) reply.header('retry-after', String(seconds));
  }
  throw error;
}

/** Accounts and sessions under /api/v1/auth (spec 7.1). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { deps, google }) => {
  const { config } = deps;
  const limit = rateLimitFor(config);

  // Answers here carry tokens and personal data: no cache may keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/auth/register',
    {
      config: { guard: 'public', rateLimit: limit.strict },
      schema: { body: RegisterPayloadSchema, response: { 201: RegisterAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const { verification, ...subject } = await register(deps, request.body);
      const { token } = await issueSession(app, reply, subject, { method: 'password' });
      const user = await currentUserOrFail(subject.id);
      return reply.code(201).send({
        success: true as const,
        token,
        user: toUser(user),
        ...(verification ? { verification } : {}),
      });
    },
  );
  registerEmailVerificationRoute(app, deps, limit.strict);
  await app.register(sessionRoutes, { deps });

  app.post(
    '/auth/login',
    {
      config: { guard: 'public', rateLimit: limit.strict },
      schema: { body: LoginPayloadSchema, response: { 200: AuthAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await login(deps, request.body).catch(async (error: unknown) => {
        const attempt = { email: request.body.email, method: 'password' as const, error };
        await auditSignInFailure(deps.db, request, attempt);
        return withRetryAfter(reply, error);
      });
      // A refusal of the session itself (disabled account, inactive organization, method not allowed) is a
      // failed sign-in too.
      const { token } = await issueSession(app, reply, user, { method: 'password' }).catch(
        async (error: unknown) => {
          await auditSignInFailure(deps.db, request, {
            email: request.body.email,
            method: 'password',
            error,
          });
          throw error;
        },
      );
      await auditSignIn(deps.db, request, user, 'password');
      return { success: true as const, token, user: toUser(user) };
    },
  );

  app.get(
    '/auth/me',
    { config: { guard: 'signed-in' }, schema: { response: { 200: UserAnswerSchema, ...errors } } },
    async (request) => ({ success: true as const, data: toUser(requireUser(request)) }),
  );

  app.get(
    '/auth/session',
    { config: { guard: 'signed-in' }, schema: { response: { 200: SessionAnswerSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      data: { expiresAt: new Date((request.session?.exp ?? 0) * 1000).toISOString() },
    }),
  );

  app.put(
    '/auth/profile',
    {
      config: { guard: { permission: 'canManageProfile' } },
      schema: { body: ProfileUpdatePayloadSchema, response: { 200: UserAnswerSchema, ...errors } },
    },
    async (request) => {
      const user = await updateProfile(deps, requireUser(request), request.body);
      return { success: true as const, data: toUser(user) };
    },
  );

  app.put(
    '/auth/password',
    {
      config: { guard: 'signed-in', rateLimit: limit.strict },
      schema: {
        body: ChangePasswordPayloadSchema,
        response: { 200: PasswordChangedAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const subject = await changePassword(deps, requireUser(request), request.body).catch((error: unknown) =>
        withRetryAfter(reply, error),
      );
      await auditPassword(deps.db, request, subject.id, 'auth.password_changed');
      // Every other session is revoked; this browser carries on with a new token.
      const { token } = await issueSession(app, reply, subject, { method: 'password', reissue: true });
      return { success: true as const, token, message: AUTH_SERVER_MESSAGES.passwordUpdated };
    },
  );

  // The picture arrives as the raw body in its own content type; this route alone parses image bodies, and
  // nothing else (JSON, text) is accepted here.
  await app.register(async (avatarApp) => {
    avatarApp.removeAllContentTypeParsers();
    avatarApp.addContentTypeParser(
      [...AVATAR_TYPES],
      { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    avatarApp.setErrorHandler((error) => {
      throw avatarBodyError(error);
    });
    avatarApp.put(
      '/auth/profile/avatar',
      {
        config: { guard: { permission: 'canManageProfile' } },
        bodyLimit: AVATAR_MAX_BYTES,
        schema: { response: { 200: UserAnswerSchema, ...errors } },
      },
      async (request) => {
        const user = await uploadAvatar(
          deps,
          requireUser(request),
          request.headers['content-type'],
          request.body,
        );
        return { success: true as const, data: toUser(user) };
      },
    );
  });

  app.delete(
    '/auth/profile/avatar',
    {
      config: { guard: { permission: 'canManageProfile' } },
      schema: { response: { 200: UserAnswerSchema, ...errors } },
    },
    async (request) => {
      const user = await deleteAvatar(deps, requireUser(request));
      return { success: true as const, data: toUser(user) };
    },
  );

  app.delete(
    '/auth/account',
    {
      config: { guard: 'signed-in', rateLimit: limit.strict },
      schema: { body: DeleteAccountPayloadSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request, reply) => {
      await deleteAccount(deps, requireUser(request), request.body).catch((error: unknown) =>
        withRetryAfter(reply, error),
      );
      clearSessionCookie(app, reply);
      return { success: true as const, message: AUTH_SERVER_MESSAGES.accountDeleted };
    },
  );

  app.post(
    '/auth/logout-all',
    { config: { guard: 'signed-in' }, schema: { response: { 200: ApiMessageSchema, ...errors } } },
    async (request, reply) => {
      await logoutEverywhere(deps, requireUser(request));
      clearSessionCookie(app, reply);
      return { success: true as const, message: AUTH_SERVER_MESSAGES.signedOutEverywhere };
    },
  );

  app.post(
    '/auth/forgotpassword',
    {
      config: { guard: 'public', rateLimit: limit.strict },
      schema: { body: ForgotPasswordPayloadSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { success: true as const, message: AUTH_SERVER_MESSAGES.resetLinkSent };
    },
  );

  app.put(
    '/auth/resetpassword/:token',
    {
      config: { guard: 'public', rateLimit: limit.strict },
      schema: {
        params: ResetTokenParamsSchema,
        body: ResetPasswordPayloadSchema,
        response: { 200: ApiMessageSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await resetPassword(deps, request.params.token, request.body.password);
      await auditPassword(deps.db, request, userId, 'auth.password_reset');
      return { success: true as const, message: AUTH_SERVER_MESSAGES.passwordReset };
    },
  );

  app.get(
    '/auth/google',
    {
      config: { guard: 'public', rateLimit: limit.strict },
      schema: { response: { 200: GoogleAuthUrlSchema, ...errors } },
    },
    async (request, reply) => {
      if (!google.configured) throw new AppError(503, GOOGLE_MESSAGES.notConfigured);
      const routePath = request.routeOptions.url ?? request.url;
      try {
        const { url, sealedState } = await google.start(`${config.appOrigin}${routePath}/callback`);
        reply.setCookie(stateCookieName(isHttps(config)), sealedState, {
          httpOnly: true,
          sameSite: 'lax',
          secure: isHttps(config),
          path: routePath,
          maxAge: OIDC_STATE_TTL_SECONDS,
        });
        return { url };
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw new AppError(503, error.message);
        throw error;
      }
    },
  );

  app.get(
    '/auth/google/callback',
    {
      config: { guard: 'public', rateLimit: limit.strict },
      schema: { response: { 302: z.undefined(), ...errors } },
    },
    async (request, reply) => {
      const https = isHttps(config);
      const cookieName = stateCookieName(https);
      const sealedState = request.cookies[cookieName];
      // One use only: the state cookie goes whatever happens next.
      reply.clearCookie(cookieName, {
        httpOnly: true,
        sameSite: 'lax',
        secure: https,
        path: (request.routeOptions.url ?? '').replace(/\/callback$/, ''),
      });
      try {
        if (!google.configured) throw new ProviderSignInError(GOOGLE_MESSAGES.notConfigured);
        const profile = await google.finish(new URL(request.url, config.appOrigin), sealedState);
        const subject = await signInWithProvider(deps, profile).catch(async (error: unknown) => {
          const attempt = { email: profile.email ?? null, method: 'google' as const, error };
          await auditSignInFailure(deps.db, request, attempt);
          throw error;
        });
        const { token } = await issueSession(app, reply, subject, { method: 'google' }).catch(
          async (error: unknown) => {
            const attempt = { email: profile.email ?? null, method: 'google' as const, error };
            await auditSignInFailure(deps.db, request, attempt);
            throw error;
          },
        );
        await auditSignIn(deps.db, request, subject.id, 'google');
        return reply.redirect(callbackUrl(config.appOrigin, { token, type: 'google' }));
      } catch (error) {
        // A refusal of the sign-in itself (disabled account, inactive organization, method not allowed) is told too.
        const refused = error instanceof AppError && error.statusCode === 403;
        const known =
          refused || error instanceof ProviderSignInError || error instanceof ProviderUnavailableError;
        if (!known) request.log.error({ err: error }, 'Google sign-in failed');
        const message = known ? error.message : GOOGLE_MESSAGES.failed;
        return reply.redirect(callbackUrl(config.appOrigin, { error: message, type: 'google' }));
      }
    },
  );

  async function currentUserOrFail(id: string) {
    const user = await findCurrentUser(deps.db, id);
    if (!user) throw new AppError(404, AUTH_SERVER_MESSAGES.accountNotFound);
    return user;
  }
};
