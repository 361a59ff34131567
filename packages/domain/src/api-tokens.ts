import { z } from 'zod';
import { apiSuccess } from './api';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';

/**
 * Personal API tokens (issue 41): a user's tokens for scripts and integrations, sent as
 * `Authorization: Bearer tf_pat_...`. A token acts as its user with the user's current rights, never more, and
 * only as far as its scope reaches; the secret is shown once and stored as its SHA-256 only (docs/api-tokens.md).
 */

/** What every secret starts with: a scanner (and the server) tells a personal token from a session token. */
export const API_TOKEN_PREFIX = 'tf_pat_';
/** How many characters of the secret the list shows (the prefix and the first letters of the random part). */
export const API_TOKEN_SHOWN_CHARS = 12;
export const API_TOKEN_NAME_MAX = 100;
/** Live tokens (neither revoked nor expired) one user may hold. */
export const API_TOKENS_PER_USER_MAX = 50;
/** The furthest expiry a token may have: a year from its creation. */
export const API_TOKEN_MAX_LIFETIME_MS = 366 * 24 * 60 * 60 * 1000;

/** Lowest first: each scope includes the ones before it (write implies read, admin implies write). */
export const API_TOKEN_SCOPES = ['read', 'write', 'admin'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read',
  write: 'Read and write',
  admin: 'Admin',
};

export const API_TOKEN_SCOPE_DESCRIPTIONS: Record<ApiTokenScope, string> = {
  read: 'Lists and reads (GET requests) only.',
  write: 'Reads and changes your work; no administration.',
  admin: 'Everything your role allows, administration included.',
};

export const API_TOKEN_MESSAGES = {
  readOnly: 'This API token has read access only',
  notAdmin: 'This API token has no admin scope',
  refusedRoute: 'API tokens cannot be used here: sign in to manage tokens, sessions or your password',
  otherOrganization: 'This API token belongs to another organization',
  invalid: 'This API token is invalid, expired or revoked',
  nameRequired: 'Give the token a name',
  nameTooLong: `A token name is at most ${API_TOKEN_NAME_MAX} characters`,
  scopesRequired: 'Choose a scope',
  expiryPast: 'The expiry date must be in the future',
  expiryTooFar: 'A token expires within one year at most',
  tooMany: `You have ${API_TOKENS_PER_USER_MAX} active tokens: revoke one before creating another`,
  organizationDenied: 'You can only tie a token to your own organization',
  notFound: 'API token not found',
} as const;

/** The broadest scope of a list ('read' for an empty one, which the payload refuses anyway). */
export function broadestScope(scopes: readonly ApiTokenScope[]): ApiTokenScope {
  let best = 0;
  for (const scope of scopes) best = Math.max(best, API_TOKEN_SCOPES.indexOf(scope));
  return API_TOKEN_SCOPES[best] ?? 'read';
}

/** Whether a token with these scopes reaches what a request needs (write implies read, admin implies write). */
export function apiTokenScopeAllows(scopes: readonly ApiTokenScope[], needed: ApiTokenScope): boolean {
  return API_TOKEN_SCOPES.indexOf(broadestScope(scopes)) >= API_TOKEN_SCOPES.indexOf(needed);
}

/**
 * The permissions of administration (of an organization or of the platform): a route guarded by one of them needs
 * the admin scope, whatever its method.
 */
export const ADMIN_SCOPE_PERMISSIONS: readonly string[] = [
  'canManageAllOrganizations',
  'canCreateOrganizations',
  'canManageOrganization',
  'canViewOrganizationSettings',
  'canInviteUsers',
  'canManageDepartments',
  'canManageDepartment',
  'canViewEnterprise',
  'canManagePlatform',
  'canRunSystemChecks',
  'canAdministerUsers',
  'canManageBilling',
];

/** Role names everybody signed in may hold: a `{ roles }` guard listing one of them is not administration. */
const EVERYDAY_ROLES: readonly string[] = ['user', 'member', 'all'];

/** A route guard as the scope rule reads it (the server's `config.guard`). */
export type ApiTokenGuard =
  | 'public'
  | 'signed-in'
  | { readonly roles: readonly string[] }
  | { readonly permission: string };

/**
 * The scope a request needs: 'admin' for a route guarded by an administration permission or by a role list of
 * administrators only (no everyday role in it); otherwise 'read' for GET, HEAD and OPTIONS, and 'write' for the rest.
 */
