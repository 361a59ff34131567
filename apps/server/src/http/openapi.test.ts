import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../modules';
import { createTestApp, type TestApp } from '../test/helpers';
import { API_DOCS_PREFIX, listRouteGuards } from './guards';
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
  tags?: string[];
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

    // The document itself and the reference's files are documentation, not operations of the API.
    const routes = listRouteGuards(t.app).filter(
      (route) => route.method !== 'HEAD' && route.url !== OPENAPI_PATH && !route.documentation,
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

// A type, not an interface: the validator takes any JSON object, which an interface does not claim to be.
type ApiDocument = {
  openapi: string;
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

async function openApiDocument(): Promise<ApiDocument> {
  return (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json() as ApiDocument;
}

function operations(document: ApiDocument): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(await openApiDocument());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is refused by the same validator when a reference points nowhere (the check can fail)', async () => {
    // What zod writes for a recursive schema that is not named as a component.
    const document = await openApiDocument();
    const tree = document.paths['/api/v1/organizations/{id}/departments']?.get as Operation;
    expect(JSON.stringify(tree.responses)).toContain('"$ref":"#/components/schemas/DepartmentNode"');
    const broken = JSON.parse(
      JSON.stringify(document).replaceAll(
        '#/components/schemas/DepartmentNode"',
        '#/components/schemas/schema0"',
      ),
    ) as ApiDocument;
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
    expect(JSON.stringify(result.errors)).toContain('schema0');
  });

  it('names the recursive department tree as a component', async () => {
    const { components } = await openApiDocument();
    expect(components?.schemas?.DepartmentNode).toMatchObject({
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#/components/schemas/DepartmentNode' } } },
    });
  });

  it('groups the operations by API area: each carries the tag of the server module that serves it', async () => {
    const document = await openApiDocument();
    const areas = serverModules.filter((module) => module.routes).map((module) => module.name);
    expect(document.tags?.map((tag) => tag.name)).toEqual(areas);
    const untagged = operations(document)
      .filter(([, operation]) => operation.tags?.length !== 1 || !areas.includes(operation.tags[0] as string))
      .map(([name, operation]) => `${name} ${JSON.stringify(operation.tags)}`);
    expect(untagged).toEqual([]);
    // Every area the reference lists has operations under it.
    const used = new Set(operations(document).flatMap(([, operation]) => operation.tags ?? []));
    expect(areas.filter((area) => !used.has(area))).toEqual([]);

    const tagOf = (path: string, method: string) => document.paths[path]?.[method]?.tags;
    expect(tagOf('/api/v1/health', 'get')).toEqual(['health']);
    expect(tagOf('/api/v1/auth/login', 'post')).toEqual(['auth']);
    expect(tagOf('/api/v1/tasks', 'get')).toEqual(['tasks']);
    expect(tagOf('/api/v1/projects/{id}', 'put')).toEqual(['projects']);
    expect(tagOf('/api/v1/organizations/{id}/departments', 'get')).toEqual(['organizations']);
    expect(tagOf('/api/v1/invite/send', 'post')).toEqual(['project-invitations']);
    expect(tagOf('/api/v1/finance/expenses', 'get')).toEqual(['finance']);
  });
});

describe('GET /api/docs, the interactive reference', () => {
  it('serves Swagger UI from the app itself: the page and every file it loads, no other origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: API_DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/swagger-ui-bundle\.js$/)]));
    for (const file of files) {
      expect(file, 'loaded from the app').toMatch(new RegExp(`^${API_DOCS_PREFIX}/static/`));
      const response = await t.app.inject({ method: 'GET', url: file });
      expect(response.statusCode, file).toBe(200);
    }
    const initializer = await t.app.inject({
      method: 'GET',
      url: `${API_DOCS_PREFIX}/static/swagger-initializer.js`,
    });
    // No badge fetched from validator.swagger.io: the reference makes no request outside the app.
    expect(initializer.body).toContain('validatorUrl: null');
  });

  it('shows the same document as /api/openapi.json', async () => {
    const shown = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(await openApiDocument());
  });

  it("answers under the app's own Content-Security-Policy", async () => {
    const page = await t.app.inject({ method: 'GET', url: API_DOCS_PREFIX });
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(page.headers['content-security-policy']).toBe(api.headers['content-security-policy']);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
  });

  it('lists its files in the guard table as public documentation, and none of them in the document', async () => {
    const documentation = listRouteGuards(t.app).filter((route) => route.documentation);
    expect(documentation.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        `GET ${API_DOCS_PREFIX}`,
        `GET ${API_DOCS_PREFIX}/json`,
        `GET ${API_DOCS_PREFIX}/static/*`,
      ]),
    );
    for (const route of documentation) {
      expect(route.url.startsWith(`${API_DOCS_PREFIX}`), route.url).toBe(true);
      expect(['GET', 'HEAD']).toContain(route.method);
      expect(route.guard).toBe('public');
    }
    const document = await openApiDocument();
    expect(Object.keys(document.paths).filter((path) => path.startsWith(API_DOCS_PREFIX))).toEqual([]);
  });
});
