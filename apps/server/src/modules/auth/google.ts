import type { FastifyBaseLogger } from 'fastify';
import type * as oidc from 'openid-client';
import type { AppConfig } from '../../config';
import { sealValue, unsealValue } from '../../lib/tokens';

/** What the provider says about the person who signed in. */
export interface ProviderProfile {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export interface GoogleStart {
  /** The provider's authorization URL the browser goes to. */
  url: string;
  /** The sealed state, nonce and PKCE verifier, for a short-lived cookie. */
  sealedState: string;
}

export interface GoogleSignIn {
  readonly configured: boolean;
  /** Builds the authorization URL (code flow with PKCE S256, state and nonce). */
  start(redirectUri: string): Promise<GoogleStart>;
  /** Finishes the flow on the provider's redirect: checks state, exchanges the code, verifies the ID token. */
  finish(callbackUrl: URL, sealedState: string | undefined): Promise<ProviderProfile>;
}

/** The sign-in state lives this long: enough to choose an account at the provider, short enough not to linger. */
export const OIDC_STATE_TTL_SECONDS = 600;
const DISCOVERY_TIMEOUT_SECONDS = 5;

/** Thrown when the provider cannot be reached (discovery failed): a 503, not the user's fault. */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

/** Thrown when the sign-in cannot be completed: the message is safe to show to the user. */
export class ProviderSignInError extends Error {
  override readonly name = 'ProviderSignInError';
}

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not configured on this server',
  unavailable: 'Google sign-in is temporarily unavailable. Please try again later',
  cancelled: 'Google sign-in was cancelled',
  stateMismatch: 'Google sign-in expired or was started in another browser. Please try again',
  failed: 'Google authentication failed. Please try again.',
  noEmail: 'Google did not share an email address for this account',
  unverifiedEmail:
    'Google has not verified the email address of this account, so it cannot be used to sign in',
} as const;

export function createGoogleSignIn(config: AppConfig, log: FastifyBaseLogger): GoogleSignIn {
  const google = config.google;
  // Discovery runs once and is reused; a failure is forgotten so the next sign-in tries again.
  let discovered: Promise<oidc.Configuration> | undefined;
  // openid-client is loaded by the first Google sign-in (issue 43).
  let library: Promise<typeof oidc> | undefined;
  const openid = () => {
    library ??= import('openid-client');
    return library;
  };

  function configuration(): Promise<oidc.Configuration> {
    if (!google) return Promise.reject(new ProviderUnavailableError(GOOGLE_MESSAGES.notConfigured));
    discovered ??= openid()
      .then((client) =>
        client.discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
          timeout: DISCOVERY_TIMEOUT_SECONDS,
          // Plain http only for a provider on this machine (development and tests), never across a network.
          ...(isLoopbackHttp(google.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        }),
      )
      .catch((error: unknown) => {
        discovered = undefined;
        log.error({ err: error, issuer: google.issuer }, 'OpenID Connect discovery failed');
        throw new ProviderUnavailableError(GOOGLE_MESSAGES.unavailable, { cause: error });
      });
    return discovered;
  }

  return {
    configured: Boolean(google),

    async start(redirectUri) {
      const oidcConfig = await configuration();
      const oidc = await openid();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(oidcConfig, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: 'select_account',
      });
      const sealedState = await sealValue(
        config.jwtSecret,
        { codeVerifier, state, nonce, redirectUri },
        OIDC_STATE_TTL_SECONDS,
      );
      return { url: url.href, sealedState };
    },

    async finish(callbackUrl, sealedState) {
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError) {
        throw new ProviderSignInError(
          providerError === 'access_denied' ? GOOGLE_MESSAGES.cancelled : GOOGLE_MESSAGES.failed,
        );
      }
      const saved = sealedState ? await unsealValue(config.jwtSecret, sealedState) : undefined;
      const { codeVerifier, state, nonce, redirectUri } = saved ?? {};
      if (
        typeof codeVerifier !== 'string' ||
        typeof state !== 'string' ||
        typeof nonce !== 'string' ||
        typeof redirectUri !== 'string' ||
        callbackUrl.searchParams.get('state') !== state
      ) {
        throw new ProviderSignInError(GOOGLE_MESSAGES.stateMismatch);
      }
      const oidcConfig = await configuration();
      const oidc = await openid();
      // The token request must name the same redirect_uri as the authorization request did.
      const currentUrl = new URL(redirectUri);
      currentUrl.search = callbackUrl.search;
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(oidcConfig, currentUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        log.warn({ err: error }, 'OpenID Connect code exchange failed');
        throw new ProviderSignInError(GOOGLE_MESSAGES.failed, { cause: error });
      }
      if (!claims) throw new ProviderSignInError(GOOGLE_MESSAGES.failed);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined,
        // Google sends a boolean; some providers send the string 'true'.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name.trim() : undefined,
        picture: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    },
  };
}

function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]')
  );
}