export function apiTokenScopeNeeded(method: string, guard: ApiTokenGuard): ApiTokenScope {
  if (typeof guard === 'object') {
    if ('permission' in guard && ADMIN_SCOPE_PERMISSIONS.includes(guard.permission)) return 'admin';
    if ('roles' in guard && !guard.roles.some((role) => EVERYDAY_ROLES.includes(role))) return 'admin';
  }
  const verb = method.toUpperCase();
  return verb === 'GET' || verb === 'HEAD' || verb === 'OPTIONS' ? 'read' : 'write';
}

/**
 * Routes a token never opens, whatever its scope (403): the tokens themselves (a token cannot list, mint or revoke
 * tokens) and the whole account area `/auth/...` (sign-in and sign-out, sessions, password, profile and avatar,
 * email verification, deleting the account), except reading who the token acts as (`GET /auth/me`). Patterns below
 * /api/v1, matched as prefixes.
 */
export const API_TOKEN_REFUSED_PATHS: readonly string[] = ['/tokens', '/auth/'];
/** The account routes a token may call (`METHOD /path` below /api/v1). */
export const API_TOKEN_ALLOWED_ACCOUNT_ROUTES: readonly string[] = ['GET /auth/me', 'HEAD /auth/me'];

/** Whether a token is refused on this route (its pattern, e.g. '/api/v1/tokens/:id'), whatever its scope. */
export function isApiTokenRefusedPath(path: string, method = 'GET'): boolean {
  const below = path.replace(/^\/api\/v1(?=\/)/, '').split('?')[0] ?? '';
  if (API_TOKEN_ALLOWED_ACCOUNT_ROUTES.includes(`${method.toUpperCase()} ${below}`)) return false;
  return API_TOKEN_REFUSED_PATHS.some((prefix) =>
    prefix.endsWith('/') ? below.startsWith(prefix) : below === prefix || below.startsWith(`${prefix}/`),
  );
}

/**
 * Why a token may not make this request, or undefined when it may: a refused route, then the scope. The same rule
 * on the server (the guard) and in the screens (what a token's scope describes).
 */
export function apiTokenRefusal(
  token: { scopes: readonly ApiTokenScope[] },
  request: { method: string; path: string; guard: ApiTokenGuard },
): string | undefined {
  if (isApiTokenRefusedPath(request.path, request.method)) return API_TOKEN_MESSAGES.refusedRoute;
  const needed = apiTokenScopeNeeded(request.method, request.guard);
  if (apiTokenScopeAllows(token.scopes, needed)) return undefined;
  return needed === 'admin' ? API_TOKEN_MESSAGES.notAdmin : API_TOKEN_MESSAGES.readOnly;
}

/** A token's shown part: its first characters and an ellipsis (`tf_pat_ab12…`), never enough to use it. */
export function apiTokenShownPart(secret: string): string {
  return `${secret.slice(0, API_TOKEN_SHOWN_CHARS)}…`;
}

/** POST /tokens. `expiresAt` null: the token never expires; otherwise within a year. */
export const ApiTokenCreatePayloadSchema = z
  .object({
    name: z
      .string({ error: API_TOKEN_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: API_TOKEN_MESSAGES.nameRequired })
      .max(API_TOKEN_NAME_MAX, { error: API_TOKEN_MESSAGES.nameTooLong }),
    scopes: z
      .array(ApiTokenScopeSchema, { error: API_TOKEN_MESSAGES.scopesRequired })
      .min(1, { error: API_TOKEN_MESSAGES.scopesRequired })
      .max(API_TOKEN_SCOPES.length),
    expiresAt: DateTimeStringSchema.nullable(),
    /** The organization the token is tied to (the caller's own); null or absent for a token not tied to one. */
    organizationId: IdSchema.nullable().optional(),
  })
  .superRefine((value, context) => {
    if (value.expiresAt === null) return;
    const at = Date.parse(value.expiresAt);
    if (at <= Date.now()) {
      context.addIssue({ code: 'custom', path: ['expiresAt'], message: API_TOKEN_MESSAGES.expiryPast });
    } else if (at > Date.now() + API_TOKEN_MAX_LIFETIME_MS) {
      context.addIssue({ code: 'custom', path: ['expiresAt'], message: API_TOKEN_MESSAGES.expiryTooFar });
    }
  });
