import { DepartmentNodeSchema } from '@app/domain';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_DOCS_PREFIX, API_PREFIX, isApiPath } from './guards';

/** Where the OpenAPI document of the whole API is served. */
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

/** The answer's outline: an OpenAPI 3.1 document (its inside is the generator's). */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * Schemas that are components of the document, by name. A recursive schema must be one: inline, zod can only
 * point its recursion at a made-up `#/components/schemas/schema0` that the document does not hold. They are
 * named in zod's global registry, where `.describe()` keeps its texts too, so that the transform reads both.
 */
const COMPONENTS: readonly [z.ZodType, string][] = [[DepartmentNodeSchema, 'DepartmentNode']];
for (const [schema, id] of COMPONENTS) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * OpenAPI 3.1 for the API, generated from the zod schemas the routes validate with (the type provider's transform).
 * Registered before any route so that it sees them all; what is not under /api (the web app's files) stays out,
 * and each operation names its guard (`x-guard`), the one fact about a route the schemas do not carry. `areas`
 * are the tags that group the operations (see `tagRoutesByArea`), in the order the reference lists them.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  version: string,
  areas: readonly string[],
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TaskFlow API',
        version,
        description: `The HTTP API of TaskFlow: every route, its guard, its request and answer schemas. The same document as JSON: ${OPENAPI_PATH}.`,
      },
      tags: areas.map((name) => ({ name })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A session's token (a JWT, with the session's fingerprint cookie) or a personal API token (tf_pat_..., no cookie; docs/api-tokens.md)",
          },
        },
      },
    },
    transform: (input: TransformInput) => {
      if (!input.url.startsWith(`${API_PREFIX}/`) || input.url === OPENAPI_PATH) {
        return { schema: { ...input.schema, hide: true }, url: input.url };
      }
      const transformed = jsonSchemaTransform(input);
      const guard = input.route.config?.guard ?? 'public';
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          'x-guard': guard,
          ...(guard === 'public' ? {} : { security: [{ bearer: [] }] }),
        },
      };
    },
    transformObject: createJsonSchemaTransformObject({}),
  });
}

/**
 * Tags each /api route registered in `scope` from now on with the API area `area()` names at that moment (the
 * server module that registers it), so that the reference groups its operations by area. A route that states
 * its own tags keeps them.
 */
export function tagRoutesByArea(scope: FastifyInstance, area: () => string | undefined): void {
  scope.addHook('onRoute', (route) => {
    const tag = area();
    if (!tag || !isApiPath(route.url) || route.schema?.tags) return;
    route.schema = { ...route.schema, tags: [tag] };
  });
}

/**
 * Swagger UI's light colours where axe finds their contrast too low (WCAG AA, 4.5:1): the method badges, the
 * version badges, the document's link, the buttons (Authorize, Cancel, Execute, Download) and the schemas' expand
 * buttons, each a darker shade of Swagger UI's own colour.
 * Served as a file of the reference (its theme), so the page's policy needs no inline style.
 */
const CONTRAST_CSS = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d6fb8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #177245; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a5800; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c21b1b; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #107a66; }
.swagger-ui .info .title small { background: #5b6169; }
.swagger-ui .info .title small.version-stamp { background-color: #4d7a00; }
.swagger-ui .info a { color: #1d5fa5; }
.swagger-ui .btn.authorize { border-color: #177245; color: #177245; }
.swagger-ui .btn.authorize svg { fill: #177245; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #595959; }
.swagger-ui .btn.cancel { border-color: #c21b1b; color: #c21b1b; }
.swagger-ui .btn.execute { background-color: #1d5fa5; border-color: #1d5fa5; }
.swagger-ui .download-contents { background: #5b6169; }
`;

// Swagger UI's page has no landmark: its root becomes the page's main region, for those who move by landmarks.
const LANDMARK_JS = "document.getElementById('swagger-ui').setAttribute('role', 'main');\n";

/**
 * The interactive reference at /api/docs: Swagger UI, its files served from the package (no CDN), showing the
 * document of `registerOpenApi` (its /api/docs/json is `app.swagger()`, the very object /api/openapi.json
 * answers with). Its routes are hidden GETs under /api/docs, which the route guards count as public
 * documentation. The page runs under the app's own Content-Security-Policy: its scripts and styles are files of
 * the same origin, and no validator badge calls out (validatorUrl stays null).
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    theme: {
      title: 'TaskFlow API reference',
      css: [{ filename: 'contrast.css', content: CONTRAST_CSS }],
      js: [{ filename: 'landmark.js', content: LANDMARK_JS }],
    },
    uiConfig: {
      // Without the top bar: its field would load any other document into the page, which is not ours to show.
      layout: 'BaseLayout',
      deepLinking: true,
      docExpansion: 'list',
      filter: true,
      displayRequestDuration: true,
    },
  });
}
