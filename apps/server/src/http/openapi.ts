import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from './guards';

/** Where the OpenAPI document of the whole API is served (issue 22). */
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

/** The answer's outline: an OpenAPI 3.1 document (its inside is the generator's). */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * OpenAPI 3.1 for the API, generated from the zod schemas the routes validate with (the type provider's transform).
 * Registered before any route so that it sees them all; what is not under /api (the web app's files) stays out,
 * and each operation names its guard (`x-guard`), the one fact about a route the schemas do not carry.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TaskFlow API',
        version,
        description: 'The HTTP API of TaskFlow: every route, its guard, its request and answer schemas.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
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
  });
}