export type ApiTokenCreatePayload = z.infer<typeof ApiTokenCreatePayloadSchema>;

/** One token as its owner's list shows it: never the secret. */
export const ApiTokenSchema = z.object({
  id: IdSchema,
  name: z.string(),
  scopes: z.array(ApiTokenScopeSchema),
  organizationId: IdSchema.nullable(),
  /** `tf_pat_ab12…`: enough to recognise the token, not to use it. */
  prefix: z.string(),
  createdAt: DateTimeStringSchema,
  expiresAt: DateTimeStringSchema.nullable(),
  lastUsedAt: DateTimeStringSchema.nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** POST /tokens answers the secret, this once (201). */
export const ApiTokenCreatedSchema = z.object({ id: IdSchema, token: z.string() });
export type ApiTokenCreated = z.infer<typeof ApiTokenCreatedSchema>;

export const ApiTokenCreatedAnswerSchema = apiSuccess(ApiTokenCreatedSchema);
export const ApiTokenListAnswerSchema = apiSuccess(z.array(ApiTokenSchema));

/** Whether a listed token is past its expiry at this moment. */
export function isApiTokenExpired(token: Pick<ApiToken, 'expiresAt'>, now = Date.now()): boolean {
  return token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
}

/** The expiry choices of the create dialog. */
export const API_TOKEN_EXPIRY_CHOICES = ['30d', '90d', '1y', 'never', 'custom'] as const;
export type ApiTokenExpiryChoice = (typeof API_TOKEN_EXPIRY_CHOICES)[number];

export const API_TOKEN_EXPIRY_LABELS: Record<ApiTokenExpiryChoice, string> = {
  '30d': '30 days',
  '90d': '90 days',
  '1y': '1 year',
  never: 'Never',
  custom: 'Custom date',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The `expiresAt` of an expiry choice from `now`: an ISO time, null for 'never', and for 'custom' the end of the
 * day chosen (YYYY-MM-DD, UTC), undefined while no valid day is chosen.
 */
export function apiTokenExpiryFrom(
  choice: ApiTokenExpiryChoice,
  now: Date,
  customDay?: string,
): string | null | undefined {
  switch (choice) {
    case '30d':
      return new Date(now.getTime() + 30 * DAY_MS).toISOString();
    case '90d':
      return new Date(now.getTime() + 90 * DAY_MS).toISOString();
    case '1y':
      return new Date(now.getTime() + 365 * DAY_MS).toISOString();
    case 'never':
      return null;
    case 'custom': {
      if (!customDay || !/^\d{4}-\d{2}-\d{2}$/.test(customDay)) return undefined;
      const at = Date.parse(`${customDay}T23:59:59.000Z`);
      return Number.isNaN(at) ? undefined : new Date(at).toISOString();
    }
  }
}

/** The Settings card's and the create dialog's words. */
export const API_TOKEN_TEXTS = {
  title: 'API tokens',
  intro:
    'Personal tokens let scripts and integrations use the TaskFlow API as you, with your current rights and no more than the scope you choose.',
  create: 'Create token',
  empty: 'You have no API tokens.',
  loadFailed: 'Your API tokens could not be loaded.',
  createFailed: 'The token could not be created.',
  revokeFailed: 'The token could not be revoked.',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this token?',
  revokeBody: (name: string) => `Scripts using "${name}" stop working at once. This cannot be undone.`,
  revoked: 'Token revoked',
  columns: {
    name: 'Name',
    scopes: 'Scope',
    organization: 'Organization',
    created: 'Created',
    expires: 'Expires',
    lastUsed: 'Last used',
  },
  never: 'Never',
  neverUsed: 'Never used',
  expired: 'Expired',
  personal: 'Personal (not tied)',
  dialogTitle: 'Create an API token',
  nameLabel: 'Name',
  nameHelp: 'What the token is for, e.g. "CI pipeline".',
  scopeLabel: 'Scope',
  organizationLabel: 'Organization',
  expiryLabel: 'Expires',
  customDateLabel: 'Expiry date',
  customDateInvalid: 'Choose a date within the next year.',
  submit: 'Create token',
  cancel: 'Cancel',
  createdTitle: 'Your new token',
  createdOnce: 'Copy it now: it will not be shown again.',
  copy: 'Copy',
  copied: 'Token copied',
  done: 'Done',
} as const;
