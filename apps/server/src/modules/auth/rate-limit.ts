import { once } from 'node:events';
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../../http/errors';

const REDIS_READY_TIMEOUT_MS = 2000;

export const RATE_LIMIT_MESSAGE = (seconds: number) =>
  `Too many requests from your network. Please wait ${seconds} seconds and try again`;

/**
 * Per-client-address limits for the routes that take passwords or create accounts (`strict`) and for the
 * lookups a form runs while someone types (`lookup`, three times as many).
 */
export function rateLimitFor(config: AppConfig): { strict: RateLimitOptions; lookup: RateLimitOptions } {
  const timeWindow = config.auth.rateLimitWindowSeconds * 1000;
  return {
    strict: { max: config.auth.rateLimitMax, timeWindow },
    lookup: { max: config.auth.rateLimitMax * 3, timeWindow },
  };
}

/**
 * Installs @fastify/rate-limit for routes that ask for it (`config.rateLimit`), keyed by client address. With
 * REDIS_URL the counters live in Redis and are shared by every process; otherwise in this process's memory.
 * Should Redis be unreachable, requests pass (the per-account sign-in lock in the database still holds).
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig): Promise<void> {
  // ioredis is loaded only with REDIS_URL (issue 43).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        // Fail fast while disconnected instead of queueing requests behind a dead connection.
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'Rate limit store (Redis) error'));
    // Start with the connection up when Redis answers soon; otherwise start anyway and let it reconnect.
    app.addHook('onReady', async () => {
      if (redis.status === 'ready') return;
      const ready = await Promise.race([
        // `once` rejects on an 'error' event (Redis refusing the connection): that is 'not ready', not a failure.
        once(redis, 'ready').then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(resolve, REDIS_READY_TIMEOUT_MS, false).unref()),
      ]);
      if (!ready) app.log.warn('Redis is not reachable yet: rate limits are not enforced until it is');
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'taskflow-rate-limit:' } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(context.statusCode, RATE_LIMIT_MESSAGE(seconds), { retryAfterSeconds: seconds });
    },
  });
}
