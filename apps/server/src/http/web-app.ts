import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './guards';

const ASSETS_PREFIX = '/assets/';
/** The emergency sign-in page and its file in the built web app (apps/web/public/public-login.html). */
export const EMERGENCY_LOGIN_PATH = '/public-login';
const EMERGENCY_LOGIN_FILE = 'public-login.html';
// Vite puts a content hash in every file name under assets/, so those can be cached for good.
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
// Everything else (index.html above all) must be revalidated so a new release is picked up at once.
const REVALIDATE_CACHE = 'no-cache';

export function hasBuiltWebApp(webDist: string): boolean {
  return existsSync(path.join(webDist, 'index.html'));
}

/**
 * Serves the built web app from webDist: hashed assets with long immutable caching, other files and index.html
 * with no-cache. API paths are never served from here.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: ['index.html'],
    redirect: false,
    cacheControl: false,
    dotfiles: 'ignore',
    allowedPath: (pathname) => !isApiPath(pathname),
    setHeaders: (response, filePath) => {
      response.setHeader(
        'cache-control',
        filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
      );
    },
  });
  // The emergency sign-in (spec 2.9): its own small page, which loads none of the app's code, so it still works
  // when the app's bundle does not.
  if (existsSync(path.join(webDist, EMERGENCY_LOGIN_FILE))) {
    app.get(EMERGENCY_LOGIN_PATH, (_request, reply) =>
      reply.header('cache-control', REVALIDATE_CACHE).sendFile(EMERGENCY_LOGIN_FILE),
    );
  }
}

/** True for requests the client-side router answers: GET/HEAD outside /api and outside the hashed assets. */
export function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  return !isApiPath(pathname) && !pathname.startsWith(ASSETS_PREFIX);
}

export function sendIndexHtml(reply: FastifyReply): FastifyReply {
  return reply.code(200).sendFile('index.html');
}
