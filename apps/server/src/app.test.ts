import Fastify, { type FastifyPluginAsync } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app';
import { AppError, ErrorResponseSchema, registerErrorHandling } from './http/errors';
import { isValidGuard, type RouteGuard, registerRouteGuards } from './http/guards';
import { createTestApp, type TestApp, testDb } from './test/helpers';

// Test-only routes: they exist in this file's app, never in production.
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/test/echo',
    {
      config: { guard: 'public' },
      schema: {
        body: z.object({ email: z.email(), age: z.number().int().min(13).optional() }),
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (request) => ({ email: request.body.email }),
  );
  app.get(
    '/api/v1/test/conflict',
    { config: { guard: 'public' }, schema: { response: { 200: z.object({}) } } },
    async () => {
      throw new AppError(409, 'This email is already registered. Please log in instead');
    },
  );
  app.get(
    '/api/v1/test/crash',
    { config: { guard: 'public' }, schema: { response: { 200: z.object({}) } } },
    async () => {
      throw new Error('connection string postgres://secret@db leaked');
    },
  );
  app.get(
    '/api/v1/test/bad-response',
    { config: { guard: 'public' }, schema: { response: { 200: z.object({ count: z.number() }) } } },
    // Deliberately breaks its own response schema.
    async () => ({ count: 'many' }) as unknown as { count: number },
  );
};

