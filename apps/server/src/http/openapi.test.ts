import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';
import { listRouteGuards } from './guards';
import { OPENAPI_PATH } from './openapi';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Operation {
  'x-guard'?: unknown;
  responses?: Record<string, unknown>;
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
}

// Fastify writes /:id; OpenAPI writes /{id}.
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('describes every route of the route table with its guard and its answers, as OpenAPI 3.1', async () => {
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(document.openapi).toBe('3.1.0');

    const routes = listRouteGuards(t.app).filter(
      (route) => route.method !== 'HEAD' && route.url !== OPENAPI_PATH,
    );
    expect(routes.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      expect(operation['x-guard'], `${route.method} ${route.url}`).toEqual(route.guard);
      expect(Object.keys(operation.responses ?? {}).length, `${route.method} ${route.url}`).toBeGreaterThan(
        0,
      );
    }
    expect(missing).toEqual([]);
  });

  it('carries the request schemas the routes validate with', async () => {
    const document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const login = document.paths['/api/v1/auth/login']?.post;
    expect(login?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { type: 'object' } } },
    });
    const expenses = document.paths['/api/v1/finance/expenses']?.get;
    expect(expenses?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'status']),
    );
  });
});
