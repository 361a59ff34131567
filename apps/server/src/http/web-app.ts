import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './guards';

const ASSETS_PREFIX = '/assets/';
/** The emergency sign-in page and its file in the built web app (apps/web/public/public-login.html). */
export const EMERGENCY_LOGIN_PATH = '/public-login';
const EMERGENCY_LOGIN_FILE = 'public-login.html';
/** The pages the web build rendered to HTML (apps/web/scripts/postbuild.mjs): prerendered/<path>.html. */
const PRERENDERED_DIR = 'prerendered';
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
    // The build writes a brotli and a gzip copy beside every text file (apps/web/scripts/postbuild.mjs): sent as
    // they are to a browser that accepts them, with Vary: Accept-Encoding; the plain file otherwise.
    preCompressed: true,
    allowedPath: (pathname) => !isApiPath(pathname),
    setHeaders: (response, filePath) => {
      // The same URL answers differently by Accept-Encoding (preCompressed): caches must keep them apart.
      response.setHeader('vary', 'Accept-Encoding');
      response.setHeader(
        'cache-control',
        filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
      );
    },
  });
  // The public pages and the sign-in screens, rendered to HTML by the build: each path gets its own page, which
  // paints before any script has run and which the app then hydrates; every other path gets index.html.
  for (const route of prerenderedRoutes(webDist)) {
    app.get(route.path, (_request, reply) => reply.sendFile(route.file));
  }
  // The emergency sign-in (spec 2.9): its own small page, which loads none of the app's code, so it still works
  // when the app's bundle does not.
  if (existsSync(path.join(webDist, EMERGENCY_LOGIN_FILE))) {
    app.get(EMERGENCY_LOGIN_PATH, (_request, reply) =>
      reply.header('cache-control', REVALIDATE_CACHE).sendFile(EMERGENCY_LOGIN_FILE),
    );
  }
}

/** The prerendered pages of the build: URL path and file (relative to webDist), e.g. /auth/login. */
export function prerenderedRoutes(webDist: string): { path: string; file: string }[] {
  const dir = path.join(webDist, PRERENDERED_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => {
      const relative = name.split(path.sep).join('/');
      return { path: `/${relative.slice(0, -'.html'.length)}`, file: `${PRERENDERED_DIR}/${relative}` };
    });
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