describe('app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ plugins: [testRoutes as FastifyPluginAsync] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the health check with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: testDb() });
  });

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ success: false, error: 'Not found: GET /api/v1/nope' });
  });

  it('answers a method the route does not have with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Not found: DELETE /api/v1/health' });
  });

  it('rejects a malformed URL with a 400 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'Malformed URL' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rejects malformed JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'Malformed JSON in request body' });
  });

  it('rejects an empty JSON body with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).error).toMatch(/empty/i);
  });

  it('rejects an invalid body with a 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { email: 'not-an-email', age: 9 },
    });
    expect(response.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(response.json());
    expect(body.error).toMatch(/^Invalid request: body\.email: Invalid email/);
    expect(body.error).toContain('body.age:');
    expect(body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ location: 'body', path: 'email' })]),
    );
  });

  it('accepts a valid body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { email: 'alex@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'alex@example.com' });
  });

  it('rejects an unsupported media type with a 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, error: 'Unsupported media type' });
  });

  it('rejects a body over the limit with a 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: 'Request body is too large' });
  });

  it('turns a thrown AppError into its status and message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: 'This email is already registered. Please log in instead',
    });
  });

  it('hides unexpected errors behind a 500 without internals', async () => {
    for (const url of ['/api/v1/test/crash', '/api/v1/test/bad-response']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, error: 'Internal server error' });
      expect(response.body).not.toContain('secret');
    }
  });

  it('sends the security headers on every answer', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/v1/health' }),
      t.app.inject({ method: 'GET', url: '/api/v1/nope' }),
      t.app.inject({ method: 'GET', url: '/api/v1/test/crash' }),
      t.app.inject({ method: 'GET', url: '/not-an-api-path' }),
    ]);
    for (const response of answers) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('declares a guard on every /api route', () => {
    const table = t.app.routeGuards();
    expect(table).toContainEqual({ method: 'GET', url: '/api/v1/health', guard: 'public' });
    for (const entry of table) {
      expect(entry.url.startsWith('/api/')).toBe(true);
      expect(isValidGuard(entry.guard), `${entry.method} ${entry.url}`).toBe(true);
      expect(t.app.hasRoute({ method: entry.method as 'GET', url: entry.url })).toBe(true);
    }
    // Every API route Fastify knows is in the guard table (HEAD twins included).
    for (const [method, url] of [
      ['GET', '/api/v1/health'],
      ['HEAD', '/api/v1/health'],
      ['POST', '/api/v1/test/echo'],
    ] as const) {
      expect(t.app.hasRoute({ method, url })).toBe(true);
      expect(table.some((entry) => entry.method === method && entry.url === url)).toBe(true);
    }
  });

  describe('route guards', () => {
    it('refuses to build with an /api route that declares no guard', async () => {
      const app = await buildApp({ config: t.config, database: t.database });
      const unguarded: FastifyPluginAsyncZod = async (api) => {
        api.get('/api/v1/unguarded', { schema: { response: { 200: z.object({}) } } }, async () => ({}));
      };
      await expect(app.register(unguarded as FastifyPluginAsync)).rejects.toThrow(
        /GET \/api\/v1\/unguarded must declare config\.guard/,
      );
      await app.close();
    });

    it('refuses to build with a guard naming a permission or role that @app/domain does not define', async () => {
      // @ts-expect-error a permission name outside PERMISSIONS does not compile
      const misspelt: RouteGuard = { permission: 'canManageOrganisation' };
      // @ts-expect-error nor does a role name outside the domain's roles
      const pilots: RouteGuard = { roles: ['pilot'] };

      const app = await buildApp({ config: t.config, database: t.database });
      const typo: FastifyPluginAsyncZod = async (api) => {
        api.get(
          '/api/v1/typo',
          { config: { guard: misspelt }, schema: { response: { 200: z.object({}) } } },
          async () => ({}),
        );
      };
      await expect(app.register(typo as FastifyPluginAsync)).rejects.toThrow(
        /GET \/api\/v1\/typo names an unknown permission \(permission: canManageOrganisation\); known: canManageAllOrganizations/,
      );
      await app.close();

      const other = await buildApp({ config: t.config, database: t.database });
      const wrongRole: FastifyPluginAsyncZod = async (api) => {
        api.get(
          '/api/v1/pilots',
          { config: { guard: pilots }, schema: { response: { 200: z.object({}) } } },
          async () => ({}),
        );
      };
      await expect(other.register(wrongRole as FastifyPluginAsync)).rejects.toThrow(
        /GET \/api\/v1\/pilots names an unknown role \(pilot\)/,
      );
      await other.close();
    });

    it('refuses to build with an /api route that has no response schema', async () => {
      const app = await buildApp({ config: t.config, database: t.database });
      const unschemed: FastifyPluginAsyncZod = async (api) => {
        api.get('/api/v1/loose', { config: { guard: 'public' } }, async () => ({}));
      };
      await expect(app.register(unschemed as FastifyPluginAsync)).rejects.toThrow(
        /must declare response schemas/,
      );
      await app.close();
    });

    // The guard mechanism itself, on a bare app: buildApp installs the auth module's enforcer.
    function bareApp() {
      const app = Fastify().withTypeProvider<ZodTypeProvider>();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      registerRouteGuards(app);
      registerErrorHandling(app);
      return app;
    }

    it('refuses to start when a guarded route has no enforcer', async () => {
      const app = bareApp();
      const needsEnforcer: FastifyPluginAsyncZod = async (api) => {
        api.get(
          '/api/v1/mine',
          { config: { guard: 'signed-in' }, schema: { response: { 200: z.object({}) } } },
          async () => ({}),
        );
      };
      await app.register(needsEnforcer as FastifyPluginAsync);
      await expect(app.ready()).rejects.toThrow(/no guard enforcer is installed/);
      await app.close();
    });

    it('runs the installed enforcer for guarded routes only', async () => {
      const app = bareApp();
      app.get(
        '/api/v1/health',
        { config: { guard: 'public' }, schema: { response: { 200: z.object({ status: z.string() }) } } },
        async () => ({ status: 'ok' }),
      );
      const seen: unknown[] = [];
      app.setGuardEnforcer(async (request, guard) => {
        seen.push(guard);
        if (request.headers.authorization !== 'Bearer ok') throw new AppError(401, 'Not authorized');
      });
      const routes: FastifyPluginAsyncZod = async (api) => {
        api.get(
          '/api/v1/reports',
          {
            config: { guard: { roles: ['admin'] } },
            schema: { response: { 200: z.object({ ok: z.boolean() }) } },
          },
          async () => ({ ok: true }),
        );
      };
      await app.register(routes as FastifyPluginAsync);

      const refused = await app.inject({ method: 'GET', url: '/api/v1/reports' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ success: false, error: 'Not authorized' });
      const allowed = await app.inject({
        method: 'GET',
        url: '/api/v1/reports',
        headers: { authorization: 'Bearer ok' },
      });
      expect(allowed.json()).toEqual({ ok: true });
      await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(seen).toEqual([{ roles: ['admin'] }, { roles: ['admin'] }]);
      await app.close();
    });

    it("counts the API reference's hidden GET routes under /api/docs as public documentation", async () => {
      const app = bareApp();
      // As @fastify/swagger-ui registers its files: no guard, no response schema, hidden from the document.
      app.get('/api/docs/static/viewer.js', { schema: { hide: true } }, async () => 'viewer');
      const table = app.routeGuards();
      expect(table).toContainEqual({
        method: 'GET',
        url: '/api/docs/static/viewer.js',
        guard: 'public',
        documentation: true,
      });
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/docs/static/viewer.js' })).body).toBe('viewer');
      await app.close();
    });

    it('keeps the guard rule for any other route under /api/docs', async () => {
      const cases: [string, (app: ReturnType<typeof bareApp>) => void, RegExp][] = [
        [
          'a write',
          (app) => app.post('/api/docs/notes', { schema: { hide: true } }, async () => ({})),
          /POST \/api\/docs\/notes must declare config\.guard/,
        ],
        [
          'a route the document lists',
          (app) => app.get('/api/docs/listed', { schema: {} }, async () => ({})),
          /GET \/api\/docs\/listed must declare config\.guard/,
        ],
        [
          'a hidden route outside /api/docs',
          (app) => app.get('/api/v1/docs', { schema: { hide: true } }, async () => ({})),
          /GET \/api\/v1\/docs must declare config\.guard/,
        ],
        [
          'a hidden route next to /api/docs',
          (app) => app.get('/api/docsearch', { schema: { hide: true } }, async () => ({})),
          /GET \/api\/docsearch must declare config\.guard/,
        ],
      ];
      for (const [label, register, refusal] of cases) {
        const app = bareApp();
        expect(() => register(app), label).toThrow(refusal);
        await app.close();
      }
    });
  });

  // Last, because it closes the database this file shares.
  it('answers the health check with 503 in the error shape when the database does not answer', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, error: 'Database unavailable' });
  });
});
