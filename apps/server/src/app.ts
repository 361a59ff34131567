import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { linkInvalidations } from './cache/invalidation';
import { ReadCache } from './cache/read-cache';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { DomainEventBus } from './events/bus';
import { handleFrameworkError, registerErrorHandling, sendNotFound } from './http/errors';
import { registerRouteGuards } from './http/guards';
import { registerHelmet } from './http/helmet';
import {
  OPENAPI_PATH,
  OpenApiDocumentSchema,
  registerApiReference,
  registerOpenApi,
  tagRoutesByArea,
} from './http/openapi';
import { registerTextInputRule } from './http/text-input';
import { hasBuiltWebApp, isClientRoute, registerWebApp, sendIndexHtml } from './http/web-app';
import { JobQueue } from './jobs/queue';
import { serverModules } from './modules';
import { ModuleEvents, type ServerModule } from './modules/module';
import { attachRealtime, type RealtimeOptions } from './realtime';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** True when the built web app is served next to the API. */
    servesWebApp: boolean;
    /** Committed changes, told by the services; the real-time layer and the read cache listen. */
    events: DomainEventBus;
    /** Sessions and list answers kept between requests, dropped by the changes that make them wrong. */
    readCache: ReadCache;
    /** The server's modules (modules/index.ts): their routes, events, socket events. */
    modules: readonly ServerModule[];
    /** The domain-event handlers of every module: socket rooms, cache invalidations, publish order. */
    moduleEvents: ModuleEvents;
    /** The job queue (pg-boss on the app's database), started when the app is ready, stopped when it closes. */
    jobs: JobQueue;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  realtime?: RealtimeOptions;
  /** The modules the app is made of; the module list by default (a test adds one of its own). */
  modules?: readonly ServerModule[];
}

export const API_V1_PREFIX = '/api/v1';

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const options: Exclude<FastifyServerOptions['logger'], boolean | undefined> = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
  // Readable logs on a developer's terminal; JSON lines everywhere else (pino-pretty is a dev dependency).
  if (config.nodeEnv === 'development' && process.stdout.isTTY && config.logLevel !== 'silent') {
    try {
      createRequire(import.meta.url).resolve('pino-pretty');
      return { ...options, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } };
    } catch {
      // pino-pretty not installed (production install): keep JSON logs
    }
  }
  return options;
}

/**
 * The read cache, told of every committed change by the bus (before the changing request answers) and, on
 * PostgreSQL, by the other processes of the same database.
 */
async function registerReadCache(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache();
  const link = await linkInvalidations(cache, app.database, randomBytes(8).toString('hex'), (error) =>
    app.log.warn({ err: error }, 'Read cache: the invalidation channel failed; the cache is off meanwhile'),
  );
  app.decorate('readCache', cache);
  app.events.subscribe((event) => {
    const invalidation = app.moduleEvents.invalidationOf(event);
    if (invalidation) return link.publish(invalidation);
  });
  app.addHook('onClose', () => link.close());
}

/**
 * The modules' job queues and start steps: the queue starts once the app is ready (so a reminder due while the
 * server was down runs on its start) and stops when the app closes, before the database does.
 */
function registerJobs(app: FastifyInstance, modules: readonly ServerModule[]): void {
  const jobs = new JobQueue(
    app.database,
    { db: app.database.db, config: app.config, events: app.events, log: app.log },
    app.config.jobs.pollIntervalSeconds,
  );
  for (const module of modules) {
    for (const [name, handler] of Object.entries(module.jobs ?? {})) {
      jobs.register(name, handler, module.jobOptions?.(app.config)[name]);
    }
  }
  app.decorate('jobs', jobs);
  const starts = modules.flatMap((module) => (module.start ? [module.start] : []));
  if (!modules.some((module) => module.jobs) && starts.length === 0) return;
  app.addHook('onReady', async () => {
    await jobs.start();
    const context = { db: app.database.db, config: app.config, events: app.events, log: app.log, jobs };
    for (const start of starts) await start(context);
  });
  app.addHook('onClose', () => jobs.stop());
}

/** The API's version as the OpenAPI document states it. */
const API_VERSION = '1.0.0';

/** The areas of the API, one per server module with routes: the tags of the reference, in the module order. */
function apiAreas(modules: readonly ServerModule[]): string[] {
  return modules.filter((module) => module.routes).map((module) => module.name);
}

/**
 * Builds the whole HTTP app around an open database, without listening: `app.inject()` works at once, and
 * `app.listen()` serves it. Tests may register extra plugins before the first inject.
 */
export async function buildApp({
  config,
  database,
  realtime,
  modules = serverModules,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    // Requests Fastify rejects before routing (a malformed URL) get the one error shape too.
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('modules', modules);
  const moduleEvents = new ModuleEvents(modules);
  app.decorate('moduleEvents', moduleEvents);
  app.decorate('events', new DomainEventBus(app.log, (type) => moduleEvents.publishRank(type)));
  await registerReadCache(app);

  // These hooks must exist before any route is added so that they see every route, plugins included. The
  // security headers come first, so that a guard's refusal carries them too.
  await registerHelmet(app, config);
  registerRouteGuards(app);
  registerTextInputRule(app);
  registerErrorHandling(app);
  await registerOpenApi(app, API_VERSION, apiAreas(modules));

  const servesWebApp = hasBuiltWebApp(config.webDist);
  app.decorate('servesWebApp', servesWebApp);
  if (servesWebApp) {
    await registerWebApp(app, config.webDist);
  } else if (config.nodeEnv === 'production') {
    app.log.warn(
      { webDist: config.webDist },
      'No built web app found (index.html missing): serving the API only',
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (servesWebApp && isClientRoute(request)) return sendIndexHtml(reply);
    return sendNotFound(request, reply);
  });

  await app.register(
    async (api) => {
      // Each module's routes are one area of the reference; `await` loads a module whole before the next.
      let area: string | undefined;
      tagRoutesByArea(api, () => area);
      for (const module of modules) {
        if (!module.routes) continue;
        area = module.name;
        await api.register(module.routes);
      }
      area = undefined;
    },
    { prefix: API_V1_PREFIX },
  );
  for (const module of modules) {
    if (module.rootRoutes) await app.register(module.rootRoutes);
  }
  // The OpenAPI document of every route above, built from their schemas on first request.
  app.get(
    OPENAPI_PATH,
    { config: { guard: 'public' }, schema: { response: { 200: OpenApiDocumentSchema } } },
    async () => OpenApiDocumentSchema.parse(app.swagger()),
  );
  await registerApiReference(app);
  attachRealtime(app, realtime);
  registerJobs(app, modules);

  return app;
}
