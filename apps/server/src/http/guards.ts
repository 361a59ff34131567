import { isPermission, isRoleName, PERMISSION_NAMES, type Permission, type RoleName } from '@app/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/**
 * Who may call a route. Every route under /api declares one in `config.guard`:
 * - 'public': anyone;
 * - 'signed-in': any signed-in user;
 * - { roles }: a signed-in user holding one of these roles (role names of @app/domain, spec 6.1 `hasRole`);
 * - { permission }: a signed-in user granted this named permission (a key of `PERMISSIONS` in @app/domain).
 * A role or permission name that does not exist does not compile, and fails the start when it gets in anyway.
 */
export type RouteGuard =
  | 'public'
  | 'signed-in'
  | { readonly roles: readonly [RoleName, ...RoleName[]] }
  | { readonly permission: Permission };

export type ProtectedRouteGuard = Exclude<RouteGuard, 'public'>;

export interface RouteGuardEntry {
  method: string;
  url: string;
  guard: RouteGuard;
  /** Set on the routes of the interactive API reference (see `isDocumentationRoute`). */
  documentation?: true;
}

/**
 * Checks a request against a guard other than 'public'. It throws an AppError (401, 403) to refuse, and may
 * attach what it learned (the signed-in user) to the request. The auth module installs it.
 */
export type GuardEnforcer = (request: FastifyRequest, guard: ProtectedRouteGuard) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: RouteGuard;
  }
  interface FastifyInstance {
    /** Every /api route with its guard, in registration order (HEAD twins of GET routes included). */
    routeGuards(): RouteGuardEntry[];
    /** Installs the function that enforces 'signed-in', role and permission guards. Call once, before ready. */
    setGuardEnforcer(enforcer: GuardEnforcer): void;
  }
}

export const API_PREFIX = '/api';

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
}

/** Where the interactive API reference is served: its page, scripts, styles and the document it shows. */
export const API_DOCS_PREFIX = `${API_PREFIX}/docs`;

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A route of the API reference: a GET or HEAD under /api/docs that is hidden from the OpenAPI document (the viewer's
 * own files, which @fastify/swagger-ui registers without a guard or response schemas). Such a route is public
 * documentation. Anything else under /api/docs (a write, a route the document lists) follows the usual rule.
 */
export function isDocumentationRoute(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): boolean {
  if (route.url !== API_DOCS_PREFIX && !route.url.startsWith(`${API_DOCS_PREFIX}/`)) return false;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const hidden = (route.schema as { hide?: unknown } | undefined)?.hide === true;
  return hidden && methods.every((method) => READ_METHODS.has(method));
}

/** Why a guard is not one of the four kinds, or undefined when it is a valid guard. */
export function guardProblem(guard: unknown): string | undefined {
  if (guard === 'public' || guard === 'signed-in') return undefined;
  const kinds = "config.guard: 'public', 'signed-in', { roles: [...] } or { permission }";
  if (!guard || typeof guard !== 'object') return `must declare ${kinds}`;
  if ('roles' in guard) {
    const { roles } = guard as { roles: unknown };
    if (!Array.isArray(roles) || roles.length === 0) return 'must list at least one role in { roles }';
    const unknown = roles.filter((role) => !isRoleName(role));
    return unknown.length > 0 ? `names an unknown role (${unknown.join(', ')})` : undefined;
  }
  if ('permission' in guard) {
    const { permission } = guard as { permission: unknown };
    return isPermission(permission)
      ? undefined
      : `names an unknown permission (permission: ${String(permission)}); known: ${PERMISSION_NAMES.join(', ')}`;
  }
  return `must declare ${kinds}`;
}

export function isValidGuard(guard: unknown): guard is RouteGuard {
  return guardProblem(guard) === undefined;
}

export function describeGuard(guard: RouteGuard): string {
  if (typeof guard === 'string') return guard;
  return 'roles' in guard ? `roles: ${guard.roles.join(', ')}` : `permission: ${guard.permission}`;
}

function routeLabel(route: RouteOptions): string {
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  return `${methods} ${route.url}`;
}

/**
 * Makes guards mandatory: registering an /api route without a valid `config.guard` or without response schemas
 * fails while the app is built, and each request is checked against its route's guard before anything else.
 * The one exception is the API reference's own files (`isDocumentationRoute`), declared 'public' here.
 * Must be called on the root instance before any route is registered.
 */
export function registerRouteGuards(app: FastifyInstance): void {
  const table: RouteGuardEntry[] = [];
  let enforcer: GuardEnforcer | undefined;

  app.decorate('routeGuards', () => table.map((entry) => ({ ...entry })));
  app.decorate('setGuardEnforcer', (next: GuardEnforcer) => {
    if (enforcer) throw new Error('A guard enforcer is already installed');
    enforcer = next;
  });

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (isDocumentationRoute(route) && route.config?.guard === undefined) {
      route.config = { ...route.config, guard: 'public' };
      for (const method of methods)
        table.push({ method, url: route.url, guard: 'public', documentation: true });
      return;
    }
    const guard = route.config?.guard;
    const problem = guardProblem(guard);
    if (problem || !isValidGuard(guard)) throw new Error(`Route ${routeLabel(route)} ${problem}`);
    if (!route.schema?.response) {
      throw new Error(`Route ${routeLabel(route)} must declare response schemas (schema.response)`);
    }
    for (const method of methods) table.push({ method, url: route.url, guard });
  });

  // Fail at start rather than on the first request when a guarded route has nobody to enforce its guard.
  app.addHook('onReady', async () => {
    const unenforced = table.find((entry) => entry.guard !== 'public');
    if (unenforced && !enforcer) {
      throw new Error(
        `Route ${unenforced.method} ${unenforced.url} is guarded (${describeGuard(unenforced.guard)}) but no guard enforcer is installed`,
      );
    }
  });

  // onRequest runs before the body is parsed or validated: a caller who may not use a route learns nothing else.
  app.addHook('onRequest', async (request) => {
    const guard = request.routeOptions.config.guard;
    if (!guard || guard === 'public') return;
    if (!enforcer) throw new Error(`No guard enforcer for ${request.method} ${request.routeOptions.url}`);
    await enforcer(request, guard);
  });
}

/** Lists every /api route with its guard, for tests that walk the route table. */
export function listRouteGuards(app: FastifyInstance): RouteGuardEntry[] {
  return app.routeGuards();
}
