import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerRateLimit } from '../auth';
import { assistantRoutesWith } from './assistant.routes';
import type { EngineContext, Interpretation } from './contract';

/**
 * The assistant's routes with a scripted engine, at /api/v1/stub (for createTestApp's `plugins`): a test says
 * what the engine makes of the next message and sees the context it was given. Everything else is the real
 * module: the registry, the services, the conversation, the language model when one is configured.
 */
export function scriptedAssistant() {
  const scripted = {
    next: { kind: 'out_of_scope', response: 'No script.', confidence: 1 } as Interpretation,
    seen: [] as EngineContext[],
    plugin: async (app: FastifyInstance) => {
      // Outside the API's scope: what the auth module gives its siblings (cookies, the limiter) comes along.
      await app.register(
        async (scope) => {
          await scope.register(fastifyCookie);
          await registerRateLimit(scope, scope.config);
          const routes = assistantRoutesWith({
            interpret: (_message, context) => {
              scripted.seen.push(context);
              return scripted.next;
            },
          });
          await scope.register(routes as FastifyPluginAsync);
        },
        { prefix: '/api/v1/stub' },
      );
    },
  };
  return scripted;
}
